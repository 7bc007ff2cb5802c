import path from 'node:path';
import { appBuilds } from '@mars/shared/build';
import { type Compiler, rspack } from '@rspack/core';
import { routeModules, sitemapXml } from './src/routes/routeTable';

/** Public origin of the site, for absolute URLs in sitemap.xml and robots.txt. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';
/** The blog publishes its own sitemap (all articles) with each blog release. */
const BLOG_SITEMAP_URL = process.env.BLOG_SITEMAP_URL ?? 'http://localhost:3002/sitemap.xml';

/** Emits sitemap.xml and route-modules.json (from the route table) and robots.txt. */
class SiteFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SiteFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('sitemap.xml', new RawSource(sitemapXml(SITE_URL)));
        compilation.emitAsset('route-modules.json', new RawSource(`${JSON.stringify(routeModules(), null, 2)}\n`));
        compilation.emitAsset(
          'robots.txt',
          new RawSource(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', SITE_URL).href}\nSitemap: ${BLOG_SITEMAP_URL}\n`),
        );
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'host',
    title: 'Mars Vision | Private, on-premises AI for the cameras you already have',
    dir: __dirname,
    port: 3000,
    mode: argv.mode ?? 'production',
    runtimePlugins: [path.join(__dirname, 'src/federation/timeoutPlugin.ts'), path.join(__dirname, 'src/federation/contractPlugin.ts')],
    reactRefresh: argv.mode === 'development',
    plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }), new SiteFilesPlugin()],
    // Production releases also carry the shell's first view (nav and footer as HTML, for the edge).
    firstView: true,
  });
