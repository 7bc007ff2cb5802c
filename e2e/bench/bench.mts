/**
 * `pnpm bench` (e2e/README.md): builds every app, starts the site as `pnpm start` serves it (on a CDN
 * folder of its own), runs the steps lighthouse, edge, taps and bytes, and writes the results file; a
 * full run publishes it with docs/benchmarks.md. `--quick`: each step once on the fewest pages that
 * run all of its code, no floors, the BI read once, no build (but of an app never built) — CI's pass,
 * so that a broken bench fails CI; not published unless `--publish`. `--only a,b`: those steps (not
 * published). `--docs`: docs/benchmarks.md made again from docs/benchmarks.json, nothing measured.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APPS, localOrigin } from '../../shared/src/protocol/apps';
import { CHROME_FLAGS } from '../support/chromeFlags';
import { BYTES_PAGES, oneBundleBaseline, pageBytes } from './bytes.mts';
import { calibratedSlowdown, calibrator } from './calibration.mts';
import { edgeLoad } from './edgeLoad.mts';
import { withFloorPages } from './floor.mts';
import { lighthousePage, withLighthouseChrome } from './lighthouse.mts';
import { EARLY_TAP_PAGES, earlyTaps, WAYS } from './phone.mts';
import { PUBLISHED, type Results, readPublished, renderPage, renderTables, writeResults } from './results.mts';
import { median } from './stats.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const flag = { type: 'boolean' } as const;
const { values: args } = parseArgs({ options: { quick: flag, publish: flag, docs: flag, only: { type: 'string' } } });
if (args.docs) {
  writeFileSync(PUBLISHED.page, renderPage(readPublished()));
  process.exit(0);
}
const QUICK = args.quick === true;
// 9 walks a line for the early taps: on 2 cores a walk's worst tap moves from walk to walk by more
// than a line's margin to the 100-ms target, and the median of fewer does not repeat.
const RUNS = { lighthouse: QUICK ? 1 : 5, earlyTaps: QUICK ? 1 : 9, bytes: QUICK ? 1 : 3 };
const SITE = localOrigin('host');
const CDN_DIR = path.join(ROOT, '.bench/cdn');
const SAVED = path.join(ROOT, 'e2e/.bench/lighthouse');
/** One page of each route family; the quick pass takes the two ends, the home page and a page of text. */
const FAMILIES = Object.entries({
  home: '/',
  product: '/product/mars-hub',
  feature: '/loitering-alerts',
  industry: '/industries/retail',
  'blog index': '/blog',
  article: '/blog/what-is-edge-ai',
  info: '/documentation',
  legal: '/privacy-policy',
  'not found': '/no/such/page',
}).filter(([family]) => !QUICK || family === 'home' || family === 'legal');

const git = (...a: string[]) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
const changes = git('status', '--porcelain', '--untracked-files=no') ? ' (with changes)' : '';
const results: Results = {
  ...{ commit: git('rev-parse', '--short', 'HEAD') + changes, date: new Date().toISOString(), quick: QUICK, runs: RUNS },
  ...{ benchmarkIndex: 0, benchmarkIndexRange: [], multiplier: 0, cores: availableParallelism() },
};
const benchmarkIndexes: number[] = [];
const calibrate = calibrator({ reuse: QUICK, noted: (bi) => benchmarkIndexes.push(bi) });
/** A step of the bench, if wanted, and how long it took: where a slower bench spends its time. */
const step = async (name: string, run: () => Promise<void>) => {
  const started = Date.now();
  if (args.only && !args.only.split(',').includes(name)) return;
  await run();
  console.log(`[bench] ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
};

if (!QUICK || Object.values(APPS).some((app) => !existsSync(path.join(ROOT, app.dir, 'dist'))))
  if (spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0) throw new Error('pnpm build failed');
// The collector's load comes from one address: its per-client limit is raised for the bench.
const env = { ...process.env, MARS_CDN_DIR: CDN_DIR, MARS_RUM_PER_CLIENT: '1000000' };
const start = ['host/edge/bin/mars-edge.mjs', 'start', '--no-build', '--control-port', '3998'];
const site = spawn('node', start, { cwd: ROOT, env, stdio: 'ignore' });
process.on('exit', () => site.kill('SIGTERM'));
const ready = () =>
  fetch('http://127.0.0.1:3998/ready').then(
    (r) => r.ok,
    () => false,
  );
for (let tries = 0; !(await ready()); tries++) {
  if (tries > 300 || site.exitCode !== null) throw new Error('the site did not start');
  await new Promise((resolve) => setTimeout(resolve, 300)); // the pace of asking, not a condition
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
const phoneCalibration = () => browser.newContext().then((context) => calibrate(context).finally(() => context.close()));

await step('lighthouse', async () => {
  const pages: NonNullable<Results['lighthouse']> = {};
  results.lighthouse = pages;
  mkdirSync(SAVED, { recursive: true });
  await withLighthouseChrome(async (port) => {
    const measure = async (name: string, url: string, page: { path: string; status: number; htmlGzipBytes: number | null }) => {
      // The BI read in fresh tabs of Lighthouse's own Chrome (then disconnected from it).
      const chrome = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const calibration = await calibrate(chrome.contexts()[0] ?? (await chrome.newContext())).finally(() => chrome.close());
      const saveAs = path.join(SAVED, name.replace(/\W+/g, '-'));
      const figures = await lighthousePage(url, { runs: RUNS.lighthouse, port, calibration, saveAs });
      benchmarkIndexes.push(...figures.runs.map((r) => r.benchmarkIndex));
      pages[name] = { ...page, ...figures };
      console.log(`lighthouse ${name}: perf ${figures.performance}, TBT ${figures.tbtMs} ms, on its own core ${figures.ownCoreTbtMs} ms`);
    };
    for (const [name, pathname] of FAMILIES) {
      const res = await fetch(`${SITE}${pathname}`);
      const htmlGzipBytes = gzipSync(Buffer.from(await res.arrayBuffer())).length;
      await measure(name, `${SITE}${pathname}`, { path: pathname, status: res.status, htmlGzipBytes });
    }
    if (!QUICK)
      await withFloorPages(SITE, ({ page }) =>
        measure('the floor', page, { path: '(a page that does nothing)', status: 200, htmlGzipBytes: null }),
      );
  });
});

await step('edge', async () => {
  results.edge = await edgeLoad(SITE, { requests: QUICK ? 500 : 10_000, composed: QUICK ? 200 : 3000, reports: QUICK ? 500 : 5000 });
});

await step('taps', async () => {
  const taps: NonNullable<Results['earlyTaps']> = [];
  results.earlyTaps = taps;
  const options = async () => ({ runs: RUNS.earlyTaps, cpu: await phoneCalibration() });
  if (!QUICK)
    await withFloorPages(SITE, async ({ menu }) => {
      taps.push({ ...(await earlyTaps(browser, menu, 'reading', await options())), path: 'the floor: the menu only' });
    });
  // The quick pass: each way on one page (reading the home page, reaching for its demo form).
  for (const [i, pagePath] of EARLY_TAP_PAGES.slice(0, QUICK ? WAYS.length : undefined).entries()) {
    const o = await options();
    for (const way of QUICK ? [WAYS[i] ?? 'reading'] : WAYS) taps.push(await earlyTaps(browser, `${SITE}${pagePath}`, way, o));
  }
});

await step('bytes', async () => {
  const options = { runs: RUNS.bytes, pages: QUICK ? BYTES_PAGES.slice(0, 1) : BYTES_PAGES, calibrate: phoneCalibration };
  results.bytes = await pageBytes(browser, SITE, options);
  results.oneBundle = await oneBundleBaseline(browser, SITE, results.bytes, { ...options, cdnDir: CDN_DIR });
});

await browser.close();
const bi = median(benchmarkIndexes) ?? 0;
Object.assign(results, { benchmarkIndex: bi, multiplier: calibratedSlowdown(bi) });
results.benchmarkIndexRange = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
const publish = (!QUICK || args.publish === true) && !args.only;
writeResults(results, { publish });
const run = QUICK ? 'the quick pass (once each: not for comparing)' : 'a full run';
console.log(`\n${run}: ${results.commit}, BI ${bi}\n\n${renderTables(results)}\n`);
console.log(`written: e2e/.bench/results.json${publish ? ', docs/benchmarks.json and docs/benchmarks.md' : ''}`);
process.exit(0);
