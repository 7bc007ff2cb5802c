module.exports = {
  ...require('@mars/shared/jest-preset'),
  // The build gathers articles with require.context; tests read the same files through the same pipeline.
  // marked ships ESM only: let SWC compile it for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/marked@|marked/)'],
  moduleNameMapper: {
    ...require('@mars/shared/jest-preset').moduleNameMapper,
    '^\\./articleFiles$': '<rootDir>/content/articleFiles.node.cjs',
  },
};
