#!/usr/bin/env node
/**
 * The site as a visitor on a mid-range phone meets it (part of `pnpm bench`; alone:
 * `node e2e/bench/phone.mjs [site] [--runs 3]` against a running `pnpm start`).
 *
 * Profile: 412×823 touch screen, the CPU of a phone 4× slower than Lighthouse's reference host —
 * CDP Emulation.setCPUThrottlingRate at 4 × benchmarkIndex / 1,500 of this host (calibration.mjs,
 * measured in this browser before each page and printed beside its figures) — 150 ms round trips,
 * 1.6 Mbps down / 750 kbps up (CDP Network.emulateNetworkConditions), a cold cache (a new browser
 * context per run). For each page, the median of `runs`:
 *   - first paint and LCP, in a run without input;
 *   - JavaScript loaded before any interaction: every script that arrives within 10 s of the load
 *     while nobody touches the page, as sent (gzip), file by file;
 *   - first tap answered: from first paint on, the page's target is tapped every 100 ms (a link in
 *     <main> to another page, or a field of the demo form, then typed into) until it answers (the
 *     navigation starts, or the typed letter is in the field); dead time = that tap − LCP (0 when
 *     the first tap that could be made was answered);
 *   - INP of the first interaction after the app has taken over (Event Timing): a tap on the
 *     country switcher, or in the form, measured alone; and on a page reached through Login, the
 *     Escape that closes the sign-in dialog, on its own line;
 *   - early taps (`earlyTapsBench`, or `--early-taps` alone): the phone menu tapped every 150 ms from
 *     first paint to 5 s on the home page, an article and a legal page; the worst interaction. First
 *     the floor: a page with the same menu and nothing else (harnessFloor.mjs), tapped the same way —
 *     what the emulated phone itself takes to answer such a tap, which a page's figure is read above. The
 *     bench runs nothing in the page while it measures (a locator would run Playwright's selector
 *     engine on the main thread the taps measure): the first paint from the browser's lifecycle
 *     events, where to tap from its DOM agent, the taps as touch input.
 *   - the hero while it plays (`heroPlayingBench`, or `--hero` alone): the main thread's busy time
 *     per second on the home page, before the app and with it.
 *   - Login from a quiet page (`loginTapBench`, or `--login [--path /a]` alone): a legal page and the
 *     home page loaded and gone quiet, then Login tapped in the phone's menu — when the dialog opened,
 *     how fast the taps were answered and the tasks over 50 ms until a second after it opened.
 * Numbers, not pass/fail: they vary with the machine.
 */
import { chromium } from '@playwright/test';
import { calibratePlaywright, describeCalibration, throttlerSpin } from './calibration.mjs';
import { CHROME_FLAGS as FLAGS } from './chromeFlags.mjs';
import { withFloorPage } from './harnessFloor.mjs';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  /** The slowdown on a host of benchmarkIndex 1,500; the bench scales it to its host. */
  cpuSlowdownBase: 4,
  latencyMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

/** What each page's first tap aims at. */
export const PHONE_PAGES = [
  { name: 'home', path: '/', tap: 'link' },
  { name: 'home, demo form', path: '/#demo', tap: 'field' },
  { name: 'product', path: '/product/mars-hub', tap: 'link' },
  { name: 'article', path: '/blog/what-is-edge-ai', tap: 'link' },
  { name: 'legal', path: '/privacy-policy', tap: 'link' },
];

/** The numbers measured (a run without a figure gives null), in order. */
const measured = (xs) => xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);

/** The `p` quantile (0–1) of the numbers, nearest rank; null for none. */
const percentile = (xs, p) => {
  const v = measured(xs);
  return v.length ? v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)] : null;
};

const median = (xs) => {
  const v = measured(xs);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

/** The phone's CPU on this host, measured now: `{ benchmarkIndex, multiplier, … }` (calibration.mjs). */
export const calibratePhone = (browser) => calibratePlaywright(browser, PHONE.cpuSlowdownBase);

/** The bench's browser: the caller's (`given`), or one launched for `run` and closed after it. */
async function withBrowser(given, run) {
  const browser = given ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS }));
  try {
    return await run(browser);
  } finally {
    if (!given) await browser.close();
  }
}

async function phoneContext(browser, { reducedMotion = 'reduce', cpu } = {}) {
  if (!cpu) throw new Error('phoneContext: the calibrated CPU slowdown is required (calibratePhone)');
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    reducedMotion,
  });
  // Real-visitor reports stay out of the site's figures.
  await context.route('**/_edge/rum', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.multiplier });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__lcp = null;
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          w.__events.push({
            id: e.interactionId,
            name: e.name,
            duration: e.duration,
            delay: e.processingStart - e.startTime,
            // On a control that needs the app's code (Login, the demo form's field): a reach.
            reach: !!e.target?.closest?.('[data-app-control], [data-app-intent]'),
          });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    // Long tasks, and the long animation frames that name the scripts in them (Chromium's LoAF).
    w.__longTasks = [];
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__frames.push({
          start: e.startTime,
          end: e.startTime + e.duration,
          scripts: e.scripts.map((s) => ({ url: s.sourceURL, fn: s.sourceFunctionName, duration: s.duration })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
    // Each interaction (a tap is pointerdown, pointerup and click), in order: its longest event, its
    // longest input delay, and whether it reached for a control that needs code.
    w.__interactions = () => {
      const byId = new Map();
      for (const e of w.__events) {
        const was = byId.get(e.id) ?? { duration: 0, delay: 0, reach: false };
        byId.set(e.id, {
          duration: Math.max(was.duration, e.duration),
          delay: Math.max(was.delay, e.delay ?? 0),
          reach: was.reach || e.reach,
        });
      }
      return [...byId].sort(([a], [b]) => a - b).map(([, x]) => x);
    };
    // The `n` longest tasks from `since` (ms), each named by the script that ran longest in it.
    w.__longestTasks = (since, n) =>
      w.__longTasks
        .filter((t) => t.start >= since)
        .sort((a, b) => b.duration - a.duration)
        .slice(0, n)
        .map((t) => {
          const frame = w.__frames.find((f) => f.start <= t.start + 1 && f.end >= t.start + t.duration - 1);
          const script = frame?.scripts.sort((a, b) => b.duration - a.duration)[0];
          const file = script?.url ? new URL(script.url).pathname.split('/').at(-1) : '(page)';
          return { durationMs: Math.round(t.duration), at: Math.round(t.start), script: file };
        });
  });
  return { context, page, cdp };
}

/** A run without input: paints, and the scripts that arrive within 10 s. */
export async function quietRun(browser, site, path, cpu) {
  const { context, page } = await phoneContext(browser, { cpu });
  const scripts = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script' && !req.url().endsWith('.js')) return;
    const sizes = await req.sizes().catch(() => null);
    scripts.push({ url: req.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  await page.goto(new URL(path, site).href, { waitUntil: 'load' });
  await page.waitForTimeout(10_000);
  const paints = await page.evaluate(() => ({
    fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    lcp: /** @type {any} */ (window).__lcp,
  }));
  await context.close();
  return { ...paints, scripts, jsBytes: scripts.reduce((s, x) => s + x.bytes, 0) };
}

/** Where the page's first tap goes: a link in <main> to another page, in view; or the demo form's First Name. */
async function target(page, kind) {
  return page.evaluate((kind) => {
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    };
    const toAnotherPage = (a) => {
      const url = new URL(a.href);
      return url.origin === location.origin && url.pathname !== location.pathname;
    };
    let el =
      kind === 'field'
        ? [...document.querySelectorAll('#demo input[name="firstName"]')].find(inView)
        : [...document.querySelectorAll('main a[href]')].find((a) => toAnotherPage(a) && inView(a));
    // A page whose first screen has no such link: the first one further down, brought into view.
    if (!el && kind === 'link') {
      el = [...document.querySelectorAll('main a[href]')].find(toAnotherPage);
      el?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, href: el.href ?? null };
  }, kind);
}

/** Taps the page's target from first paint on until it answers; the answered tap's time on the page's clock. */
async function tapRun(browser, site, { path, tap }, cpu) {
  const { context, page } = await phoneContext(browser, { cpu });
  let navigatedAt = null;
  const url = new URL(path, site).href;
  await page.goto(url, { waitUntil: 'commit' });
  const origin = await page.evaluate(() => performance.timeOrigin);
  const now = () => Date.now() - origin;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && r.url() !== url) navigatedAt ??= now();
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url() !== url) navigatedAt ??= now();
  });
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { polling: 20, timeout: 30_000 });
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-paint')[0].startTime);
  let answered = null;
  let firstTap = null;
  const taps = [];
  for (const started = Date.now(); Date.now() - started < 20_000 && answered === null; ) {
    const at = await target(page, tap).catch(() => null);
    if (at) {
      const tapAt = now();
      firstTap ??= tapAt;
      taps.push(tapAt);
      await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
      if (tap === 'field') {
        await page.keyboard.type('J').catch(() => undefined);
        const typed = await page
          .evaluate(() => /** @type {HTMLInputElement | null} */ (document.querySelector('#demo input[name="firstName"]'))?.value ?? '')
          .catch(() => '');
        if (typed.includes('J')) answered = tapAt;
      }
    }
    await page.waitForTimeout(100);
    if (tap === 'link' && navigatedAt !== null) answered = taps.filter((t) => t <= navigatedAt).at(-1) ?? navigatedAt;
  }
  await context.close();
  return { firstPaint, firstTap, answered, tapsMade: taps.length };
}

/**
 * Once the app has taken over (reached for), two interactions, each measured alone (its worst
 * event: input delay + processing + the next paint): `inp`, the first tap after a quiet moment (the
 * country switcher, or the form's field typed into); `closeMs`, on a page reached through Login, the
 * Escape that closes the sign-in dialog (the page it made inert is restyled: a cost of its own).
 */
async function inpRun(browser, site, { path, tap }, cpu) {
  const { context, page, cdp } = await phoneContext(browser, { cpu });
  // One interaction alone: after a quiet moment, the entries so far are dropped; `act`, then
  // `settleMs` for its entries (reported after the next paint); its worst event.
  const alone = async (act, settleMs) => {
    const worstSoFar = () =>
      page.evaluate(() => {
        const w = /** @type {any} */ (window);
        const all = w.__interactions();
        w.__events.length = 0;
        return all.length ? Math.max(...all.map((x) => x.duration)) : null;
      });
    await page.waitForTimeout(500); // the quiet moment, not a condition
    await worstSoFar();
    await act();
    await page.waitForTimeout(settleMs);
    return worstSoFar();
  };
  await page.goto(new URL(path, site).href, { waitUntil: 'load' });
  // The app comes when the visitor reaches for it (Login, or the form); then its own first answer.
  await reachForTheApp(page, path, cdp);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-live'), null, { timeout: 30_000 });
  let closeMs = null;
  if (tap !== 'field') {
    // The sign-in dialog Login opens (once remote-auth has come, after the takeover): closed again.
    await page.getByRole('dialog').waitFor();
    closeMs = await alone(async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }, 500);
  }
  const inp = await alone(async () => {
    if (tap === 'field') {
      await page.locator('#demo input[name="firstName"]').tap();
      await page.keyboard.type('Jo');
    } else {
      await page.getByLabel('Select country').filter({ visible: true }).first().tap();
    }
  }, 1000);
  await context.close();
  return { inp, closeMs };
}

/** The pages the early taps are measured on: the home page, an article, a legal page. */
export const EARLY_TAP_PAGES = [
  { name: 'home', path: '/' },
  { name: 'home, demo form', path: '/#demo' },
  { name: 'article', path: '/blog/what-is-edge-ai' },
  { name: 'legal', path: '/privacy-policy' },
];
const EARLY_TAPS_FOR_MS = 5000;
const EARLY_TAP_EVERY_MS = 150;

/**
 * Where an element is on screen, asked of the browser's DOM agent (CDP), not of a script in the page:
 * Playwright's locators run its selector engine on the page's main thread — at the phone's CPU an
 * 80 ms task to compile it, then ~10 ms a query — which a visitor's finger does not. Null when absent.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function boxOf(cdp, selector) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) return null;
  const { model } = await cdp.send('DOM.getBoxModel', { nodeId }).catch(() => ({ model: null }));
  if (!model) return null;
  const [x1, y1, , , x3, y3] = model.border;
  return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
}

/** A tap at an element's centre (CDP input, nothing run in the page); false when it is not on screen. */
async function tapOn(page, cdp, selector) {
  const at = await boxOf(cdp, selector).catch(() => null);
  if (!at || at.y < 0 || at.y > PHONE.viewport.height) return false;
  await page.touchscreen.tap(at.x, at.y);
  return true;
}

/** The first paint, from the browser's lifecycle events (no polling script in the page). */
async function firstPaint(cdp) {
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return new Promise((resolve) => {
    const seen = (e) => {
      if (e.name !== 'firstPaint') return;
      cdp.off('Page.lifecycleEvent', seen);
      resolve();
    };
    cdp.on('Page.lifecycleEvent', seen);
  });
}

const MENU_BUTTON = 'details[data-mobile-menu] > summary';
const MENU_LOGIN = 'details[data-mobile-menu] [data-session-control="login"]';

/**
 * What a visitor reaches for first, a control that needs the app's code: on the demo form its first
 * field (a letter typed), elsewhere Login (in the phone's menu). Resolves when its tap is made.
 */
async function reachForTheApp(page, path, cdp) {
  if (path.includes('#demo')) {
    // The visitor taps the field once it is on screen (the page scrolls to #demo as it loads).
    for (let tries = 0; tries < 200; tries++) {
      if (await tapOn(page, cdp, '#demo input[name="firstName"]')) return page.keyboard.type('J');
      await page.waitForTimeout(50); // the pace of looking, not a condition
    }
    throw new Error('the demo form never came into view');
  }
  await tapOn(page, cdp, MENU_BUTTON);
  await tapOn(page, cdp, MENU_LOGIN);
}

/**
 * Taps while the page wakes: from first paint to 5 s, the phone menu's summary is tapped every
 * 150 ms (it opens and closes: plain HTML before the app, React's after). `reach`: first, the
 * visitor reaches for a control that needs the app (reachForTheApp), so the taps land while its code
 * arrives and takes the page over. The worst interaction (Event Timing: input delay + processing +
 * the next paint), the worst input delay, the JavaScript loaded by 5 s and when the app was live.
 */
export async function earlyTapsRun(browser, site, path, cpu, { reach = false, idleWake = false } = {}) {
  // Motion as most visitors have it: on the home page the hero's clip plays while the taps come.
  const { context, page, cdp } = await phoneContext(browser, { reducedMotion: 'no-preference', cpu });
  // The other way the issue offers (not shipped): the app woken once the page is loaded and idle,
  // without a reach, as a loader on an unconstrained connection would. Measured beside it.
  if (idleWake)
    await page.addInitScript(() =>
      addEventListener('load', () =>
        requestIdleCallback(() =>
          document.querySelector('button[data-app-control]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
        ),
      ),
    );
  let jsBytes = 0;
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script' && !req.url().endsWith('.js')) return;
    jsBytes += (await req.sizes().catch(() => null))?.responseBodySize ?? 0;
  });
  // Nothing of the bench runs in the page while it measures: the first paint from the browser's
  // lifecycle events, the menu button's place from its DOM agent, the taps as touch input (boxOf).
  const painted = firstPaint(cdp);
  await page.goto(new URL(path, site).href, { waitUntil: 'commit' });
  await painted;
  const started = Date.now();
  if (reach) await reachForTheApp(page, path, cdp).catch(() => undefined);
  let box = null;
  let taps = 0;
  while (Date.now() - started < EARLY_TAPS_FOR_MS) {
    box ??= await boxOf(cdp, MENU_BUTTON).catch(() => null);
    if (box) {
      await page.touchscreen.tap(box.x, box.y).catch(() => undefined);
      taps++;
    }
    await page.waitForTimeout(EARLY_TAP_EVERY_MS); // the pace of the taps, not a condition
  }
  await page.waitForTimeout(500); // the last tap's entry
  const worst = await page.evaluate(() => {
    const all = /** @type {any} */ (window).__interactions();
    const worstOf = (/** @type {number[]} */ xs) => (xs.length ? Math.max(...xs) : null);
    const worstDelay = worstOf(all.map((x) => x.delay));
    return {
      interactions: all.length,
      durationsMs: all.map((x) => x.duration),
      worstMs: worstOf(all.map((x) => x.duration)),
      worstDelayMs: worstDelay === null ? null : Math.round(worstDelay),
      // The reach itself: its tap (and key) on the control that needs code, answered before the code ran.
      reachMs: worstOf(all.filter((x) => x.reach).map((x) => x.duration)),
      appLive: document.documentElement.hasAttribute('data-app-live'),
      longest: /** @type {any} */ (window).__longestTasks(performance.getEntriesByName('first-paint')[0]?.startTime ?? 0, 3),
    };
  });
  await context.close();
  return { taps, jsBytes, ...worst };
}

/**
 * How the app comes while the taps land: a visitor who only reads; one who reaches for a control
 * first (what ships: the app comes on reach); and, for comparison, the app woken at the first idle
 * moment after load with no reach at all (the issue's other option, not shipped).
 */
const WAKE_WAYS = ['reading', 'reaching', 'idle wake'];

/**
 * Early taps on each of EARLY_TAP_PAGES, `runs` times each, once for each of `ways` (WAKE_WAYS): a
 * visitor who only reads (the page as the edge sent it answers), one who first reaches for a
 * control that needs the app (its code arrives and takes the page over under the taps), and the
 * app woken when idle. The median of each run's worst. `oneWayEach`: each way on one page only (the
 * quick pass: every path of the bench run once), the first page reading, the next reaching, and so on.
 */
export async function earlyTapsBench(
  site,
  { runs = 3, browser: given, oneWayEach = false, pages = EARLY_TAP_PAGES, ways = WAKE_WAYS, floor = !oneWayEach } = {},
) {
  return withBrowser(given, async (browser) => {
    const out = {};
    // The floor first (harnessFloor.mjs): a page with the menu and nothing else, tapped the same way.
    if (floor)
      await withFloorPage(site, async (urls) => {
        const cpu = await calibratePhone(browser);
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await earlyTapsRun(browser, urls.menu, '/menu', cpu));
        out.floor = summarizeTaps(all, { path: '(a page with the menu only)', reach: false, way: 'reading', calibration: cpu });
        printTaps('floor (the menu only)', out.floor);
        out.floor.throttlerSpinMsPerS = await throttlerSpin(browser, cpu.multiplier);
        console.log(
          `  Chrome's throttling itself: an idle page's main thread runs ${out.floor.throttlerSpinMsPerS ?? '?'} ms of CPU a second at ${cpu.multiplier}× (its throttler spins), of this host's ${cpu.cores} cores`,
        );
      });
    for (const [n, p] of pages.entries()) {
      if (oneWayEach && n >= ways.length) break;
      const cpu = await calibratePhone(browser);
      for (const way of oneWayEach ? [ways[n]] : ways) {
        const reach = way === 'reaching';
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await earlyTapsRun(browser, site, p.path, cpu, { reach, idleWake: way === 'idle wake' }));
        const name = way === 'reading' ? p.name : `${p.name}, ${way}`;
        out[name] = summarizeTaps(all, { path: p.path, reach, way, calibration: cpu });
        printTaps(name, out[name]);
      }
    }
    return out;
  });
}

/** One page's early taps, from its runs: the median run's longest tasks, the medians of the worst. */
function summarizeTaps(all, about) {
  const medianRun = [...all].sort((a, b) => (a.worstMs ?? 0) - (b.worstMs ?? 0))[Math.floor(all.length / 2)];
  return {
    ...about,
    longestTasks: medianRun?.longest ?? [],
    worstInteractionMs: median(all.map((r) => r.worstMs)),
    // Steadier than the worst (one tap in 25 that met the machine's hiccup): the 75th percentile of
    // every tap of every run that Event Timing recorded (16 ms and over).
    p75InteractionMs: percentile(
      all.flatMap((r) => r.durationsMs ?? []),
      0.75,
    ),
    worstInputDelayMs: median(all.map((r) => r.worstDelayMs)),
    // The issue's "first tap on a control that needs code": the reach's own taps, worst, median of runs.
    reachInteractionMs: about.reach ? median(all.map((r) => r.reachMs ?? 0)) : null,
    jsBytes: median(all.map((r) => r.jsBytes)),
    runs: all,
  };
}

function printTaps(name, t) {
  console.log(
    `early taps ${name.padEnd(26)} ${t.path.padEnd(24)} worst interaction ${t.worstInteractionMs} ms, every tap p75 ${t.p75InteractionMs} ms, worst input delay ${t.worstInputDelayMs} ms, ` +
      (t.reach ? `the reach itself ${t.reachInteractionMs || '< 16'} ms, ` : '') +
      `JS ${(t.jsBytes / 1024).toFixed(1)} KB by 5 s (runs: ${t.runs.map((r) => `${r.worstMs} ms of ${r.interactions}${r.appLive ? ', app live' : ''}`).join('; ')}) [${describeCalibration(t.calibration)}]\n` +
      `  longest tasks after the first paint: ${t.longestTasks.map((x) => `${x.durationMs} ms ${x.script} @${x.at}`).join('; ') || 'none over 50 ms'}`,
  );
}

/** Pages a visitor signs in from once they have loaded and gone quiet (no framework code has run). */
export const LOGIN_TAP_PAGES = [
  { name: 'legal', path: '/privacy-policy' },
  { name: 'home', path: '/' },
];
/** How long after the dialog opened its page is still watched: a window, not a condition. */
const AFTER_DIALOG_MS = 1000;

/**
 * Login tapped in the phone's menu once the page has loaded and gone quiet: the tap is answered at
 * once (the page's own HTML), then the app, remote-auth and Firebase arrive and the dialog opens.
 * From the tap to AFTER_DIALOG_MS after the dialog opened: when it opened, the taps' worst
 * interaction, and the page's tasks over 50 ms (each named by its script) — each is a moment a
 * further tap would wait.
 */
export async function loginTapRun(browser, site, path, cpu) {
  const { context, page, cdp } = await phoneContext(browser, { reducedMotion: 'no-preference', cpu });
  try {
    // The dialog's opening, told by the page (a binding) rather than polled for.
    let opened;
    const dialogOpened = new Promise((resolve) => (opened = resolve));
    await page.exposeBinding('__dialogOpened', (_source, at) => opened(at));
    await page.addInitScript(() =>
      new MutationObserver((changes) => {
        if (changes.some((c) => c.target instanceof HTMLDialogElement && c.target.open))
          /** @type {any} */ (window).__dialogOpened(performance.now());
      }).observe(document, { subtree: true, attributeFilter: ['open'] }),
    );
    await page.goto(new URL(path, site).href, { waitUntil: 'networkidle' });
    const tappedAt = await page.evaluate(() => performance.now());
    await tapOn(page, cdp, MENU_BUTTON);
    if (!(await tapOn(page, cdp, MENU_LOGIN))) throw new Error(`no Login on screen at ${path}`);
    const openedAt = await dialogOpened;
    await page.waitForTimeout(AFTER_DIALOG_MS);
    return await page.evaluate(
      ({ tappedAt, openedAt }) => {
        const w = /** @type {any} */ (window);
        return {
          dialogAfterMs: Math.round(openedAt - tappedAt),
          worstInteractionMs: Math.max(0, ...w.__events.map((e) => e.duration)),
          // The Login tap's own interaction: the later of the two (an interaction under 16 ms is not recorded).
          loginTapMs: w.__interactions().length < 2 ? 0 : w.__interactions().at(-1).duration,
          tasksOver50: w.__longTasks.filter((t) => t.start >= tappedAt).length,
          longest: w.__longestTasks(tappedAt, 3),
        };
      },
      { tappedAt, openedAt },
    );
  } finally {
    await context.close();
  }
}

/** Login from each of LOGIN_TAP_PAGES, `runs` times: the medians, and the longest tasks of the median run. */
export async function loginTapBench(site, { runs = 3, browser: given, pages = LOGIN_TAP_PAGES } = {}) {
  return withBrowser(given, async (browser) => {
    const out = {};
    for (const p of pages) {
      const cpu = await calibratePhone(browser);
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await loginTapRun(browser, site, p.path, cpu));
      const byLongest = [...all].sort((a, b) => (a.longest[0]?.durationMs ?? 0) - (b.longest[0]?.durationMs ?? 0));
      const medianRun = byLongest[Math.floor(all.length / 2)];
      out[p.name] = {
        path: p.path,
        calibration: cpu,
        dialogAfterMs: median(all.map((r) => r.dialogAfterMs)),
        worstInteractionMs: median(all.map((r) => r.worstInteractionMs)),
        loginTapMs: median(all.map((r) => r.loginTapMs)),
        tasksOver50: median(all.map((r) => r.tasksOver50)),
        longestTaskMs: medianRun.longest[0]?.durationMs ?? 0,
        longestTasks: medianRun.longest,
        runs: all,
      };
      const r = out[p.name];
      console.log(
        `Login tap ${p.name.padEnd(8)} ${p.path.padEnd(16)} dialog open after ${r.dialogAfterMs} ms, the Login tap answered in ${r.loginTapMs || '< 16'} ms, both taps in ${r.worstInteractionMs} ms, ` +
          `${r.tasksOver50} tasks over 50 ms, longest ${r.longestTaskMs} ms (runs: ${all.map((x) => `${x.longest[0]?.durationMs ?? 0} ms of ${x.tasksOver50}`).join('; ')}) [${describeCalibration(cpu)}]\n` +
          `  longest tasks after the tap: ${r.longestTasks.map((t) => `${t.durationMs} ms ${t.script}`).join('; ') || 'none over 50 ms'}`,
      );
    }
    return out;
  });
}

/** How long the hero is watched playing, per run: a window of the trace, not a condition. */
const HERO_WATCHED_MS = 3000;

/**
 * The home page's hero while it plays, `runs` times each way: the page's main thread, busy time per
 * second over HERO_WATCHED_MS of playback on the phone (calibrated CPU) — before the app (the hero's
 * player runs it) and once the app has taken it over (the visitor reached for Login and closed the
 * dialog). A clip that plays and a ring that follows it should cost the page next to nothing: a
 * frame-by-frame script would keep the main thread busy and every tap would queue behind it.
 */
export async function heroPlayingBench(site, { runs = 3, browser: given } = {}) {
  return withBrowser(given, async (browser) => {
    const out = {};
    const cpu = await calibratePhone(browser);
    for (const way of ['before the app', 'with the app']) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await heroPlayingRun(browser, site, cpu, { app: way === 'with the app' }));
      out[way] = { calibration: cpu, busyMsPerS: median(all), runs: all };
      console.log(
        `hero playing on /, ${way.padEnd(14)} main thread busy ${out[way].busyMsPerS} ms/s (runs: ${all.join(' ')}) [${describeCalibration(cpu)}]`,
      );
    }
    return out;
  });
}

async function heroPlayingRun(browser, site, cpu, { app }) {
  const { context, page, cdp } = await phoneContext(browser, { reducedMotion: 'no-preference', cpu });
  try {
    await page.goto(new URL('/', site).href, { waitUntil: 'load' });
    await page.waitForSelector('[data-behaviour-live]', { state: 'attached' });
    if (app) {
      await reachForTheApp(page, '/', cdp);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-live'), null, { timeout: 60_000 });
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    // Playing, past its start: a second of the clip played from here.
    const playingSince = () => page.evaluate(() => document.querySelector('video[data-video-id]')?.currentTime ?? 0);
    const from = await playingSince();
    await page.waitForFunction(
      (from) => {
        const v = /** @type {HTMLVideoElement | null} */ (document.querySelector('video[data-video-id]'));
        return !!v && !v.paused && Math.abs(v.currentTime - from) > 1;
      },
      from,
      { timeout: 30_000 },
    );
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const started = Date.now();
    await page.waitForTimeout(HERO_WATCHED_MS);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const seconds = (Date.now() - started) / 1000;
    // The page's renderer main thread: the busiest CrRendererMain of the trace (the only page open).
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
    const busy = mains.map((thread) =>
      events
        .filter(
          (e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'),
        )
        .reduce((sum, e) => sum + e.dur / 1000, 0),
    );
    return Math.round(Math.max(0, ...busy) / seconds);
  } finally {
    await context.close();
  }
}

/** Every page of PHONE_PAGES, `runs` times each: the medians, and the scripts of the median run. */
export async function phoneBench(site, { runs = 3, browser: given, pages = PHONE_PAGES } = {}) {
  return withBrowser(given, async (browser) => {
    const out = {};
    for (const p of pages) {
      const cpu = await calibratePhone(browser);
      const quiet = [];
      const taps = [];
      const inps = [];
      for (let i = 0; i < runs; i++) {
        quiet.push(await quietRun(browser, site, p.path, cpu));
        taps.push(await tapRun(browser, site, p, cpu));
        inps.push(await inpRun(browser, site, p, cpu));
      }
      const lcp = median(quiet.map((q) => q.lcp));
      const answered = median(taps.map((t) => t.answered));
      // The first tap that could be made was answered: no dead time (whenever the LCP came).
      const dead = median(
        taps.map((t, i) =>
          t.answered === null ? null : t.answered === t.firstTap ? 0 : Math.max(0, t.answered - (quiet[i].lcp ?? t.firstPaint)),
        ),
      );
      const medianJs = quiet.map((q) => q.jsBytes).sort((a, b) => a - b)[Math.floor(runs / 2)];
      out[p.name] = {
        path: p.path,
        calibration: cpu,
        firstPaintMs: Math.round(median(quiet.map((q) => q.fp))),
        lcpMs: Math.round(lcp),
        firstTapAnsweredMs: answered === null ? null : Math.round(answered),
        deadTimeMs: dead === null ? null : Math.round(dead),
        jsBytesBeforeInteraction: medianJs,
        scripts: quiet.find((q) => q.jsBytes === medianJs)?.scripts ?? [],
        inpAfterTakeoverMs: median(inps.map((x) => x.inp)),
        loginClosedByEscapeMs: median(inps.map((x) => x.closeMs)),
        taps: taps.map((t) => ({ firstPaint: Math.round(t.firstPaint), firstTap: t.firstTap, answered: t.answered, tapsMade: t.tapsMade })),
      };
      const r = out[p.name];
      console.log(
        `phone ${p.name.padEnd(16)} ${p.path.padEnd(22)} FP ${r.firstPaintMs} ms, LCP ${r.lcpMs} ms, first tap answered ${r.firstTapAnsweredMs} ms, ` +
          `dead ${r.deadTimeMs} ms, JS before interaction ${(r.jsBytesBeforeInteraction / 1024).toFixed(1)} KB in ${r.scripts.length} files, INP after takeover ${r.inpAfterTakeoverMs} ms` +
          `${r.loginClosedByEscapeMs === null ? '' : `, Login's dialog closed by Escape ${r.loginClosedByEscapeMs} ms`} [${describeCalibration(cpu)}]`,
      );
    }
    return out;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const site = args.find((a) => a.startsWith('http')) ?? 'http://localhost:3000';
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  // `--early-taps [--path /a,/b] [--way reading,reaching]`: those pages (of EARLY_TAP_PAGES) and ways only.
  const listed = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1].split(',') : null);
  if (args.includes('--early-taps')) {
    const paths = listed('--path');
    const ways = listed('--way');
    const unknown = [
      ...(ways ?? []).filter((w) => !WAKE_WAYS.includes(w)),
      ...(paths ?? []).filter((x) => !EARLY_TAP_PAGES.some((p) => p.path === x)),
    ];
    if (unknown.length)
      throw new Error(
        `phone.mjs: not a page or way of the early taps: ${unknown.join(', ')} (pages: ${EARLY_TAP_PAGES.map((p) => p.path).join(' ')}; ways: ${WAKE_WAYS.join(', ')})`,
      );
    await earlyTapsBench(site, {
      runs,
      pages: paths ? EARLY_TAP_PAGES.filter((p) => paths.includes(p.path)) : EARLY_TAP_PAGES,
      ways: ways ?? WAKE_WAYS,
    });
    process.exit(0);
  }
  if (args.includes('--login')) {
    const paths = listed('--path');
    await loginTapBench(site, { runs, pages: paths ? LOGIN_TAP_PAGES.filter((p) => paths.includes(p.path)) : LOGIN_TAP_PAGES });
    process.exit(0);
  }
  if (args.includes('--hero')) {
    await heroPlayingBench(site, { runs });
    process.exit(0);
  }
  const result = await phoneBench(site, { runs });
  if (args.includes('--scripts'))
    for (const [name, r] of Object.entries(result)) {
      console.log(`\n${name}:`);
      for (const s of r.scripts) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    }
}
