/**
 * Module Federation in every build: the singletons the host and the remotes share, the runtime's
 * ES-module build, a remote's container and the host's own runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { containerName } from '../src/protocol/apps';
import type { AppOptions } from './appOptions';
import { sharedDir } from './compile';

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
 * A remote's chunks load from wherever its manifest was found (`output.publicPath: 'auto'`): its
 * release folder on its own origin (`/<release id>/`), which no build can know, since the id is the
 * hash of the files the build makes. The host resolves it from the manifest's URL at run time, by
 * design. The manifest plugin says so on every build ("Manifest will use absolute path resolution
 * via its host at runtime, reason: publicPath='auto'"); that one line, and nothing else, is not
 * printed. Everything else the plugin logs still is.
 */
export class AutoPublicPathIsDeliberate {
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
export function federationRuntimeAsEsm(): Record<string, string> {
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
 * A remote is a Module Federation container: its exposed modules, the singletons it takes from the
 * page (`sharedSingletons`), its manifest. Production builds take the runtime's core from the page
 * (`externalRuntime`: the host provides it), so each remoteEntry.js stays small; development builds
 * keep their own, so a remote still runs alone with `pnpm dev`.
 */
export function remoteFederation(o: AppOptions, isProd: boolean) {
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
export function hostFederation(dir: string) {
  let coreDir = path.dirname(createRequire(path.join(dir, 'package.json')).resolve('@module-federation/runtime-core'));
  while (!existsSync(path.join(coreDir, 'package.json'))) coreDir = path.dirname(coreDir);
  const mfVersion: string = JSON.parse(readFileSync(path.join(coreDir, 'package.json'), 'utf8')).version;
  const shares = Object.fromEntries(
    Object.entries(sharedSingletons(dir)).map(([name, s]) => [name, { version: s.version, requiredVersion: s.requiredVersion }]),
  );
  return [new rspack.DefinePlugin({ __MARS_SHARED__: JSON.stringify(shares), __MF_RUNTIME_VERSION__: JSON.stringify(mfVersion) })];
}
