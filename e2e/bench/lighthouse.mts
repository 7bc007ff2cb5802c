/**
 * Lighthouse through its public API: `lighthouse()`, mobile, simulated throttling, which applies the
 * CPU slowdown when it computes the figures — so each run's artifacts are audited again
 * (`auditFlowArtifacts`) at the multiplier of the BI Lighthouse read in that very run, and once more
 * with the page's main thread on a core of its own (ownCore.mts).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Artifacts, auditFlowArtifacts, type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS } from '../support/chromeFlags';
import { type Calibration, calibratedSlowdown } from './calibration.mts';
import { onItsOwnCore } from './ownCore.mts';
import { medians, middle } from './stats.mts';

const CATEGORIES = ['performance', 'accessibility', 'seo'];
export type Attempt<T> = { run: T } | { unusable: string };

/** Why a report cannot be read (Lighthouse's own error, or no LCP or CLS), or null. */
export function whyUnusable(lhr: Pick<Result, 'runtimeError' | 'audits'>): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const missing = ['largest-contentful-paint', 'cumulative-layout-shift'].find((a) => lhr.audits[a]?.numericValue === undefined);
  return missing ? `no ${missing}` : null;
}

/**
 * `runs` usable results of `attempt()`. A run Lighthouse cannot use (its report says so, or it threw
 * its own error: NO_NAVSTART, "Please run Lighthouse again") is said and run again, twice at most.
 */
export async function usableRuns<T>(url: string, runs: number, attempt: () => Promise<Attempt<T>>, log = console.log): Promise<T[]> {
  const usable: T[] = [];
  for (let failed = 0; usable.length < runs; ) {
    const result = await attempt().catch((error) => {
      const e = error as { lhrRuntimeError?: boolean; code?: string; message?: string; friendlyMessage?: { formattedDefault?: string } };
      if (!e?.lhrRuntimeError) throw error;
      return { unusable: `${e.code}: ${e.friendlyMessage?.formattedDefault ?? e.message}` };
    });
    if ('run' in result) usable.push(result.run);
    else {
      log(`lighthouse ${url}: run not usable (${result.unusable})`);
      if (++failed > 2) throw new Error(`lighthouse ${url}: ${failed} runs not usable`);
    }
  }
  return usable;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr: Result, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);

/** The performance category of a run's artifacts, audited again at `multiplier`. */
async function performanceAt(artifacts: Artifacts, flags: Flags, multiplier: number): Promise<Result> {
  const settings = { onlyCategories: ['performance'], throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier } };
  // An audit refuses artifacts gathered with other settings: they are given the same.
  const gathered = { ...artifacts, settings: { ...artifacts.settings, ...settings } };
  const { steps } = await auditFlowArtifacts({ gatherSteps: [{ artifacts: gathered, flags: { ...flags, ...settings } }] });
  const lhr = steps[0]?.lhr;
  if (lhr?.configSettings.throttling.cpuSlowdownMultiplier === multiplier && !lhr.runtimeError) return lhr;
  throw new Error(`lighthouse ${artifacts.URL.requestedUrl}: not audited at ${multiplier}× (${lhr?.runtimeError?.message})`);
}

async function calibratedRun(url: string, flags: Flags) {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`lighthouse ${url}: no result`);
  const unusable = whyUnusable(result.lhr);
  if (unusable) return { unusable };
  const { artifacts, lhr } = result;
  const multiplier = calibratedSlowdown(artifacts.BenchmarkIndex);
  const report = await performanceAt(artifacts, flags, multiplier);
  const own = onItsOwnCore(artifacts.Trace.traceEvents);
  const ownCore = await performanceAt({ ...artifacts, Trace: { ...artifacts.Trace, traceEvents: own.traceEvents } }, flags, multiplier);
  const figures = {
    ...{ performance: score(report, 'performance'), accessibility: score(lhr, 'accessibility'), seo: score(lhr, 'seo') },
    ...{
      lcpMs: ms(report, 'largest-contentful-paint'),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    },
    ...{ tbtMs: ms(report, 'total-blocking-time'), benchmarkIndex: Math.round(artifacts.BenchmarkIndex), multiplier },
    ...{ ownCorePerformance: score(ownCore, 'performance'), ownCoreTbtMs: ms(ownCore, 'total-blocking-time') },
    offCpuShare: own.tasksMs ? Number((own.offCpuMs / own.tasksMs).toFixed(2)) : 0,
  };
  // The report (at the run's own multiplier) and the trace: what the figures were read from.
  return { run: { ...figures, report, trace: artifacts.Trace } };
}

/**
 * A page `runs` times, loaded under the `calibration` read just before (it sets requestIdleCallback's
 * deadlines): each figure's median, every run's, and the median run's report and trace, `saveAs`d.
 */
export async function lighthousePage(url: string, o: { runs: number; port: number; calibration: Calibration; saveAs: string }) {
  // A page that answers 404 is measured too (ignoreStatusCode): Lighthouse otherwise stops at its status.
  const throttling = { cpuSlowdownMultiplier: o.calibration.multiplier };
  const flags: Flags = { port: o.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: true, throttling };
  const all = await usableRuns<Run>(url, o.runs, () => calibratedRun(url, flags));
  const runs = all.map(({ report, trace, ...figures }) => figures);
  const medianRun = middle(all, (a, b) => b.performance - a.performance || a.tbtMs - b.tbtMs);
  writeFileSync(`${o.saveAs}.report.json`, JSON.stringify(medianRun?.report));
  writeFileSync(`${o.saveAs}.trace.json`, JSON.stringify(medianRun?.trace));
  return { ...medians(runs, Object.keys(runs[0] ?? {}) as (keyof (typeof runs)[number])[]), calibration: o.calibration, runs };
}
export type LighthouseFigures = Awaited<ReturnType<typeof lighthousePage>>;
type Run = NonNullable<Awaited<ReturnType<typeof calibratedRun>>['run']>;

/** Chrome as PageSpeed would run it (`--headless=new`: the full browser), for the duration of `work(port)`. */
export async function withLighthouseChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  return work(chrome.port).finally(() => chrome.kill());
}
