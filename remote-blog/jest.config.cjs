module.exports = {
  ...require('@mars/shared/jest-preset'),
  // The build gathers articles with require.context; tests read the same files through the same pipeline.
  moduleNameMapper: {
    ...require('@mars/shared/jest-preset').moduleNameMapper,
    '^\\./articleFiles$': '<rootDir>/content/articleFiles.node.cjs',
  },
};
