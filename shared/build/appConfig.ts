/**
 * One Rspack + Module Federation configuration for every app, so the five apps cannot drift apart
 * on what they share or how they emit assets. Each app's rspack.config.ts calls `appBuilds` (a
 * remote: `remoteBuilds`). The parts, one concern each: compile.ts (how source is compiled),
 * federation.ts (what is shared, the containers), releaseFiles.ts (what a release carries beside
 * its code), pageScripts.ts (the host's chunks and page scripts), firstViewBuild.ts (first views
 * and behaviours), bundleReport.ts (what each file holds, for the bench).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { APPS } from '../src/protocol/apps';
import { CONTRACT_VERSION } from '../src/protocol/contracts/version';
import type { AppOptions } from './appOptions';
import { BUNDLE_REPORT_FILE, BundleReportPlugin } from './bundleReport';
import { buildYear, moduleRules, ROUTER_SUBSET } from './compile';
import { CompileHintsPlugin } from './compileHints';
import { AutoPublicPathIsDeliberate, federationRuntimeAsEsm, hostFederation, remoteFederation, sharedSingletons } from './federation';
import {
  BEHAVIOURS_OUT,
  BuiltAssetsPlugin,
  behavioursConfig,
  firstViewConfig,
  VIEW_RENDERER_OUT,
  viewRendererConfig,
} from './firstViewBuild';
import { AfterPaintScriptsPlugin, AppStartPreloadsPlugin, HOST_CHUNKS } from './pageScripts';
import { reactRouterProductionBuild } from './reactRouterBuild';
import { BuildInfoPlugin, RouteTablePlugin } from './releaseFiles';

export type { AppOptions } from './appOptions';
export { BUNDLE_REPORT_FILE, BundleReportPlugin } from './bundleReport';
export { sharedSingletons } from './federation';
export { behavioursConfig, firstViewConfig, viewRendererConfig } from './firstViewBuild';

export function appConfig(o: AppOptions): Configuration {
  const isHost = o.name === 'host';
  const pkg = JSON.parse(readFileSync(path.join(o.dir, 'package.json'), 'utf8')) as { name: string; version: string };
  const isProd = o.mode === 'production';
  const hash = isProd ? '.[contenthash:8]' : '';
  return {
    name: o.name,
    mode: o.mode,
    context: o.dir,
    entry: { ...o.afterPaint, main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(o.dir, 'dist'),
      // The host is served from its origin root; remotes resolve their chunks from wherever their manifest lives.
      publicPath: isHost ? '/' : 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      uniqueName: o.name,
      clean: true,
      // A remote's scripts load with CORS, so their integrity can be checked from another origin.
      crossOriginLoading: isProd && o.exposes ? 'anonymous' : false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...federationRuntimeAsEsm(),
        // The host uses (and shares) the router's client-side subset, as every remote gets it.
        ...(isHost ? { 'react-router-dom$': ROUTER_SUBSET } : {}),
        ...(isProd ? reactRouterProductionBuild() : {}),
      },
    },
    module: { rules: moduleRules(o, isProd) },
    optimization: {
      minimize: isProd,
      ...(isHost ? { splitChunks: HOST_CHUNKS } : {}),
      ...(o.afterPaint ? { runtimeChunk: 'single' as const } : {}),
    },
    performance: false,
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The host has its own page; every remote's standalone frame uses the shared one.
        template: isHost ? path.join(o.dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
        title: o.title,
        scriptLoading: 'defer',
        minify: isProd,
      }),
      // (Before the federation plugin, which says it as soon as it is applied.)
      ...(isHost ? hostFederation(o.dir) : [new AutoPublicPathIsDeliberate(), remoteFederation(o, isProd)]),
      buildYear(),
      // Every script starts with V8's hint to compile it whole as it streams in (compileHints.ts).
      ...(isProd ? [new CompileHintsPlugin()] : []),
      // Every chunk a remote's runtime loads carries its sha384 (`integrity`): a changed file never runs.
      ...(isProd && o.exposes ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })] : []),
      new BuildInfoPlugin({
        app: pkg.name,
        version: pkg.version,
        contract: CONTRACT_VERSION,
        shared: Object.fromEntries(
          Object.entries(sharedSingletons(o.dir)).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]),
        ),
      }),
      ...(o.reactRefresh && !isProd ? [new ReactRefreshRspackPlugin()] : []),
      ...(o.routeTable ? [new RouteTablePlugin(o.routeTable)] : []),
      ...(o.afterPaint ? [new AfterPaintScriptsPlugin(Object.keys(o.afterPaint))] : []),
      ...(isHost ? [new AppStartPreloadsPlugin()] : []),
      ...(isProd ? [new BundleReportPlugin(path.join(o.dir, BUNDLE_REPORT_FILE))] : []),
      ...(o.plugins ?? []),
    ],
    devServer: {
      port: APPS[o.name].port,
      host: 'localhost',
      historyApiFallback: true,
      hot: isHost,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

/** Which of the builds beside the browser's an app has (its files say: src/firstView.tsx, src/viewRenderer.tsx). */
interface FirstViewBuilds {
  firstView?: boolean;
  viewRenderer?: boolean;
}

/**
 * Everything one app's build produces: its browser build and, in production, its first views (apps
 * with a `src/firstView.tsx` pass `firstView: true`) and its view renderer (with a
 * `src/viewRenderer.tsx`: `viewRenderer: true`). Each app's rspack.config.ts exports this.
 */
export function appBuilds(o: AppOptions & FirstViewBuilds): Configuration | Configuration[] {
  const web = appConfig(o);
  if (o.mode !== 'production') return web;
  // Behaviours and the view renderer first: the browser build takes their files in (BuiltAssetsPlugin).
  const before = [
    ...(o.behaviours ? [{ build: behavioursConfig(o), out: BEHAVIOURS_OUT }] : []),
    ...(o.viewRenderer ? [{ build: viewRendererConfig(o), out: VIEW_RENDERER_OUT }] : []),
  ];
  const builds: Configuration[] = [
    ...before.map((b) => b.build),
    before.length
      ? {
          ...web,
          dependencies: before.map((b) => b.build.name as string),
          plugins: [...(web.plugins ?? []), new BuiltAssetsPlugin(before.map((b) => path.join(o.dir, b.out)))],
        }
      : web,
  ];
  if (o.firstView) builds.push(firstViewConfig(o));
  return builds.length === 1 ? web : builds;
}

/**
 * A remote's rspack.config.ts, whole: its builds in the mode Rspack's command line asks for
 * (production by default), its standalone frame titled after its folder.
 */
export const remoteBuilds =
  (o: Omit<AppOptions, 'mode' | 'title'> & FirstViewBuilds) =>
  (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration | Configuration[] =>
    appBuilds({ ...o, title: `${path.basename(o.dir)} (standalone)`, mode: argv.mode ?? 'production' });

/** The rule that compiles an app's content files (content/**\/*.md) with its own loader: the blog's articles, marketing's pages. */
export const contentRule = (dir: string, loader: string) => ({
  test: /\.md$/,
  include: path.join(dir, 'content'),
  type: 'javascript/auto' as const,
  use: [{ loader: path.join(dir, loader) }],
});
