const preset = require('@mars/shared/jest-preset');

// The build gathers articles with import.meta.webpackContext; tests read the same files through the same pipeline.
module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^\\./articleFiles$': '<rootDir>/content/articleFiles.node.cjs' },
};
