/**
 * The phone a bench emulates, whatever machine runs it. A CPU slowdown is relative to the host: 4×
 * of a fast machine is a faster phone than 4× of a slow one. Lighthouse's own advice
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU slowdown") is to scale the multiplier to the host's
 * benchmarkIndex, which Lighthouse's default 4× assumes is about 1,500 — so a bench here slows the CPU
 * by `base × BI / 1,500` and prints the BI and the multiplier beside every figure it gives.
 *
 * The BI is Lighthouse's own page function (`computeBenchmarkIndex`: a second of string building and
 * array copying), read the way Lighthouse reads it — once, in a page that has run nothing before
 * (Lighthouse evaluates it in the tab it is about to load the page into, and the 1,500 its 4× assumes
 * is a reading of that kind) — in the same browser and mode as the bench: 7 such readings, each in a
 * fresh blank tab, and their median (a single reading here moves between 1,500 and 3,300). Read again
 * and again in one page the function runs warm and reads 10–25 % higher than Lighthouse's own
 * `environment.benchmarkIndex` on the same host, which made the emulated phone that much faster.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmarkIndex Lighthouse's default CPU slowdown (4×) is meant for. */
export const REFERENCE_BENCHMARK_INDEX = 1500;
const READINGS = 7;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The host's benchmarkIndex, read by `evaluateInFreshPage(expression)` — a function that opens a blank
 * tab of the bench's browser, evaluates the expression there once, closes the tab and resolves to
 * the value.
 * @param {(expression: string) => Promise<number>} evaluateInFreshPage
 */
export async function benchmarkIndex(evaluateInFreshPage) {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const readings = [];
  for (let i = 0; i < READINGS; i++) readings.push(Math.round(await evaluateInFreshPage(expression)));
  return { benchmarkIndex: median(readings), readings };
}

/** The multiplier that makes this host the phone `base`× means on the reference host. */
export const calibratedSlowdown = (base, bi) => Number(((base * bi) / REFERENCE_BENCHMARK_INDEX).toFixed(2));

/** The one reading a quick pass measures and every page of it reuses (calibrateOncePerRun). */
let kept = null;
let once = false;
/**
 * A quick pass (CI's: its figures are not for comparing) measures the host once and reuses that
 * reading for every page, instead of before each page (which follows a host whose load changes).
 */
export function calibrateOncePerRun() {
  once = true;
}

/**
 * The calibration a bench prints and keeps: `{ benchmarkIndex, readings, base, multiplier }`.
 * `MARS_BENCH_CPU` (a number) fixes the multiplier instead, for a comparison with an older figure.
 */
export async function calibrate(evaluateInFreshPage, base) {
  const reading = once && kept ? kept : await benchmarkIndex(evaluateInFreshPage);
  if (once) kept = reading;
  const { benchmarkIndex: bi, readings } = reading;
  const fixed = Number(process.env.MARS_BENCH_CPU);
  const multiplier = fixed > 0 ? fixed : calibratedSlowdown(base, bi);
  return { benchmarkIndex: bi, readings, base, multiplier, fixed: fixed > 0, cores: availableParallelism() };
}

/**
 * "BI 1,533 → CPU 4.09× (4× × BI / 1,500) on 2 cores" (or "… CPU 4× fixed"), printed beside every
 * throttled figure. The cores too: the BI is one thread's speed, and a figure read on two cores is
 * not one read on eight (README: "Waiting for a core"; Chrome's throttled main thread spins one of them).
 */
export const describeCalibration = (c) =>
  `BI ${c.benchmarkIndex.toLocaleString('en-US')} → CPU ${c.multiplier}×${c.fixed ? ' (fixed by MARS_BENCH_CPU)' : ` (${c.base}× × BI / ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en-US')})`} on ${c.cores} cores`;

/** One evaluation in a blank tab opened for it (closed after). */
const inFreshPage = (context) => async (expression) => {
  const page = await context.newPage();
  try {
    return await page.evaluate(expression);
  } finally {
    await page.close();
  }
};

/** The BI in a Playwright browser: blank tabs of a context of its own. */
export async function calibratePlaywright(browser, base) {
  const context = await browser.newContext();
  try {
    return await calibrate(inFreshPage(context), base);
  } finally {
    await context.close();
  }
}

/** The BI in the Chrome Lighthouse drives (chrome-launcher's port): blank tabs of its own, over CDP. */
export async function calibrateDevtoolsPort(port, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await calibrate(inFreshPage(browser.contexts()[0]), base);
  } finally {
    // Disconnects only: the browser (and Lighthouse's use of it) goes on.
    await browser.close();
  }
}

/**
 * What Chrome's CPU throttling itself costs this host: the CPU time a throttled renderer's main thread
 * uses in one second of an idle page, at `multiplier`. On Linux, DevTools' throttler signals the main
 * thread every 200 µs and the thread spins in its signal handler for the throttled share of the time
 * (Blink's thread_cpu_throttler.cc), idle or not — so at 9× it keeps one core about 90 % busy, and
 * on a host of two cores everything else (the compositor, the GPU process, the browser, decoding)
 * shares the other. A phone's other cores are free. ms of CPU per second, or null off Linux.
 */
export async function throttlerSpin(browser, multiplier) {
  const mainThreadsCpuMs = () => {
    let ns = 0;
    for (const pid of readdirSync('/proc').filter((x) => /^\d+$/.test(x)))
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'))
          ns += Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // A process that ended meanwhile.
      }
    return ns / 1e6;
  };
  if (process.platform !== 'linux') return null;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<p>An idle page.</p>');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const before = mainThreadsCpuMs();
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return Math.round(((mainThreadsCpuMs() - before) * 1000) / (performance.now() - started));
  } finally {
    await context.close();
  }
}
