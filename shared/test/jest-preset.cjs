/** One Jest setup for every app: SWC transforms, jsdom, Testing Library matchers. */
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '\\.(webp|avif|png|jpe?g|svg|mp4|webm)$': path.join(__dirname, 'mediaFileName.cjs'),
  },
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
  moduleNameMapper: {},
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // marked ships ESM only, and the content pipelines (the blog's articles, marketing's pages) load it:
  // SWC compiles it for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/marked@|marked/)'],
  globals: { __BUILD_YEAR__: new Date().getUTCFullYear() },
  // Every core: Jest's default leaves one for itself, which on a 2-core machine is one worker.
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};
