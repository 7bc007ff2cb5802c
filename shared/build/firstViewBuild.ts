/**
 * The builds beside an app's browser build that make its first views: its pages rendered to HTML
 * (first-view.json) and the small scripts with no framework its views need without any input.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { sri384 } from '../src/protocol/digest/digest';
import { VIEW_RENDERER_FILE } from '../src/protocol/firstView/addressViews';
import type { FirstViewFile } from '../src/protocol/firstView/firstViewKey';
import { FIRST_VIEW_FILE, RELEASE_BASE_PLACEHOLDER } from '../src/protocol/firstView/format';
import type { AppOptions } from './appOptions';
import { buildYear, moduleRules } from './compile';

/**
 * Production builds of apps with a `src/firstView.tsx` also render their first views (see
 * shared/src/protocol/firstView/firstViewKey.ts): that file is bundled for Node after the browser build, run
 * once, and its result written to `dist/first-view.json`, so it ships in the app's release.
 * Asset file names match the browser build's (same content hash); their URLs start with a
 * placeholder the edge replaces with the release's base URL (the host's own are site-absolute).
 */
export function firstViewConfig(o: Pick<AppOptions, 'name' | 'dir' | 'rules'>): Configuration {
  const out = path.join(o.dir, 'node_modules/.first-view');
  return {
    name: `${o.name}-first-view`,
    dependencies: [o.name],
    mode: 'production',
    context: o.dir,
    entry: { firstView: './src/firstView.tsx' },
    target: ['node', 'es2022'],
    devtool: false,
    output: {
      path: out,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: o.name === 'host' ? '/' : RELEASE_BASE_PLACEHOLDER,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: moduleRules(o, true) },
    optimization: { minimize: false },
    performance: false,
    plugins: [buildYear(), new WriteFirstViewPlugin(path.join(out, 'firstView.cjs'), path.join(o.dir, 'dist', FIRST_VIEW_FILE))],
    stats: 'errors-warnings',
  };
}

/**
 * Apps with a `src/viewRenderer.tsx` also build their view renderer (addressViews.ts in
 * @mars/shared/first-view): one ES module Worker, with React's server renderer and the app's views
 * in it, which the edge runs. Built first, into node_modules/.view-renderer; the browser build takes
 * it into dist/ as its own asset (BuiltAssetsPlugin), so it ships in the release with its integrity
 * in the manifest like every file. Its asset URLs are the release's, like the first views' (their
 * files are the browser build's: the same names, not written twice).
 */
export const VIEW_RENDERER_OUT = 'node_modules/.view-renderer';
export function viewRendererConfig(o: Pick<AppOptions, 'name' | 'dir' | 'rules'>): Configuration {
  return {
    name: `${o.name}-view-renderer`,
    mode: 'production',
    context: o.dir,
    entry: { viewRenderer: './src/viewRenderer.tsx' },
    target: ['webworker', 'es2022'],
    devtool: false,
    output: {
      path: path.join(o.dir, VIEW_RENDERER_OUT),
      filename: VIEW_RENDERER_FILE,
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      publicPath: RELEASE_BASE_PLACEHOLDER,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // workerd's own builds where a package has one (react-dom/server), else the browser's.
      conditionNames: ['workerd', 'worker', 'browser', 'import', 'module', 'default'],
    },
    module: { rules: moduleRules(o, true), generator: { 'asset/resource': { emit: false } } },
    // One file, its licence comments kept in it (a second file would be an asset of the release too).
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false })],
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: false,
    plugins: [buildYear(), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    stats: 'errors-warnings',
  };
}

/**
 * An app's behaviour scripts (AppOptions.behaviours): each entry one file of its own, with no
 * runtime shared with the app — a page runs them after its first paint, long before (or without
 * ever) loading the app. Built first, into node_modules/.behaviours; the browser build then takes
 * them into dist/ as its own assets, so its manifest's integrity map covers them like every file.
 */
export const BEHAVIOURS_OUT = 'node_modules/.behaviours';
export function behavioursConfig(o: Pick<AppOptions, 'name' | 'dir' | 'behaviours'>): Configuration {
  return {
    name: `${o.name}-behaviours`,
    mode: 'production',
    context: o.dir,
    entry: Object.fromEntries(Object.entries(o.behaviours ?? {}).map(([name, file]) => [name, { import: file }])),
    target: ['web', 'es2022'],
    devtool: 'source-map',
    output: { path: path.join(o.dir, BEHAVIOURS_OUT), filename: '[name].[contenthash:8].js', clean: true, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: moduleRules({}, true) },
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * The browser build's side of the builds made before it (behaviours, the view renderer): their
 * files become assets of this one, so its manifest's integrity map covers them like every file.
 */
export class BuiltAssetsPlugin {
  constructor(private readonly from: string[]) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('MarsBuiltAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MarsBuiltAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const dir of this.from)
          for (const file of readdirSync(dir))
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(readFileSync(path.join(dir, file))));
      });
    });
  }
}

/** The file a behaviour entry was written to (`<entry>.<content hash>.js`), with its integrity. */
async function behaviourScript(dist: string, entry: string) {
  const file = readdirSync(dist).find((f) => f.startsWith(`${entry}.`) && /^[\w-]+\.[0-9a-f]{8}\.js$/.test(f));
  if (!file) throw new Error(`behaviour "${entry}" was not built (no ${entry}.<hash>.js in ${dist})`);
  return { file, integrity: await sri384(readFileSync(path.join(dist, file))) };
}

/** Runs the Node bundle's default export once it is written, and saves what it returns. */
class WriteFirstViewPlugin {
  constructor(
    private bundle: string,
    private target: string,
  ) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteFirstView', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const req = createRequire(this.bundle);
      delete req.cache[this.bundle];
      const render = (req(this.bundle) as { default: () => FirstViewFile & { behaviourEntries?: Record<string, string[]> } }).default;
      const { behaviourEntries, ...result } = render();
      // Each view's behaviour entries, as the files the behaviours build wrote beside this one.
      if (behaviourEntries) {
        const dist = path.dirname(this.target);
        result.behaviours = {};
        for (const [key, entries] of Object.entries(behaviourEntries))
          result.behaviours[key] = await Promise.all(entries.map((entry) => behaviourScript(dist, entry)));
      }
      mkdirSync(path.dirname(this.target), { recursive: true });
      writeFileSync(this.target, JSON.stringify(result));
    });
  }
}
