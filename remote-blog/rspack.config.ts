import path from 'node:path';
import { appBuilds } from '@mars/shared/build';
import type { Compiler } from '@rspack/core';
import { checkDirectory } from './content/contentCheck.cjs';

/** Public origin of the site the articles live on. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';

/**
 * The blog's own sitemap (every article), published with the blog so a new article needs no host
 * release; the host's robots.txt lists it next to the host's sitemap.
 */
class BlogSitemapPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BlogSitemap', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BlogSitemap', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const urls = ['/blog', ...checkDirectory(path.join(__dirname, 'content/articles')).map((a) => `/blog/${a.slug}`)];
          const body = urls.map((u) => `  <url><loc>${new URL(u, SITE_URL).href}</loc></url>`).join('\n');
          const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
          compilation.emitAsset('sitemap.xml', new compiler.webpack.sources.RawSource(xml));
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
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
    plugins: [new BlogSitemapPlugin()],
  });
