/**
 * What the integrity chain costs a remote's load, in the browser, on the running site (`pnpm start`):
 * the manifest fetched and checked against its digest, then remoteEntry.js and every exposed
 * module's chunks fetched with their `integrity` (the browser checks them as it does for a script) —
 * and the same without any check — 20 times each, alternating, from the network every time (cache
 * disabled). Prints the medians in ms.
 *   node e2e/bench/integrityCost.mjs [remote=blog] [site=http://localhost:3000]
 */
import { chromium } from '@playwright/test';

const [remote = 'blog', site = 'http://localhost:3000'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await page.goto(`${site}/robots.txt`);
const config = await (await fetch(`${site}/runtime-config.json`)).json();

const times = await page.evaluate(
  async ({ manifestUrl, digest, runs }) => {
    const sri = async (bytes) => `sha384-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-384', bytes))))}`;
    const once = async (verify) => {
      const started = performance.now();
      const res = await fetch(manifestUrl, { cache: 'no-store' });
      const bytes = await res.arrayBuffer();
      if (verify && (await sri(bytes)) !== digest) throw new Error('digest');
      const manifest = JSON.parse(new TextDecoder().decode(bytes));
      const base = new URL('.', manifestUrl).href;
      const files = [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap((e) => e.assets.js.sync)];
      await Promise.all(
        files.map(async (f) => {
          const r = await fetch(base + f, {
            cache: 'no-store',
            mode: 'cors',
            ...(verify ? { integrity: manifest.mars.integrity[f] } : {}),
          });
          await r.arrayBuffer();
        }),
      );
      return performance.now() - started;
    };
    const result = { with: [], without: [] };
    for (let i = 0; i < runs; i++) {
      result.without.push(await once(false));
      result.with.push(await once(true));
    }
    return result;
  },
  { manifestUrl: config.remotes[remote], digest: config.integrity[remote], runs: 20 },
);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${remote}: manifest + remoteEntry.js + every exposed module's chunks, 20 loads each from the network: ` +
    `median ${median(times.without).toFixed(1)} ms without verification, ${median(times.with).toFixed(1)} ms with`,
);
await browser.close();
