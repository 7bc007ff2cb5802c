const preset = require('@mars/shared/jest-preset');

// The build gathers content files with import.meta.webpackContext; tests read the same files through the same pipeline.
module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^(\\./|\\.\\./content/)contentFiles$': '<rootDir>/content/contentFiles.node.cjs' },
};
