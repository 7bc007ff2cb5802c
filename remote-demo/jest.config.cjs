const { maxWorkers, ...preset } = require('@mars/shared/jest-preset');

module.exports = {
  // Jest reads testTimeout and maxWorkers only from the top-level config (a project's own value is
  // ignored; the preset's maxWorkers is lifted out of the projects to here). The server tests use
  // real HTTP and real databases (PGlite boots a WebAssembly Postgres): generous, so a busy machine
  // is not a failure.
  testTimeout: 30_000,
  maxWorkers,
  projects: [
    { ...preset, displayName: 'form', roots: ['<rootDir>/src'] },
    {
      ...preset,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/test'],
      setupFiles: [],
      setupFilesAfterEnv: [],
    },
  ],
};
