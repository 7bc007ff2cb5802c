#!/usr/bin/env node
/**
 * `pnpm bench`: measures the composed site (numbers, not pass/fail; times vary by machine). Every
 * figure taken with a slowed CPU (Lighthouse, the phone, the early taps) is calibrated to this host's
 * benchmarkIndex and printed with it (calibration.mjs): the same phone on any machine.
 *   1. each app's production build time
 *   2. first load of `/` in Chromium: requests, JS bytes (gzip, as served), media bytes
 *   3. remote-auth: bytes and when they load, for a signed-out and a returning signed-in visitor
 *   4. every route family (home, product, feature, industry, blog index, article, info, legal, 404):
 *      the page's HTML as served (bytes, gzip) and Lighthouse as a visitor's PageSpeed run sees it
 *      (lighthouseRuns.mjs: Chrome by chrome-launcher in its normal headless mode, mobile, simulated
 *      throttling with the CPU calibrated), median of 5, with TBT and the median run's long tasks named by script;
 *      beside them the harness's floor, a page that does nothing, bare and with the site's opener policy
 *      (harnessFloor.mjs: Lighthouse's own cost on this host, which a page's TBT is read above)
 *   4½. the edge: time to answer a composed page (10,000 requests on loopback, p50/p99 at 8 and 20
 *      connections), to compose one anew (a new URL each request), a release file and a report
 *   5. a visitor on a mid-range phone (phone.mjs: CPU 4× calibrated, 150 ms, 1.6 Mbps): first paint, LCP, the
 *      first tap answered and the dead time before it, the JavaScript before any interaction, INP;
 *      early taps: the phone menu tapped every 150 ms from first paint to 5 s on the home page, its
 *      demo form, an article and a legal page, the worst interaction (median of 5), three ways: a
 *      visitor who reads, one who reaches for the app first, and the app woken at idle (not shipped),
 *      after their floor (the same menu on a page with nothing else; not in the quick pass);
 *      the hero while it plays: the home page's main thread, busy ms per second, before the app and with it
 *   6. what each of the host's JavaScript files holds (bundleReport.mjs)
 *   7. the cost of federation: the same pages from a one-bundle build of the same code (monolith.mjs)
 *   8. independent deployment: each app's live release folder (files, bytes, gzip bytes), and for
 *      remote-blog, 5 times: build with a changed heading, `release`, `promote`, reload until the new
 *      heading shows (median of each step), then back to the original release
 *   9. the load on the one pointers object, simulated: 1, 10 and 100 isolates of the edge's read path
 *      against one object, healthy, slowed and failing (host/edge/bench/pointerLoad.ts)
 *  10. the canary verdict by simulation: views before a broken release is aborted, false aborts
 *      (host/edge/bench/verdictTable.ts)
 *  11. the edge package: lines of code per folder,
 *      and the Worker bundle `wrangler deploy --dry-run` makes (bytes, gzip) (host/edge/bench/)
 * Ends with a summary table to hold beside another commit's (the calibration in every row), and
 * writes e2e/.bench/results.json. The site runs on its own CDN folder (.bench/cdn).
 *   --quick       every step once, on the fewest pages that run all of its code (Lighthouse on the
 *                 home page and a legal page — not the harness's floor — the phone on the home page, each way of the early taps
 *                 on one page), fewer requests, no build (after `pnpm build`), the host's BI measured
 *                 once: the pass CI runs so that a broken bench fails CI; not for comparing
 *   --skip-build  reuse the dist/ folders      --skip-lighthouse  skip step 4   --skip-release  skip step 8
 *   --skip-phone  skip steps 5–7                --skip-monolith  skip step 7
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { edgeBundle, printEdgeBundle } from '../../host/edge/bench/bundle.ts';
import { edgeLines, printLines } from '../../host/edge/bench/lines.ts';
import { tableText, verdictTable } from '../../host/edge/bench/verdictTable.ts';
import { APPS as APPS_TABLE, localOrigin } from '../../shared/src/protocol/apps.ts';
import { withSourceCopy } from '../support/releases.ts';
import { bundleReport, printBundleReport } from './bundleReport.mjs';
import { calibrateOncePerRun } from './calibration.mjs';
import { CHROME_FLAGS as FLAGS } from './chromeFlags.mjs';
import { collectorLoad, composeLoad, edgeLoad } from './edgeLoad.mjs';
import { withFloorPage } from './harnessFloor.mjs';
import { describeBlockingTasks, describeLongTasks, describeOwnCore, lighthousePage, withLighthouseChrome } from './lighthouseRuns.mjs';
import { federationCost } from './monolith.mjs';
import { earlyTapsBench, heroPlayingBench, LOGIN_TAP_PAGES, loginTapBench, PHONE_PAGES, phoneBench } from './phone.mjs';

/** Where every production build writes what its files hold (shared/build/bundleReport.ts). */
const BUNDLE_REPORT = 'node_modules/.bundle-report.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = Object.values(APPS_TABLE).map((a) => a.dir);
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
/** How many times each measurement is taken (its median is the figure): once in the quick pass. */
const RUNS = { lighthouse: QUICK ? 1 : 5, phone: QUICK ? 1 : 3, earlyTaps: QUICK ? 1 : 5, release: QUICK ? 1 : 5 };
if (QUICK) calibrateOncePerRun();
const LOAD = { requests: QUICK ? 500 : 10_000, composed: QUICK ? 200 : 3000, reports: QUICK ? 500 : 5000 };
const SITE = localOrigin('host');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = {};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** How long each step took, printed as it ends and in the summary: where a slower bench spends its time. */
const stepTimes = [];
let stepStarted = Date.now();
function stepDone(name) {
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  stepTimes.push([name, seconds]);
  console.log(`[bench] ${name}: ${seconds} s`);
  stepStarted = Date.now();
}

// 1. Build times
if (!args.includes('--skip-build') && !QUICK) {
  results.buildSeconds = {};
  for (const app of APPS) {
    const t = Date.now();
    const r = spawnSync('pnpm', ['--filter', `./${app}`, 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`build of ${app} failed`);
    results.buildSeconds[app] = Number(((Date.now() - t) / 1000).toFixed(1));
    console.log(`build ${app.padEnd(17)} ${results.buildSeconds[app]} s`);
  }
}

// The site, as `pnpm start` serves it.
const CDN_DIR = path.join(ROOT, '.bench/cdn');
const site = spawn('node', ['host/edge/bin/mars-edge.mjs', 'start', '--no-build', '--control-port', '3998'], {
  cwd: ROOT,
  stdio: 'ignore',
  // The collector's load comes from one address: its per-client limit is raised for the bench.
  env: { ...process.env, MARS_CDN_DIR: CDN_DIR, MARS_RUM_PER_CLIENT: '1000000' },
});
const stop = () => site.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch('http://127.0.0.1:3998/ready')).ok) break;
  } catch {}
  if (i > 300) throw new Error('site did not start');
  await new Promise((r) => setTimeout(r, 300));
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, '--remote-debugging-port=9333'] });

/** Loads a URL in a fresh context and records every response (encoded = transferred bytes). */
async function firstLoad(url, { viewport = { width: 375, height: 812 }, before } = {}) {
  const context = await browser.newContext({ viewport });
  if (before) await before(context);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (req) => {
    const sizes = await req.sizes().catch(() => null);
    responses.push({ url: req.url(), type: req.resourceType(), bytes: sizes?.responseBodySize ?? 0, at: Date.now() });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000); // idle-time work: remote-auth, the hero video
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  return { context, page, responses, started, fcp };
}

stepDone('builds (not in the quick pass), then the site started');

// 2. First load of `/`
{
  const { context, responses } = await firstLoad(`${SITE}/`);
  const js = responses.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
  const media = responses.filter((r) => r.type === 'image' || r.type === 'media');
  results.firstLoad = {
    requests: responses.length,
    jsBytesGzip: js.reduce((s, r) => s + r.bytes, 0),
    jsRequests: js.length,
    mediaBytes: media.reduce((s, r) => s + r.bytes, 0),
    mediaRequests: media.length,
    byOrigin: Object.fromEntries(
      [...new Set(responses.map((r) => new URL(r.url).origin))].map((o) => [
        o,
        responses.filter((r) => r.url.startsWith(o)).reduce((s, r) => s + r.bytes, 0),
      ]),
    ),
  };
  console.log(
    `first load of /: ${results.firstLoad.requests} requests, JS ${kb(results.firstLoad.jsBytesGzip)} gzip in ${js.length} files, media ${kb(results.firstLoad.mediaBytes)} in ${media.length} files`,
  );
  await context.close();
}

stepDone('first load of /');

// 3. remote-auth's cost
{
  const AUTH = localOrigin('auth');
  // At desktop width: on a phone, Login and Welcome are in the menu.
  const signedOut = await firstLoad(`${SITE}/`, { viewport: { width: 1280, height: 800 } });
  const authOut = signedOut.responses.filter((r) => r.url.startsWith(AUTH));
  const firstAuthMs = authOut.length ? Math.min(...authOut.map((r) => r.at)) - signedOut.started : null;
  await signedOut.page.getByRole('button', { name: 'Login' }).filter({ visible: true }).click();
  await signedOut.page.getByRole('dialog').waitFor();
  await signedOut.page.waitForTimeout(1000);
  const authAfterLogin = signedOut.responses.filter((r) => r.url.startsWith(AUTH));
  // A returning visitor: sign in once, then load the page again.
  const email = `bench.${Date.now()}@example.com`;
  const signUp = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench#2025', returnSecureToken: true }),
  }).then((r) => r.json());
  await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-mars-vision/accounts:update', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: signUp.localId, emailVerified: true }),
  });
  const dialog = signedOut.page.getByRole('dialog');
  await dialog.getByLabel('Email Address*').fill(email);
  await dialog.getByLabel('Password*', { exact: true }).fill('Bench#2025');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signedOut.page.getByText(`Welcome, ${email}`).filter({ visible: true }).waitFor();
  const returning = await signedOut.context.newPage();
  const back = [];
  returning.on('requestfinished', async (req) => {
    const sizes = await req.sizes().catch(() => null);
    // Same browser as the sign-in: most of remote-auth comes from the HTTP cache (Playwright then
    // reports a negative body size), so count network bytes only, and the requests apart.
    if (req.url().startsWith(AUTH)) back.push({ bytes: Math.max(0, sizes?.responseBodySize ?? 0), at: Date.now() });
  });
  const t = Date.now();
  await returning.goto(`${SITE}/`);
  await returning.getByText(`Welcome, ${email}`).filter({ visible: true }).waitFor();
  const welcomeMs = Date.now() - t;
  const fcpReturning = await returning.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  results.auth = {
    signedOutBytesOnLoad: authOut.reduce((s, r) => s + r.bytes, 0),
    signedOutFirstRequestMs: firstAuthMs,
    signedOutFcpMs: signedOut.fcp,
    bytesOnceLoginOpened: authAfterLogin.reduce((s, r) => s + r.bytes, 0),
    returningBytes: back.reduce((s, r) => s + r.bytes, 0),
    returningRequests: back.length,
    returningFirstRequestMs: back.length ? Math.min(...back.map((r) => r.at)) - t : null,
    returningFcpMs: fcpReturning,
    returningWelcomeMs: welcomeMs,
  };
  console.log(
    `remote-auth: signed out ${kb(results.auth.signedOutBytesOnLoad)} (first request ${firstAuthMs} ms after navigation, FCP ${Math.round(signedOut.fcp)} ms); ` +
      `${kb(results.auth.bytesOnceLoginOpened)} once Login is opened (Firebase); returning signed-in visitor ${results.auth.returningRequests} requests, ${kb(results.auth.returningBytes)} from the network (the rest cached), Welcome after ${welcomeMs} ms`,
  );
  await signedOut.context.close();
}

stepDone("remote-auth's cost");

// 4. Every route family: its HTML as served, and Lighthouse (mobile, calibrated CPU, median of RUNS.lighthouse)
const FAMILIES = [
  ['home', '/'],
  ['product', '/product/mars-hub'],
  ['feature', '/loitering-alerts'],
  ['industry', '/industries/retail'],
  ['blog index', '/blog'],
  ['article', '/blog/what-is-edge-ai'],
  ['info', '/documentation'],
  ['legal', '/privacy-policy'],
  ['not found', '/no/such/page'],
];
/** The quick pass measures the page families at the two ends: the home page and a page of text. */
const MEASURED_FAMILIES = QUICK ? FAMILIES.filter(([family]) => family === 'home' || family === 'legal') : FAMILIES;
results.pages = {};
for (const [family, path] of MEASURED_FAMILIES) {
  const res = await fetch(`${SITE}${path}`);
  const html = Buffer.from(await res.arrayBuffer());
  results.pages[family] = { path, status: res.status, htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length };
}
if (!args.includes('--skip-lighthouse')) {
  await withLighthouseChrome(async (port) => {
    for (const [family, path] of MEASURED_FAMILIES) {
      // The 404 page is measured too: Lighthouse otherwise stops at its status code.
      const m = await lighthousePage(`${SITE}${path}`, { runs: RUNS.lighthouse, port, ignoreStatusCode: family === 'not found' });
      Object.assign(results.pages[family], { lighthouse: m, runs: m.runs.map((r) => r.performance) });
    }
    // The harness's floor (harnessFloor.mjs): a page that does nothing, measured the same way, bare
    // and with the site's opener policy (the process it starts in is part of the lab figure).
    // Not in the quick pass: in CI's run the floor's Lighthouse run took over a minute (unexplained yet).
    if (!QUICK)
      await withFloorPage(SITE, async (urls) => {
        results.harnessFloor = {};
        for (const [name, url] of [
          ['with COOP', urls.withOpenerPolicy],
          ['bare', urls.bare],
        ]) {
          const m = await lighthousePage(url, { runs: RUNS.lighthouse, port });
          results.harnessFloor[name] = { path: '(a page that does nothing)', lighthouse: m, runs: m.runs.map((r) => r.performance) };
        }
      });
  });
}
console.log(
  'family      path                    status  HTML (gzip)  perf  a11y  SEO   LCP      CLS    TBT      its main thread on a core of its own: perf, TBT',
);
for (const [family, p] of Object.entries(results.pages)) {
  const m = p.lighthouse;
  console.log(
    `${family.padEnd(11)} ${p.path.padEnd(23)} ${String(p.status).padEnd(7)} ${kb(p.htmlGzipBytes).padEnd(12)} ` +
      (m
        ? `${String(m.performance).padEnd(5)} ${String(m.accessibility).padEnd(5)} ${String(m.seo).padEnd(5)} ${`${m.lcpMs} ms`.padEnd(8)} ${String(m.cls).padEnd(6)} ${`${m.tbtMs} ms`.padEnd(8)} ${m.ownCore.performance}, ${m.ownCore.tbtMs} ms`
        : ''),
  );
}
const floors = Object.fromEntries(Object.entries(results.harnessFloor ?? {}).map(([name, f]) => [`floor, ${name}`, f]));
for (const [name, f] of Object.entries(floors))
  console.log(
    `${name.padEnd(18)} a page that does nothing: perf ${f.lighthouse.performance}, TBT ${f.lighthouse.tbtMs} ms — Lighthouse's own cost here (harnessFloor.mjs): read a page's TBT above the one with COOP`,
  );
for (const [family, p] of Object.entries({ ...results.pages, ...floors }))
  if (p.lighthouse)
    console.log(
      `${family.padEnd(11)} TBT runs ${p.lighthouse.runs.map((r) => `${r.tbtMs} ms (BI ${r.benchmarkIndex} → ${r.multiplier}×)`).join(', ')}; long tasks: ${describeLongTasks(p.lighthouse.longTasks)}\n` +
        `            ${describeOwnCore(p.lighthouse)}\n` +
        `            ${describeBlockingTasks(p.lighthouse.blocking, '              ')}`,
    );

stepDone('route families (HTML, Lighthouse)');

// 4½. The edge (the Worker in workerd): a composed page and a release file, 10,000 requests each
{
  const config = await (await fetch(`${SITE}/runtime-config.json`)).json();
  const manifest = await (await fetch(config.remotes.marketing)).json();
  const releaseFile = new URL(manifest.metaData.remoteEntry.name, config.remotes.marketing).href;
  const gzip = { 'accept-encoding': 'gzip' };
  results.edge = {};
  for (const [name, url] of [
    ['composed page', `${SITE}/product/mars-hub`],
    ['composed home (a form: token stamped each second)', `${SITE}/`],
    ['release file', releaseFile],
  ]) {
    for (const connections of [8, 20]) {
      const r = await edgeLoad(url, { requests: LOAD.requests, connections, headers: gzip });
      results.edge[`${name} @${connections}`] = r;
      console.log(`edge, ${name}, ${connections} connections: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (max ${r.max} ms)`);
    }
  }
  // Composing a page anew (the edge keeps each composition; here every URL is new).
  for (const [name, url] of [
    ['composed anew, product page', `${SITE}/product/mars-hub`],
    ['composed anew, home', `${SITE}/`],
  ])
    for (const connections of [8, 20]) {
      const r = await composeLoad(url, { requests: LOAD.composed, connections });
      results.edge[`${name} @${connections}`] = r;
      console.log(`edge, ${name}, ${connections} connections: p50 ${r.p50} ms, p99 ${r.p99} ms (max ${r.max} ms)`);
    }
  // The real-visitor collector: reports into D1.
  const remotes = Object.fromEntries(Object.entries(config.remotes).map(([app, url]) => [app, url.split('/').at(-2)]));
  for (const connections of [8, 20]) {
    const r = await collectorLoad(SITE, { requests: LOAD.reports, connections, composition: config.composition, remotes });
    results.edge[`collector @${connections}`] = r;
    console.log(
      `edge, collector (a report = a page view, 4 metrics), ${connections} connections: ${r.rps} reports/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
    );
  }
}

stepDone('the edge under load');

// 5. A visitor on a mid-range phone (phone.mjs): paints, the first tap answered, the dead time
//    between, the JavaScript before any interaction (file by file), INP once the app runs
if (!args.includes('--skip-phone')) {
  // The quick pass: the home page only, and each way of the early taps on one page.
  const phonePages = QUICK ? PHONE_PAGES.slice(0, 1) : PHONE_PAGES;
  results.phone = await phoneBench(SITE, { runs: RUNS.phone, browser, pages: phonePages });
  results.earlyTaps = await earlyTapsBench(SITE, { runs: RUNS.earlyTaps, browser, oneWayEach: QUICK });
  results.heroPlaying = await heroPlayingBench(SITE, { runs: RUNS.phone, browser });
  results.loginTap = await loginTapBench(SITE, { runs: RUNS.phone, browser, pages: QUICK ? LOGIN_TAP_PAGES.slice(0, 1) : LOGIN_TAP_PAGES });
  // 6. What each of the host's files holds (its build's report)
  results.hostChunks = bundleReport(path.join(ROOT, 'host', BUNDLE_REPORT));
  printBundleReport('host JS', results.hostChunks);
  // 7. The cost of federation: the same pages from the one-bundle build (bench only)
  if (!args.includes('--skip-monolith'))
    results.federationCost = await federationCost(browser, SITE, { cdnDir: CDN_DIR, runs: RUNS.phone, pages: phonePages });
}

stepDone("the phone, early taps, bundle report, federation's cost");

// 8. Independent deployment
if (!args.includes('--skip-release')) {
  const releaseCli = (...a) => {
    const r = spawnSync('node', ['host/edge/bin/mars-edge.mjs', ...a, '--json'], {
      cwd: ROOT,
      env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
    });
    if (r.status !== 0) throw new Error(`mars-edge ${a.join(' ')}: ${r.stderr}`);
    return JSON.parse(r.stdout.toString());
  };
  results.releaseFolders = {};
  for (const app of Object.keys(APPS_TABLE)) {
    const { releases, pointer } = releaseCli('releases', app);
    const record = releases.find((r) => r.id === pointer.current);
    let bytes = 0;
    let servedBytes = 0;
    // Each file as the edge sends it from R2 (gzip where it compresses), byte for byte.
    for (const f of record.fileList) {
      // A remote serves any release under its id; the host serves its live release at the root.
      const url = app === 'host' ? `${localOrigin('host')}/${f.path}` : `${localOrigin(app)}/${record.id}/${f.path}`;
      const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      const body = Buffer.from(await res.arrayBuffer());
      bytes += body.length;
      servedBytes += res.headers.get('content-encoding') === 'gzip' ? gzipSync(body).length : body.length;
    }
    results.releaseFolders[app] = { id: record.id, files: record.files, bytes, gzipBytes: servedBytes };
    console.log(`release ${app.padEnd(9)} ${record.id}: ${record.files} files, ${kb(bytes)} (${kb(servedBytes)} as served)`);
  }

  // Each release is built in a scratch copy of the sources with its heading changed (as the e2e
  // suites build theirs: support/releases.ts): the working tree and remote-blog/dist stay as they are,
  // even if the bench is killed half-way. The copy builds cold (no build cache of its own).
  // Published by the script SourceCopy.release runs, run from here: the bench loads support/releases.ts
  // as ESM through tsx, where that module's own __dirname does not name its folder.
  const BLOG_FILE = 'remote-blog/src/blogIndex/BlogIndexView.tsx';
  const HEADING = 'Insights on private, on-premises vision AI';
  const publish = (dist) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'support/publishBuild.mjs', 'blog', dist], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
    });
    if (r.status !== 0) throw new Error(`release of the bench's blog build: ${r.stderr}`);
    return JSON.parse(r.stdout.toString());
  };
  const live = releaseCli('releases', 'blog').pointer.current;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SITE}/blog`);
  const runs = [];
  try {
    for (let i = 1; i <= RUNS.release; i++) {
      const marker = `Insights, bench release ${i} ${Date.now()}`;
      await withSourceCopy('blog', [{ file: BLOG_FILE, from: HEADING, to: marker }], async (copy) => {
        const t0 = Date.now();
        await copy.build('blog');
        const t1 = Date.now();
        const { id } = publish(path.join(copy.root, 'remote-blog/dist'));
        const t2 = Date.now();
        // The quick pass leaves the gate's smoke check (a browser over every route, ~13 s) to the e2e suites.
        releaseCli('promote', 'blog', id, ...(QUICK ? ['--no-smoke'] : []));
        const t3 = Date.now();
        await page.reload();
        await page.getByRole('heading', { level: 1, name: marker }).waitFor();
        const t4 = Date.now();
        runs.push({ buildMs: t1 - t0, releaseMs: t2 - t1, promoteMs: t3 - t2, reloadToVisibleMs: t4 - t3, releaseToVisibleMs: t4 - t1 });
      });
    }
  } finally {
    releaseCli('promote', 'blog', live);
  }
  await context.close();
  const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
  results.blogRelease = m;
  console.log(
    `blog release → visible (median of ${RUNS.release}): release ${m.releaseMs} ms + promote${QUICK ? ' (no smoke check)' : ''} ${m.promoteMs} ms + reload until visible ${m.reloadToVisibleMs} ms = ${m.releaseToVisibleMs} ms (its build in a fresh copy of the sources before it: ${m.buildMs} ms)`,
  );
}

stepDone('independent deployment');

// 9. The pointers object under load, simulated (no site needed)
{
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/pointerLoad.ts', '--json', ...(QUICK ? ['--seconds', '0.5'] : [])], {
    cwd: path.join(ROOT, 'host/edge'),
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`pointerLoad.ts failed: ${r.stderr}`);
  results.pointerLoad = JSON.parse(r.stdout.toString());
  for (const row of results.pointerLoad)
    console.log(
      `pointers ${row.kind.padEnd(6)} ${String(row.isolates).padStart(4)} isolates, object ${row.mode.padEnd(7)}: ${row.objectReadsPerSecond} reads/s, added p99 ${row.p99AddedMs} ms, ${row.pagesFailed} of ${row.pages} pages failed`,
    );
}

stepDone('the pointers object');

// 10. The canary verdict, simulated (no site needed)
results.canaryVerdict = verdictTable(QUICK ? { runs: 50 } : {});
console.log(`canary verdict (1,000 simulated canaries a row):\n${tableText(results.canaryVerdict)}`);

stepDone('the canary verdict');

// 11. The edge package: its lines per folder, and the Worker bundle production would upload
results.edgeLines = edgeLines();
printLines(results.edgeLines);
results.edgeBundle = await edgeBundle();
printEdgeBundle(results.edgeBundle);
stepDone('the edge package');

await browser.close();
results.stepSeconds = Object.fromEntries(stepTimes);
printSummary(results);
console.log(`\nbench steps: ${stepTimes.map(([name, seconds]) => `${name} ${seconds} s`).join('; ')}`);
mkdirSync(path.join(ROOT, 'e2e/.bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'e2e/.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
stop();
process.exit(0);

/**
 * One table to hold beside another commit's: per page, the calibration it was measured at, then
 * Lighthouse, the phone and the early taps. Figures from two machines compare when each row's
 * multiplier was calibrated (the BI differs, the emulated phone does not).
 */
function printSummary(r) {
  const rows = [
    [
      'page',
      'BI → CPU',
      'perf',
      'LCP',
      'TBT (its main thread on a core of its own)',
      'CLS',
      'longest tasks',
      'JS before input',
      'JS once reached for',
      'early taps, worst (p75 of every tap): reading / reaching for the app / woken at idle (not shipped)',
    ],
  ];
  const phoneBy = Object.fromEntries(Object.values(r.phone ?? {}).map((p) => [p.path, p]));
  const tapsBy = {};
  for (const t of Object.values(r.earlyTaps ?? {})) tapsBy[t.path] = { ...tapsBy[t.path], [t.way]: t };
  const floors = Object.fromEntries(Object.entries(r.harnessFloor ?? {}).map(([name, f]) => [`harness floor, ${name}`, f]));
  for (const [family, p] of Object.entries({ ...r.pages, ...floors })) {
    const m = p.lighthouse;
    const phone = phoneBy[p.path];
    const taps = tapsBy[p.path];
    const tapsCalibration = taps && (taps.reading ?? taps.reaching ?? taps['idle wake']).calibration;
    // Lighthouse's row: the median BI its runs read, and the multiplier each run was audited at.
    const c = m ? { benchmarkIndex: m.runBenchmarkIndex, multiplier: m.runMultiplier } : phone?.calibration;
    rows.push([
      `${family} ${p.path}`,
      c ? `${c.benchmarkIndex} → ${c.multiplier}×` : '–',
      m ? String(m.performance) : '–',
      m ? `${m.lcpMs} ms` : '–',
      m ? `${m.tbtMs} ms (${m.ownCore.tbtMs} ms on its own core)` : '–',
      m ? String(m.cls) : '–',
      m
        ? [...m.longTasks]
            .sort((a, b) => b.durationMs - a.durationMs)
            .slice(0, 3)
            .map((t) => `${t.durationMs} ${t.script.split('/').at(-1)}`)
            .join(', ') || 'none'
        : '–',
      phone ? kb(phone.jsBytesBeforeInteraction) : '–',
      taps?.reaching ? kb(taps.reaching.jsBytes) : '–',
      taps
        ? `${['reading', 'reaching', 'idle wake'].map((way) => (taps[way] ? `${taps[way].worstInteractionMs} (${taps[way].p75InteractionMs})` : '–')).join(' / ')} ms (BI ${tapsCalibration.benchmarkIndex} → ${tapsCalibration.multiplier}×)`
        : '–',
    ]);
  }
  for (const p of Object.values(r.phone ?? {}))
    if (!Object.values(r.pages).some((x) => x.path === p.path))
      rows.push([
        `phone ${p.path}`,
        `${p.calibration.benchmarkIndex} → ${p.calibration.multiplier}×`,
        '–',
        `${p.lcpMs} ms`,
        '–',
        '–',
        '–',
        kb(p.jsBytesBeforeInteraction),
        '–',
        '–',
      ]);
  // The early taps' floor (harnessFloor.mjs): the menu alone, tapped the same way.
  const tapFloor = r.earlyTaps?.floor;
  if (tapFloor)
    rows.push([
      `early taps floor ${tapFloor.path}`,
      `${tapFloor.calibration.benchmarkIndex} → ${tapFloor.calibration.multiplier}×`,
      ...Array(rows[0].length - 3).fill('–'),
      `${tapFloor.worstInteractionMs} (${tapFloor.p75InteractionMs}) / – / – ms`,
    ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const hero = r.heroPlaying;
  const heroLine = hero
    ? `the hero playing on /: main thread busy ${hero['before the app'].busyMsPerS} ms/s before the app, ${hero['with the app'].busyMsPerS} ms/s with it (BI ${hero['before the app'].calibration.benchmarkIndex} → ${hero['before the app'].calibration.multiplier}×)`
    : null;
  console.log(
    `\nsummary${QUICK ? ' (quick pass: one run each — not for comparing)' : ''}, ${new Date().toISOString().slice(0, 10)}, on ${availableParallelism()} cores`,
  );
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  if (heroLine) console.log(heroLine);
}
