import path from 'node:path';
import { BRAND } from '@mars/shared/brand';
import { appBuilds } from '@mars/shared/build';
import { type Compiler, rspack } from '@rspack/core';
import { edgeRoutes } from './src/routes/routeTable';

/** Publishes the route table for the edge (routes.json): it composes every page, the sitemap and robots.txt from it. */
class EdgeRoutesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EdgeRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EdgeRoutes', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(edgeRoutes(), null, 2)}\n`));
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'host',
    title: BRAND.siteTitle,
    dir: __dirname,
    mode: argv.mode ?? 'production',
    runtimePlugins: [path.join(__dirname, 'src/federation/timeoutPlugin.ts'), path.join(__dirname, 'src/federation/contractPlugin.ts')],
    reactRefresh: argv.mode === 'development',
    plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }), new EdgeRoutesPlugin()],
    // Production releases also carry the shell's first view (nav, footer, home slots, 404 as HTML, for the edge).
    firstView: true,
  });
