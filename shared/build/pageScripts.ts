/**
 * The host's page and its scripts: which chunks the host's code is split into, which run after the
 * first paint, and which the app starts with (preloaded together on the visitor's reach).
 */
import { rspack } from '@rspack/core';

/**
 * The host's chunks, one per library it starts with (each module once: the dynamic imports that
 * start the app would otherwise each carry their own copy of React), and the federation runtime on
 * its own, fetched only when a remote module is needed. `pnpm bench` lists what each one holds.
 */
const lib = (names: string) => new RegExp(`[\\/]node_modules[\\/](${names})[\\/]`);
export const HOST_CHUNKS = {
  chunks: 'all' as const,
  cacheGroups: {
    react: { test: lib('react|react-dom|scheduler'), name: 'react', priority: 40, enforce: true },
    router: { test: lib('react-router|react-router-dom'), name: 'router', priority: 30, enforce: true },
    styled: { test: lib('styled-components|stylis|tslib|shallowequal|@emotion[\\/]unitless'), name: 'styled', priority: 30, enforce: true },
    federation: { test: lib('@module-federation'), name: 'federation-runtime', chunks: 'async' as const, priority: 30, enforce: true },
  },
};

/** Marks the scripts of the after-paint entries (and the runtime they share with the app) `data-when="paint"` in the page. */
export class AfterPaintScriptsPlugin {
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
export class AppStartPreloadsPlugin {
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
