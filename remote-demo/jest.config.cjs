const preset = require('@mars/shared/jest-preset');

module.exports = {
  projects: [
    { ...preset, displayName: 'form', roots: ['<rootDir>/src'] },
    {
      ...preset,
      displayName: 'server',
      testEnvironment: 'node',
      // Real HTTP and real databases (PGlite boots a WebAssembly Postgres): generous, so a busy machine is not a failure.
      testTimeout: 30_000,
      roots: ['<rootDir>/server/test'],
      setupFiles: [],
      setupFilesAfterEnv: [],
    },
  ],
};
