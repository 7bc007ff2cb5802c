/**
 * V8's explicit compile hint for a whole file (Chrome 136+): a file that starts with
 * `//# allFunctionsCalledOnLoad` has every function compiled while it streams in, on a background
 * thread, instead of each one on the main thread the first time it is called. Our scripts are the
 * code a page runs once a visitor reaches for the app (or right after its first paint): almost every
 * function in them is called within the next seconds, and each lazy compile would be a stretch of a
 * task in which a phone does not answer a tap. Other engines read it as a comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
import { type Compiler, rspack } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint as the first line of every script the build emits — its chunks and the files it takes in
 * from the builds before it (a behaviour, which this build minifies again) — after the minifier
 * (which drops comments), before the content hashes and the integrity digests are taken.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MarsCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MarsCompileHints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.js') || String(source.source()).startsWith(COMPILE_HINT)) continue;
            compilation.updateAsset(name, new ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
