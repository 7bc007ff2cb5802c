import path from 'node:path';
import { appConfig } from '@mars/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appConfig({
    name: 'blog',
    title: 'remote-blog (standalone)',
    dir: __dirname,
    port: 3002,
    mode: argv.mode ?? 'production',
    exposes: {
      './BlogIndex': './src/blogIndex/BlogIndex.tsx',
      './BlogArticle': './src/article/BlogArticle.tsx',
    },
    // Articles are Markdown with front matter, compiled and checked at build time.
    rules: [{ test: /\.md$/, type: 'javascript/auto', use: [{ loader: path.join(__dirname, 'content/markdownLoader.cjs') }] }],
  });
