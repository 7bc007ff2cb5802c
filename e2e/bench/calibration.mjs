/**
 * The phone a bench emulates, whatever machine runs it. A CPU slowdown is relative to the host: 4×
 * of a fast machine is a faster phone than 4× of a slow one. Lighthouse's own advice
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU slowdown") is to scale the multiplier to the host's
 * benchmarkIndex, which Lighthouse's default 4× assumes is about 1,500 — so a bench here slows the CPU
 * by `base × BI / 1,500` and prints the BI and the multiplier beside every figure it gives.
 *
 * The BI is Lighthouse's own page function (`computeBenchmarkIndex`: a second of string building and
 * array copying), run in the same browser and mode as the bench, on a blank page: one warm-up run,
 * then the median of 5 (a single reading here moves between 900 and 1,800).
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmarkIndex Lighthouse's default CPU slowdown (4×) is meant for. */
export const REFERENCE_BENCHMARK_INDEX = 1500;
const READINGS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The host's benchmarkIndex, read by `evaluate(fnSource)` — a function that runs a script in a blank
 * page of the bench's browser and resolves to its value.
 * @param {(expression: string) => Promise<number>} evaluate
 */
export async function benchmarkIndex(evaluate) {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  await evaluate(expression); // warm-up: the first reading of a fresh renderer runs cold
  const readings = [];
  for (let i = 0; i < READINGS; i++) readings.push(Math.round(await evaluate(expression)));
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
export async function calibrate(evaluate, base) {
  const reading = once && kept ? kept : await benchmarkIndex(evaluate);
  if (once) kept = reading;
  const { benchmarkIndex: bi, readings } = reading;
  const fixed = Number(process.env.MARS_BENCH_CPU);
  const multiplier = fixed > 0 ? fixed : calibratedSlowdown(base, bi);
  return { benchmarkIndex: bi, readings, base, multiplier, fixed: fixed > 0 };
}

/** "BI 1,533 → CPU 4.09×" (or "… CPU 4× fixed"), printed beside every throttled figure. */
export const describeCalibration = (c) =>
  `BI ${c.benchmarkIndex.toLocaleString('en-US')} → CPU ${c.multiplier}×${c.fixed ? ' (fixed by MARS_BENCH_CPU)' : ` (${c.base}× × BI / ${REFERENCE_BENCHMARK_INDEX.toLocaleString('en-US')})`}`;

/** The BI in a Playwright browser: a blank page of its own context. */
export async function calibratePlaywright(browser, base) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await calibrate((expression) => page.evaluate(expression), base);
  } finally {
    await context.close();
  }
}

/** The BI in the Chrome Lighthouse drives (chrome-launcher's port): a blank tab of its own, over CDP. */
export async function calibrateDevtoolsPort(port, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  try {
    return await calibrate((expression) => page.evaluate(expression), base);
  } finally {
    await page.close();
    // Disconnects only: the browser (and Lighthouse's use of it) goes on.
    await browser.close();
  }
}
