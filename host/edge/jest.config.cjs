/**
 * The edge's tests: Jest in Node, each test file driving the Worker in workerd through Miniflare
 * (testing/edgeUnderTest.ts, composeUnderTest.ts), or pure modules directly. The bundles are built
 * once per run by wrangler, as production's (testing/globalSetup.ts), and removed after it
 * (testing/globalTeardown.ts). See README: "Tests".
 */
const preset = require('@mars/shared/jest-preset');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  globalSetup: '<rootDir>/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/testing/globalTeardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
