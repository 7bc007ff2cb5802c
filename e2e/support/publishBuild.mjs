/**
 * `pnpm release <app>` for a build that is not in the app's own dist/: the suites build their
 * releases in a scratch copy of the sources (support/releases.ts, withSourceCopy), never in the
 * working tree. Publishes through the same deploy client as the CLI and prints what
 * `mars-edge release <app> --json` prints. Run with tsx's loader:
 *
 *   node --import tsx e2e/support/publishBuild.mjs <app> <dist folder>
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [app, dist] = process.argv.slice(2);
if (!app || !dist) {
  console.error('usage: node --import tsx e2e/support/publishBuild.mjs <app> <dist folder>');
  process.exit(2);
}
// Loaded by path, at run time: the edge's client is TypeScript of another package (tsx compiles it).
const edge = (file) => pathToFileURL(path.resolve(import.meta.dirname, '../../host/edge', file)).href;
const [{ deployTokensFrom, publishRelease }, { cdnDir, localDeployTokens }] = await Promise.all([
  import(edge('client/deployClient.ts')),
  import(edge('local/deployTokens.ts')),
]);
// The local site's own tokens, as `mars-edge release` finds them (cli/main.ts), unless MARS_DEPLOY_TOKEN says otherwise.
deployTokensFrom((name) => localDeployTokens(cdnDir())[name]);
const started = performance.now();
const result = await publishRelease(app, { distDir: path.resolve(dist) });
console.log(JSON.stringify({ ...result, ms: Math.round(performance.now() - started) }));
