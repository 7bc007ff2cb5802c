/**
 * What a release carries beside its code: its route table (routes.json), and what the edge and the
 * host need to know of the build (build-info.json; the manifest's `mars` block with its contract
 * and every file's integrity).
 */
import { rspack } from '@rspack/core';
import { sri384 } from '../src/protocol/digest/digest';
import type { RouteTable } from '../src/protocol/routes/routeTable';
import { ROUTE_TABLE_FILE } from '../src/protocol/routes/routeTable';

/** Publishes the app's route table in its build (routes.json): the edge and the host read the live ones. */
export class RouteTablePlugin {
  constructor(private readonly table: RouteTable) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('RouteTable', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteTable', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(ROUTE_TABLE_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(this.table, null, 2)}\n`));
      });
    });
  }
}

/**
 * What a release needs to know about a build, written next to it: `build-info.json` in every app,
 * and a `mars` block in a remote's mf-manifest.json so the host can check the contract version
 * before it runs any of the remote's code, with `integrity`: the sha384 of `remoteEntry.js` and of
 * every other JS and CSS file of the build (the host sets it on `remoteEntry.js`; the remote's own
 * runtime sets it on each chunk it loads, SubresourceIntegrityPlugin).
 */
export class BuildInfoPlugin {
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
