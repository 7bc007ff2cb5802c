// maxWorkers, like testTimeout, is read only from the top level.
const { maxWorkers, ...preset } = require('@mars/shared/jest-preset');

module.exports = {
  // Jest reads testTimeout only from the top-level config (a project's own value is ignored).
  // The server tests use real HTTP and real databases (PGlite boots a WebAssembly Postgres):
  // generous, so a busy machine is not a failure.
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
