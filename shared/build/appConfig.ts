/**
 * One Rspack + Module Federation configuration for every app, so the five apps cannot drift apart
 * on what they share or how they emit assets. Each app's rspack.config.ts calls `appConfig`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { APPS, type AppName, containerName } from '../src/protocol/apps';
import { CONTRACT_VERSION } from '../src/protocol/contracts/version';
import { sri384 } from '../src/protocol/digest/digest';
import type { FirstViewFile } from '../src/protocol/firstView/firstViewKey';
import { FIRST_VIEW_FILE, RELEASE_BASE_PLACEHOLDER } from '../src/protocol/firstView/format';
import { ROUTE_TABLE_FILE, type RouteTable } from '../src/protocol/routes/routeTable';

export interface AppOptions {
  /** The app, as the apps table names it (its port and container name come from there). */
  name: AppName;
  /** The app's folder (use `__dirname`). */
  dir: string;
  mode: 'development' | 'production';
  /** Remotes only: exposed module name → file. */
  exposes?: Record<string, string>;
  /** Host only: React Fast Refresh in dev (remotes use live reload: their HMR cannot refresh the host's UI). */
  reactRefresh?: boolean;
  /** Extra module rules (e.g. the blog's Markdown loader). */
  rules?: NonNullable<Configuration['module']>['rules'];
  /** Extra plugins (e.g. copying static files). */
  plugins?: Configuration['plugins'];
  /** Page title of the standalone frame / host document. */
  title: string;
  /** The URLs the app renders and its menu entries, published as routes.json (see src/routes/routeTable.ts). */
  routeTable?: RouteTable;
  /**
   * Production only: small scripts with no framework that a view needs without any input (the hero's
   * next clip), entry name → file. Built on their own (no React, no Module Federation: a page runs
   * them before any app), named per view in `renderFirstViews(…, { behaviours })`.
   */
  behaviours?: Record<string, string>;
  /**
   * Host only: entries the page runs after its first paint without waiting for the app (real-visitor
   * metrics), entry name → file. They share one webpack runtime with the app (`runtimeChunk:
   * 'single'`), so a module both import is one instance; their scripts are marked `data-when="paint"`
   * in index.html for the edge (worker/pages/composePage.ts), the app's are loaded on the visitor's reach.
   */
  afterPaint?: Record<string, string>;
}

/** Publishes the app's route table in its build (routes.json): the edge and the host read the live ones. */
class RouteTablePlugin {
  constructor(private readonly table: RouteTable) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('RouteTable', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteTable', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(ROUTE_TABLE_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(this.table, null, 2)}\n`));
      });
    });
  }
}

const sharedDir = path.resolve(__dirname, '..');
const sharedVersion: string = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;

/**
 * Shared as singletons on BOTH sides (host and remotes). Version ranges let a remote built against a
 * newer patch/minor load in an older host and the other way round.
 */
export function sharedSingletons(appDir: string, versionOverrides = sharedVersionOverrides()) {
  const req = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (pkg: string): string => {
    if (versionOverrides[pkg]) return versionOverrides[pkg];
    const pkgJson = req.resolve(`${pkg}/package.json`);
    return JSON.parse(readFileSync(pkgJson, 'utf8')).version;
  };
  const singleton = (pkg: string) => {
    const version = versionOf(pkg);
    return { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0`, strictVersion: false };
  };
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // Its client-side subset (shared/src/runtime/router): a shared module ships whole, and the package's
    // server, session and framework code would be half of it.
    'react-router-dom': { ...singleton('react-router-dom'), import: path.join(sharedDir, 'src/runtime/router/reactRouterDom.ts') },
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    '@mars/shared': {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`,
      strictVersion: false,
    },
  };
}

/**
 * Version-skew tests only: `MARS_SHARED_VERSION_OVERRIDES='{"react":"19.3.0"}'` makes a build declare
 * another version of a shared package in its share scope and manifest, as a build made with that
 * version installed would (installing two Reacts side by side in one workspace is not practical).
 */
function sharedVersionOverrides(): Record<string, string> {
  const raw = process.env.MARS_SHARED_VERSION_OVERRIDES;
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('MARS_SHARED_VERSION_OVERRIDES must be a JSON object');
  return parsed as Record<string, string>;
}

/**
 * What a release needs to know about a build, written next to it: `build-info.json` in every app,
 * and a `mars` block in a remote's mf-manifest.json so the host can check the contract version
 * before it runs any of the remote's code, with `integrity`: the sha384 of `remoteEntry.js` and of
 * every other JS and CSS file of the build (the host sets it on `remoteEntry.js`; the remote's own
 * runtime sets it on each chunk it loads, SubresourceIntegrityPlugin).
 */
class BuildInfoPlugin {
  constructor(
    private readonly info: {
      app: string;
      version: string;
      contract: string;
      /** The singletons this build shares and needs: what the promotion gate compares. */
      shared: Record<string, { version: string; requiredVersion: string }>;
    },
  ) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('MarsBuildInfo', (compilation) => {
      // REPORT runs after Module Federation has written its manifest (OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tapPromise(
        { name: 'MarsBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
          const manifest = compilation.getAsset('mf-manifest.json');
          if (manifest) {
            const json = JSON.parse(manifest.source.source().toString());
            const integrity: Record<string, string> = {};
            // The same digest the edge records and the host checks (@mars/shared/digest).
            for (const asset of compilation.getAssets())
              if (/\.(m?js|css)$/.test(asset.name)) integrity[asset.name] = await sri384(asset.source.buffer());
            const { shared: _inManifestAlready, ...info } = this.info;
            json.mars = { ...info, integrity };
            compilation.updateAsset('mf-manifest.json', new RawSource(JSON.stringify(json, null, 2)));
          }
        },
      );
    });
  }
}

/**
 * A remote's chunks load from wherever its manifest was found (`output.publicPath: 'auto'`): its
 * release folder on its own origin (`/<release id>/`), which no build can know, since the id is the
 * hash of the files the build makes. The host resolves it from the manifest's URL at run time, by
 * design. The manifest plugin says so on every build ("Manifest will use absolute path resolution
 * via its host at runtime, reason: publicPath='auto'"); that one line, and nothing else, is not
 * printed. Everything else the plugin logs still is.
 */
class AutoPublicPathIsDeliberate {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.infrastructureLog.tap('MarsAutoPublicPath', (_name: string, type: string, args?: unknown[]) =>
      type === 'warn' &&
      args?.some((a) => typeof a === 'string' && a.includes("absolute path resolution via its host at runtime, reason: publicPath='auto'"))
        ? true
        : undefined,
    );
  }
}

/**
 * Module Federation's runtime in its ES-module build. The federation plugin and the runtime's own
 * packages find each other with Node's `require`, i.e. as CommonJS: no scope hoisting and no tree
 * shaking for the code every page runs first. Each of them also ships an ES-module build of the
 * same code; pointing the bundler at it (by package name, and by the CommonJS file the plugin
 * requests by path) takes the host's entry from 115 to 90 kB and a remote's remoteEntry.js from 47
 * to 26 kB, minified, with one copy of the runtime instead of a CommonJS and an ES-module one.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const alias: Record<string, string> = {};
  const visit = (pkg: string, from: NodeJS.Require): NodeJS.Require => {
    const manifestAt = (d: string) =>
      existsSync(path.join(d, 'package.json')) ? JSON.parse(readFileSync(path.join(d, 'package.json'), 'utf8')) : null;
    let dir = path.dirname(from.resolve(pkg));
    while (manifestAt(dir)?.name !== pkg) dir = path.dirname(dir);
    const exportsMap = manifestAt(dir).exports ?? {};
    for (const [subpath, entry] of Object.entries<{ import?: { default?: unknown }; require?: { default?: unknown } }>(exportsMap)) {
      const esm = entry?.import?.default;
      const cjs = entry?.require?.default;
      if (typeof esm !== 'string' || typeof cjs !== 'string' || subpath.includes('*')) continue;
      alias[`${subpath === '.' ? pkg : `${pkg}/${subpath.slice(2)}`}$`] = path.join(dir, esm);
      alias[path.join(dir, cjs)] = path.join(dir, esm);
    }
    return createRequire(path.join(dir, 'package.json'));
  };
  const enhanced = visit('@module-federation/enhanced', createRequire(__filename));
  const tools = visit('@module-federation/runtime-tools', enhanced);
  visit('@module-federation/webpack-bundler-runtime', tools);
  const core = visit('@module-federation/runtime-core', visit('@module-federation/runtime', tools));
  visit('@module-federation/sdk', core);
  visit('@module-federation/error-codes', core);
  visit('@module-federation/inject-external-runtime-core-plugin', visit('@module-federation/rspack', enhanced));
  return alias;
}

/**
 * styled-components' compile step: every styled component gets an id from its file and its place in
 * it (`sc-<file hash>-<n>`), instead of a counter of definitions at run time. So a component's class
 * names are the same in the page's HTML (rendered by the build, in Node) and in the browser, in
 * whatever order the apps' chunks arrive: what lets React hydrate the page instead of replacing it.
 */
const styledComponentsPlugin = (isProd: boolean): [string, Record<string, unknown>] => [
  createRequire(__filename).resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: !isProd, fileName: !isProd, minify: true, pure: true, transpileTemplateLiterals: true },
];

function moduleRules(o: Pick<AppOptions, 'rules' | 'reactRefresh'>, isProd: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', development: !isProd, refresh: !isProd && !!o.reactRefresh },
          },
          experimental: { plugins: [styledComponentsPlugin(isProd)] },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2)$/i, type: 'asset/resource' },
    ...(o.rules ?? []),
  ];
}

const ROUTER_SUBSET = path.join(sharedDir, 'src/runtime/router/reactRouterDom.ts');

/** The year of the build, the same in its HTML and its code (`__BUILD_YEAR__`): a first render the page can be hydrated from. */
const buildYear = () => new rspack.DefinePlugin({ __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) });

/**
 * The host's chunks, one per library it starts with (each module once: the dynamic imports that
 * start the app would otherwise each carry their own copy of React), and the federation runtime on
 * its own, fetched only when a remote module is needed. `pnpm bench` lists what each one holds.
 */
const lib = (names: string) => new RegExp(`[\\/]node_modules[\\/](${names})[\\/]`);
const HOST_CHUNKS = {
  chunks: 'all' as const,
  cacheGroups: {
    react: { test: lib('react|react-dom|scheduler'), name: 'react', priority: 40, enforce: true },
    router: { test: lib('react-router|react-router-dom'), name: 'router', priority: 30, enforce: true },
    styled: { test: lib('styled-components|stylis|tslib|shallowequal|@emotion[\\/]unitless'), name: 'styled', priority: 30, enforce: true },
    federation: { test: lib('@module-federation'), name: 'federation-runtime', chunks: 'async' as const, priority: 30, enforce: true },
  },
};

/**
 * A remote is a Module Federation container: its exposed modules, the singletons it takes from the
 * page (`sharedSingletons`), its manifest. Production builds take the runtime's core from the page
 * (`externalRuntime`: the host provides it), so each remoteEntry.js stays small; development builds
 * keep their own, so a remote still runs alone with `pnpm dev`.
 */
function remoteFederation(o: AppOptions, isProd: boolean) {
  return new ModuleFederationPlugin({
    // The container becomes a global variable (see containerName); the host loads it by its short alias.
    name: containerName(o.name),
    ...(o.exposes ? { filename: 'remoteEntry.js', exposes: o.exposes } : {}),
    remotes: {},
    shared: sharedSingletons(o.dir),
    shareStrategy: 'loaded-first',
    manifest: o.exposes ? { fileName: 'mf-manifest.json' } : false,
    // Type generation can hang a build when a remote is down; contracts live in @mars/shared instead.
    dts: false,
    experiments: {
      // Browser-only builds: drops the runtime's Node loaders.
      optimization: { target: 'web' },
      ...(isProd ? { externalRuntime: true } : {}),
    },
  });
}

/**
 * The host is not built as a container: it is a plain bundle that creates Module Federation's
 * runtime itself the first time a remote module is needed (host/src/federation/remotes.ts) and
 * shares its own already-loaded singletons with the remotes. A page whose remotes are static HTML
 * never loads the runtime (24 kB gzip). The build tells it the versions it shares.
 */
function hostFederation(dir: string) {
  let coreDir = path.dirname(createRequire(path.join(dir, 'package.json')).resolve('@module-federation/runtime-core'));
  while (!existsSync(path.join(coreDir, 'package.json'))) coreDir = path.dirname(coreDir);
  const mfVersion: string = JSON.parse(readFileSync(path.join(coreDir, 'package.json'), 'utf8')).version;
  const shares = Object.fromEntries(
    Object.entries(sharedSingletons(dir)).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]),
  );
  return [new rspack.DefinePlugin({ __MARS_SHARED__: JSON.stringify(shares), __MF_RUNTIME_VERSION__: JSON.stringify(mfVersion) })];
}

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
      ...(isProd && o.behaviours ? [new BehaviourAssetsPlugin(path.join(o.dir, BEHAVIOURS_OUT))] : []),
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
 * An app's behaviour scripts (AppOptions.behaviours): each entry one file of its own, with no
 * runtime shared with the app — a page runs them after its first paint, long before (or without
 * ever) loading the app. Built first, into node_modules/.behaviours; the browser build then takes
 * them into dist/ as its own assets, so its manifest's integrity map covers them like every file.
 */
const BEHAVIOURS_OUT = 'node_modules/.behaviours';
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

/** Marks the scripts of the after-paint entries (and the runtime they share with the app) `data-when="paint"` in the page. */
class AfterPaintScriptsPlugin {
  constructor(private readonly entries: string[]) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('MarsAfterPaint', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('MarsAfterPaint', async (data) => {
        const files = new Set(this.entries.flatMap((name) => compilation.entrypoints.get(name)?.getFiles() ?? []));
        // A tag's asset is its URL (the public path, then the file).
        for (const tag of data.assetTags.scripts)
          if (tag.asset && files.has(tag.asset.slice(data.publicPath.length))) tag.attributes['data-when'] = 'paint';
        return data;
      });
    });
  }
}

/**
 * Preloads, in the host's page, the files the app starts with: every chunk its `main` entry imports
 * (the libraries, then the app; host/src/index.ts), and the federation runtime (the `federation`
 * chunks of host/src/federation/remotes.ts): every control a visitor reaches for is a remote's.
 * Without them each file is asked for only when the code before it has run — the app's own after
 * React has arrived and run, the runtime once the app has taken the page over. Listed, they come
 * together with `main` (the edge's inline script fetches them when the visitor reaches for the app),
 * and `main` runs them one by one as they are there.
 */
class AppStartPreloadsPlugin {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('MarsAppStart', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('MarsAppStart', async (data) => {
        const main = compilation.entrypoints.get('main');
        const own = new Set(main?.getFiles() ?? []);
        const federation = compilation.namedChunkGroups.get('federation');
        const groups = [...(main?.childrenIterable ?? []), ...(federation ? [federation] : [])];
        const files = new Set(groups.flatMap((group) => group.getFiles()));
        const preloads = [...files]
          .filter((file) => file.endsWith('.js') && !own.has(file))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'MarsAppStart' },
            attributes: { rel: 'preload', as: 'script', href: data.publicPath + file },
          }));
        // Before the scripts: the edge takes both out of the page, in order, for its list of late loads.
        data.assetTags.scripts.unshift(...preloads);
        return data;
      });
    });
  }
}

/** The browser build's side of it: the behaviours build's files become assets of this one. */
class BehaviourAssetsPlugin {
  constructor(private readonly from: string) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('MarsBehaviours', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MarsBehaviours', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of readdirSync(this.from))
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(readFileSync(path.join(this.from, file))));
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

/**
 * What each JavaScript file of a production build holds, for `pnpm bench` (e2e/bench/bundleReport.mjs):
 * its size (raw and gzip), whether the page loads it at once, and its bytes by package (or by folder
 * of the app's own code). Written beside the build, not into it (never published).
 */
export const BUNDLE_REPORT_FILE = 'node_modules/.bundle-report.json';
export class BundleReportPlugin {
  constructor(private readonly target: string) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.done.tap('MarsBundleReport', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
      });
      const outDir = stats.compilation.outputOptions.path ?? '';
      const packageOf = (name: string) => {
        const pkg = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
        if (pkg) return pkg[1]?.replace('\\', '/') ?? name;
        return name.replace(/\?.*$/, '').split('/').slice(0, 4).join('/');
      };
      const chunks = (json.chunks ?? [])
        .map((chunk) => {
          const files = (chunk.files ?? []).filter((f) => f.endsWith('.js'));
          const sizes = files.map((f) => readFileSync(path.join(outDir, f)));
          const contents: Record<string, number> = {};
          const walk = (modules: typeof chunk.modules) => {
            for (const m of modules ?? []) {
              if (m.modules?.length) walk(m.modules);
              // Assets (images, video) are files of their own: a module's size here is the file's, not JavaScript.
              else if (m.name && !m.name.startsWith('webpack/') && !m.name.includes('!=!') && !m.moduleType?.startsWith('asset')) {
                const key = packageOf(m.name);
                contents[key] = (contents[key] ?? 0) + (m.size ?? 0);
              }
            }
          };
          walk(chunk.modules);
          return {
            files,
            initial: Boolean(chunk.initial),
            names: chunk.names ?? [],
            bytes: sizes.reduce((sum, b) => sum + b.length, 0),
            gzipBytes: sizes.reduce((sum, b) => sum + gzipSync(b).length, 0),
            contents: Object.fromEntries(Object.entries(contents).sort(([, a], [, b]) => b - a)),
          };
        })
        .filter((c) => c.files.length);
      mkdirSync(path.dirname(this.target), { recursive: true });
      writeFileSync(this.target, `${JSON.stringify({ app: compiler.options.name, chunks }, null, 2)}\n`);
    });
  }
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

/**
 * Everything one app's build produces: its browser build and, in production, its first views (apps
 * with a `src/firstView.tsx` pass `firstView: true`). Each app's rspack.config.ts exports this.
 */
export function appBuilds(o: AppOptions & { firstView?: boolean }): Configuration | Configuration[] {
  const web = appConfig(o);
  if (o.mode !== 'production') return web;
  // Behaviours first: the browser build takes their files in (BehaviourAssetsPlugin).
  const behaviours = o.behaviours ? behavioursConfig(o) : null;
  const builds: Configuration[] = behaviours ? [behaviours, { ...web, dependencies: [behaviours.name as string] }] : [web];
  if (o.firstView) builds.push(firstViewConfig(o));
  return builds.length === 1 ? web : builds;
}

/**
 * A remote's rspack.config.ts, whole: its builds in the mode Rspack's command line asks for
 * (production by default), its standalone frame titled after its folder.
 */
export const remoteBuilds =
  (o: Omit<AppOptions, 'mode' | 'title'> & { firstView?: boolean }) =>
  (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration | Configuration[] =>
    appBuilds({ ...o, title: `${path.basename(o.dir)} (standalone)`, mode: argv.mode ?? 'production' });

/** The rule that compiles an app's content files (content/**\/*.md) with its own loader: the blog's articles, marketing's pages. */
export const contentRule = (dir: string, loader: string) => ({
  test: /\.md$/,
  include: path.join(dir, 'content'),
  type: 'javascript/auto' as const,
  use: [{ loader: path.join(dir, loader) }],
});
