/**
 * The cost of federation, measured (part of `pnpm bench`): the same pages, once as the site runs
 * (the host and four remotes, federated) and once with the host's bench-only one-bundle build
 * (host/bench/monolith/rspack.config.ts: the same code, every remote module a plain import) made
 * the live host for a moment. For each page, on the phone profile (phone.mjs), the JavaScript it
 * loads before any interaction: bytes (gzip, as sent) and requests, and their ratio.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { calibratePhone, PHONE_PAGES, quietRun } from './phone.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, site, runs, pages) {
  const out = {};
  for (const p of pages) {
    const cpu = await calibratePhone(browser);
    const quiet = [];
    for (let i = 0; i < runs; i++) quiet.push(await quietRun(browser, site, p.path, cpu));
    out[p.name] = { path: p.path, jsBytes: median(quiet.map((q) => q.jsBytes)), jsFiles: median(quiet.map((q) => q.scripts.length)) };
  }
  return out;
}

/** @param {{ cdnDir: string, runs?: number }} o the site's CDN folder (for the deploy client's local token) */
export async function federationCost(browser, site, { cdnDir, runs = 3, pages = PHONE_PAGES }) {
  const build = spawnSync('pnpm', ['--filter', 'host', 'exec', 'rspack', 'build', '-c', 'bench/monolith/rspack.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the one-bundle build failed');
  const [{ deployTokensFrom, listReleases, promote, publishRelease }, { localDeployTokens }] = await Promise.all([
    import('../../host/edge/client/deployClient.ts'),
    import('../../host/edge/local/deployTokens.ts'),
  ]);
  // The local site's token for each app (the deploy client takes none of this machine's by itself).
  deployTokensFrom((app) => localDeployTokens(cdnDir)[app]);
  const federated = await measure(browser, site, runs, pages);
  const live = (await listReleases('host')).pointer.current;
  const monolith = await publishRelease('host', { distDir: path.join(ROOT, 'host/node_modules/.monolith/dist') });
  await promote('host', monolith.id, { force: true });
  let single;
  try {
    single = await measure(browser, site, runs, pages);
  } finally {
    await promote('host', live);
  }
  const rows = pages.map((p) => {
    const f = federated[p.name];
    const m = single[p.name];
    return { page: p.name, path: p.path, federated: f, monolith: m, ratio: Number((f.jsBytes / m.jsBytes).toFixed(2)) };
  });
  for (const r of rows)
    console.log(
      `federation's cost ${r.page.padEnd(16)} federated ${(r.federated.jsBytes / 1024).toFixed(1)} KB in ${r.federated.jsFiles} files, ` +
        `one bundle ${(r.monolith.jsBytes / 1024).toFixed(1)} KB in ${r.monolith.jsFiles} files: ×${r.ratio}`,
    );
  return rows;
}
