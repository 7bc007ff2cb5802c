/**
 * The phone (412×823, touch, the CPU calibrated, 150 ms and 1.6 Mbps, a cold cache) and the early taps
 * on it: the menu tapped every 150 ms from the first paint to 5 s, by a visitor who reads or one who
 * first reaches for the app. Nothing of the bench runs in the page meanwhile (a locator would). Each
 * tap is read as measured and from when the page had it (devtoolsWait.mts: DevTools holds a tap
 * until the page's next frame).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { Calibration } from './calibration.mts';
import { CLOCK_MARK, devtoolsWaits, TAP_TRACE_CATEGORIES, type TraceEvent } from './devtoolsWait.mts';
import { median, quantile } from './stats.mts';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const EARLY_TAP_PAGES = ['/', '/#demo', '/blog/what-is-edge-ai', '/privacy-policy'];
export const WAYS = ['reading', 'reaching'] as const;
type Way = (typeof WAYS)[number];
const MENU = 'details[data-mobile-menu] > summary';

export async function phonePage(browser: Browser, cpu: Calibration): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  // Motion as most visitors have it: on the home page the hero's clip plays.
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' });
  // Real-visitor reports stay out of the site's figures.
  await context.route('**/_edge/rum', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.multiplier });
  return { page, cdp, close: () => context.close() };
}

/** Each interaction's start, longest event and input delay, and whether it reached for the app: kept by the page. */
function observeInteractions() {
  const byId = new Map<number, { start: number; duration: number; delay: number; reach: boolean }>();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!e.interactionId) continue;
      const was = byId.get(e.interactionId) ?? { start: e.startTime, duration: 0, delay: 0, reach: false };
      const reach = !!(e.target as Element | null)?.closest?.('[data-app-control], [data-app-intent]');
      const delay = Math.max(was.delay, e.processingStart - e.startTime);
      const start = Math.min(was.start, e.startTime);
      byId.set(e.interactionId, { start, duration: Math.max(was.duration, e.duration), delay, reach: was.reach || reach });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  // A value, not a function: a function's name here would be a transpiler's helper the page lacks.
  Object.assign(window, { __interactions: byId });
}

/** Where an element's centre is on screen, asked of the browser's DOM agent; null when absent or off screen. */
async function centreOf(cdp: CDPSession, selector: string): Promise<{ x: number; y: number } | null> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const box = nodeId ? await cdp.send('DOM.getBoxModel', { nodeId }).catch(() => null) : null;
  const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = box?.model.border ?? [];
  const at = { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
  return box && at.y >= 0 && at.y <= PHONE.viewport.height ? at : null;
}

async function tapOn(page: Page, cdp: CDPSession, selector: string): Promise<boolean> {
  const at = await centreOf(cdp, selector).catch(() => null);
  if (at) await page.touchscreen.tap(at.x, at.y);
  return !!at;
}

/** What a visitor reaches for first: the demo form's field (a letter typed) once on screen, else Login in the menu. */
async function reachForTheApp(page: Page, cdp: CDPSession, url: string): Promise<void> {
  if (!url.includes('#demo')) {
    await tapOn(page, cdp, MENU);
    await tapOn(page, cdp, 'details[data-mobile-menu] [data-session-control="login"]');
    return;
  }
  // The page scrolls to #demo as it loads: the field is tapped once it is on screen.
  for (let tries = 0; tries < 200; tries++) {
    if (await tapOn(page, cdp, '#demo input[name="firstName"]')) return page.keyboard.type('J');
    await page.waitForTimeout(50); // the pace of looking, not a condition
  }
  throw new Error('the demo form never came into view');
}

async function earlyTapsRun(browser: Browser, url: string, cpu: Calibration, way: Way, traced: boolean) {
  const { page, cdp, close } = await phonePage(browser, cpu);
  let tracing = false;
  try {
    await page.addInitScript(observeInteractions);
    let jsBytes = 0;
    page.on('requestfinished', async (req) => {
      if (req.resourceType() === 'script' || req.url().endsWith('.js'))
        jsBytes += (await req.sizes().catch(() => null))?.responseBodySize ?? 0;
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) => cdp.on('Page.lifecycleEvent', (e) => e.name === 'firstPaint' && resolve()));
    if (traced) await browser.startTracing(page, { categories: TAP_TRACE_CATEGORIES });
    tracing = traced;
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    const started = Date.now();
    if (way === 'reaching') await reachForTheApp(page, cdp, url).catch(() => undefined);
    let menu: { x: number; y: number } | null = null;
    while (Date.now() - started < 5000) {
      menu ??= await centreOf(cdp, MENU).catch(() => null);
      if (menu) await page.touchscreen.tap(menu.x, menu.y).catch(() => undefined);
      await page.waitForTimeout(150); // the pace of the taps, not a condition
    }
    await page.waitForTimeout(500); // the last tap's entry, reported after its paint
    type Interactions = Map<number, { start: number; duration: number; delay: number; reach: boolean }>;
    const { taps, marked } = await page.evaluate((mark) => {
      const taps = [...(window as unknown as { __interactions: Interactions }).__interactions.values()];
      return { taps, marked: performance.mark(mark).startTime };
    }, CLOCK_MARK);
    tracing = false;
    // Traced: what DevTools held each tap; a tap whose touch the trace does not hold (a key typed) counts whole.
    const trace: { traceEvents: TraceEvent[] } | null = traced ? JSON.parse((await browser.stopTracing()).toString()) : null;
    const waits = trace
      ? devtoolsWaits(
          taps.map((x) => x.start),
          trace.traceEvents,
          marked,
        )
      : [];
    const worst = (xs: number[]) => (xs.length ? Math.max(...xs) : null);
    return {
      durationsMs: taps.map((x) => x.duration),
      worstMs: worst(taps.map((x) => x.duration)),
      ownWorstMs: trace ? worst(taps.map((x, i) => Math.round(x.duration - (waits[i] ?? 0)))) : null,
      waitsMs: waits.filter((w): w is number => w !== null),
      worstDelayMs: worst(taps.map((x) => Math.round(x.delay))),
      reachMs: worst(taps.filter((x) => x.reach).map((x) => x.duration)) ?? 0,
      jsBytes,
      appLive: await page.evaluate(() => document.documentElement.hasAttribute('data-app-live')),
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await close();
  }
}

/**
 * A page's early taps one way, `runs` times: the median of the runs' worst, the 75th percentile of
 * every tap. Then as many runs again, each after one of those, traced: the same walk's worst
 * counted from when the page had each tap, the page's own (apart, so the trace never touches the
 * figure as measured; their own worst as measured, `tracedWorstMs`, says what it cost them).
 */
export async function earlyTaps(browser: Browser, url: string, way: Way, { runs, cpu }: { runs: number; cpu: Calibration }) {
  type Run = Awaited<ReturnType<typeof earlyTapsRun>>;
  const all: Run[] = [];
  const traced: Run[] = [];
  for (let i = 0; i < runs; i++) {
    all.push(await earlyTapsRun(browser, url, cpu, way, false));
    traced.push(await earlyTapsRun(browser, url, cpu, way, true));
  }
  const { pathname, hash } = new URL(url);
  const everyTap = all.flatMap((r) => r.durationsMs);
  const waits = traced.flatMap((r) => r.waitsMs.map(Math.round));
  const taps = {
    ...{ path: pathname + hash, way, calibration: cpu, worstMs: median(all.map((r) => r.worstMs)) },
    p75Ms: quantile(everyTap, 0.75), // steadier than the worst of some 30 taps
    ownWorstMs: median(traced.map((r) => r.ownWorstMs)),
    // The traced runs as measured (what the trace costs), and what DevTools held their taps.
    tracedWorstMs: median(traced.map((r) => r.worstMs)),
    devtoolsWaitMs: { p50: quantile(waits, 0.5), max: quantile(waits, 1) },
    worstInputDelayMs: median(all.map((r) => r.worstDelayMs)),
    // The reach's own tap (and key), on the control that needs code.
    reachMs: way === 'reaching' ? median(all.map((r) => r.reachMs)) : null,
    jsBytes: median(all.map((r) => r.jsBytes)),
    runs: all.map(({ worstMs, durationsMs, appLive }) => ({ worstMs, taps: durationsMs.length, appLive })),
  };
  console.log(
    `early taps ${way} ${taps.path}: worst ${taps.worstMs} ms (runs ${all.map((r) => r.worstMs)}); traced ` +
      `${taps.tracedWorstMs} ms, the page's own ${taps.ownWorstMs} ms (runs ${traced.map((r) => r.ownWorstMs)}) at ${cpu.multiplier}×`,
  );
  return taps;
}
export type EarlyTaps = Awaited<ReturnType<typeof earlyTaps>>;
