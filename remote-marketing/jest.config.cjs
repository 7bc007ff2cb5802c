module.exports = {
  ...require('@mars/shared/jest-preset'),
  // The build gathers content files with import.meta.webpackContext; tests read the same files through
  // the same pipeline. marked ships ESM only: let SWC compile it for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/marked@|marked/)'],
  moduleNameMapper: {
    ...require('@mars/shared/jest-preset').moduleNameMapper,
    '^(\\./|\\.\\./content/)contentFiles$': '<rootDir>/content/contentFiles.node.cjs',
  },
};
