const preset = require('@mars/shared/jest-preset');

module.exports = {
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
