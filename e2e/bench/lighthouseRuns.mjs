#!/usr/bin/env node
/**
 * Lighthouse as a visitor's PageSpeed run sees a page (part of `pnpm bench`; alone:
 * `node e2e/bench/lighthouseRuns.mjs [site] [--runs 5] [--floor] [path …]` against a running `pnpm start`;
 * `--floor` adds a page that does nothing, harnessFloor.mjs).
 *
 * Chrome is launched by chrome-launcher (Lighthouse's own launcher), in Chrome's normal headless
 * mode (`--headless=new`: the full browser, not the headless shell Playwright drives), a fresh
 * profile, only the flags this machine needs (no sandbox as root, no GPU) and those that keep
 * Chrome's own background traffic out of the trace. Lighthouse's mobile defaults: a Moto G Power
 * screen, simulated throttling (150 ms RTT, 1.6 Mbps) — but the CPU slowdown calibrated to this host
 * (calibration.mjs: 4 × benchmarkIndex / 1,500), so the same phone is emulated on a fast machine and
 * a slow one. With simulated throttling Lighthouse records the page at the host's own speed and
 * applies the slowdown when it computes the figures, so each run is calibrated to the BI Lighthouse
 * read in that very run, a moment before it loaded the page (its `environment.benchmarkIndex`):
 * gathered once, audited at 4 × that BI / 1,500. A host whose speed drifts between runs (another
 * process, a noisy neighbour) is followed run by run. The BI read before the page (fresh tabs,
 * median of 7) sets what the page sees while it loads (Lighthouse shortens requestIdleCallback's
 * deadlines by the multiplier) and is printed beside it. Each page `runs` times (default 5); the
 * median run (by performance score, then TBT) gives the figures and its long tasks, each named by
 * its script, and the main-thread time per script (`bootup-time`); what the TBT is made of
 * (blockingTasks, below); and each run audited a second time with the page's main thread on a core
 * of its own (onItsOwnCore, below). Every figure is printed with the BI and the multiplier of each run.
 * Numbers, not pass/fail: a figure that moves between two runs of the same commit is noise.
 */
import * as chromeLauncher from 'chrome-launcher';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { calibrateDevtoolsPort, calibratedSlowdown, describeCalibration } from './calibration.mjs';
import { CHROME_FLAGS } from './chromeFlags.mjs';
import { withFloorPage } from './harnessFloor.mjs';

/** Chrome's normal headless mode (the full browser), with the flags every bench here uses. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROME_FLAGS];

const median = (xs) => {
  const v = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};
const shortUrl = (url) => {
  if (!url?.startsWith('http')) return url || '(unattributed)';
  const u = new URL(url);
  return `${u.port ? `:${u.port}` : u.host}${u.pathname.replace(/^\/[^/]*-[0-9a-f]{8}\//, '/…/')}`;
};

/** Lighthouse's default CPU slowdown, meant for a host of benchmarkIndex 1,500. */
export const LIGHTHOUSE_CPU_BASE = 4;

/** Why a run's report cannot be read (Lighthouse's own error, or no LCP or CLS), or null. */
const unusable = (lhr) =>
  lhr.runtimeError ??
  ['largest-contentful-paint', 'cumulative-layout-shift'].find((a) => lhr.audits[a]?.numericValue === undefined) ??
  null;

/** Runs of a page not usable, in all, before its figures are given up. */
const UNUSABLE_RUNS_ALLOWED = 2;

/**
 * `runs` usable results of `runOnce()` (`{ lhr, … }`). A run that is not usable — its report says so,
 * or Lighthouse could not read what it recorded (a trace without its navigation start, NO_NAVSTART:
 * "Please run Lighthouse again") — is said on a line and run again, up to UNUSABLE_RUNS_ALLOWED
 * times; any other error is the bench's own and stops it.
 */
export async function usableRuns(url, runs, runOnce, log = console.log) {
  const results = [];
  let failed = 0;
  while (results.length < runs) {
    let run;
    try {
      run = await runOnce();
    } catch (error) {
      if (!error?.lhrRuntimeError) throw error;
      run = { lhr: { runtimeError: { code: error.code, message: error.friendlyMessage?.formattedDefault ?? error.message } } };
    }
    const broken = unusable(run.lhr);
    if (!broken) {
      results.push(run);
      continue;
    }
    log(`lighthouse ${url}: run not usable (${broken.code ?? broken}${broken.message ? `: ${broken.message}` : ''})`);
    if (++failed > UNUSABLE_RUNS_ALLOWED) throw new Error(`lighthouse ${url}: ${failed} runs not usable`);
  }
  return results;
}

/**
 * One page, `runs` times in one Chrome, the CPU slowdown calibrated to the host just before: the
 * figures of each run and the median run's details.
 */
export async function lighthousePage(url, { runs = 5, port, ignoreStatusCode = false } = {}) {
  const calibration = await calibrateDevtoolsPort(port, LIGHTHOUSE_CPU_BASE);
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    ignoreStatusCode,
    throttling: { cpuSlowdownMultiplier: calibration.multiplier },
  };
  const results = (await usableRuns(url, runs, () => calibratedRun(url, flags))).map(({ lhr, multiplier, blocking, ownCore }) => ({
    ...headline(lhr),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    ttiMs: Math.round(lhr.audits.interactive?.numericValue ?? 0),
    runBenchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    multiplier,
    blocking,
    ownCore,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
      script: shortUrl(t.url),
      startMs: Math.round(t.startTime),
      durationMs: Math.round(t.duration),
    })),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((s) => ({
      script: shortUrl(s.url),
      totalMs: Math.round(s.total),
      scriptingMs: Math.round(s.scripting),
    })),
  }));
  const order = [...results].sort((a, b) => b.performance - a.performance || a.tbtMs - b.tbtMs);
  const medianRun = order[Math.floor(order.length / 2)];
  const figures = Object.fromEntries(
    ['performance', 'accessibility', 'seo', 'lcpMs', 'cls', 'tbtMs', 'ttiMs'].map((k) => [k, median(results.map((r) => r[k]))]),
  );
  return {
    ...figures,
    calibration,
    runBenchmarkIndex: median(results.map((r) => r.runBenchmarkIndex)),
    runMultiplier: median(results.map((r) => r.multiplier)),
    runs: results.map((r) => ({
      performance: r.performance,
      tbtMs: r.tbtMs,
      lcpMs: r.lcpMs,
      benchmarkIndex: r.runBenchmarkIndex,
      multiplier: r.multiplier,
      ownCore: r.ownCore,
    })),
    // The same runs, the page's main thread on a core of its own (onItsOwnCore): medians.
    ownCore: {
      performance: median(results.map((r) => r.ownCore.performance)),
      tbtMs: median(results.map((r) => r.ownCore.tbtMs)),
      lcpMs: median(results.map((r) => r.ownCore.lcpMs)),
      offCpuShare: median(results.map((r) => r.ownCore.offCpuShare)),
    },
    longTasks: medianRun.longTasks,
    blocking: medianRun.blocking,
    bootup: medianRun.bootup,
  };
}

/** A run's performance score, TBT and LCP: what both of its audits are read for. */
const headline = (lhr) => ({
  performance: Math.round(lhr.categories.performance.score * 100),
  tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
});

/**
 * One Lighthouse run (what `lighthouse(url, flags)` does: gather, then audit), its figures computed
 * at the CPU slowdown of the BI Lighthouse read in this run: `{ lhr, multiplier }`.
 */
async function calibratedRun(url, flags) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const multiplier = calibratedSlowdown(LIGHTHOUSE_CPU_BASE, artifacts.BenchmarkIndex);
  // The one settings object the gather recorded and every audit reads.
  const settings = runnerOptions.resolvedConfig.settings;
  settings.throttling.cpuSlowdownMultiplier = multiplier;
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`lighthouse ${url}: no result`);
  if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== multiplier)
    throw new Error(
      `lighthouse ${url}: audited at ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not the run's ${multiplier}×`,
    );
  // A run its own report cannot use is not taken apart: the caller runs it again.
  if (unusable(result.lhr)) return { lhr: result.lhr };
  const blocking = await blockingTasks(artifacts, settings);
  // The same run audited again, the page's main thread given a core of its own (onItsOwnCore).
  const own = onItsOwnCore(artifacts.Trace.traceEvents);
  const ownResult = await Runner.audit({ ...artifacts, Trace: { ...artifacts.Trace, traceEvents: own.traceEvents } }, runnerOptions);
  if (!ownResult || ownResult.lhr.runtimeError)
    throw new Error(`lighthouse ${url}: the run on its own core: ${ownResult?.lhr.runtimeError?.message ?? 'no result'}`);
  const ownCore = {
    ...headline(ownResult.lhr),
    tasksMs: Math.round(own.tasksMs),
    offCpuMs: Math.round(own.offCpuMs),
    offCpuShare: own.tasksMs ? Number((own.offCpuMs / own.tasksMs).toFixed(2)) : 0,
  };
  return { lhr: result.lhr, multiplier, blocking, ownCore };
}

/**
 * A run's trace as the page's main thread would have recorded it with a core of its own.
 *
 * Lighthouse's simulation reads each main-thread task's wall time — from its start to its end — and
 * multiplies it by the CPU slowdown. On a host of few cores that time is not only the page's work:
 * while Lighthouse loads a page, Chrome's browser process (the DevTools protocol, the trace, the
 * screenshots of its filmstrip), its GPU process, the renderer's own worker threads (decoding
 * images and video, compiling) and Lighthouse itself all want a core, and the page's main thread,
 * ready to run, waits for one inside its tasks. On this 2-core host the renderer's main thread spent
 * over half of its task time off a CPU (the trace's thread time against its wall time), and Linux's
 * schedstat showed that thread waiting in the run queue about as long as it ran. A phone has a big
 * core for it; the benchmarkIndex, read by one thread, does not see this either; and the wait moves
 * the TBT by 100 ms and more between runs of the same page.
 *
 * So each task of the renderer's main thread (CrRendererMain) is shrunk to the CPU time the thread
 * ran in it (the trace's `tdur`, thread time), every event inside it shrunk with it, the gaps between
 * tasks kept; nothing else in the trace changes. Audited at the same multiplier, that is the page's
 * own work at the phone's speed. It reads lower than a host of many idle cores would (a task can wait
 * there too, and Lighthouse drops a task under 10 ms at host speed before multiplying it), so it is a
 * figure to read beside Lighthouse's, never instead of it. `tasksMs`: the main thread's top-level
 * task time in the trace; `offCpuMs`: how much of it the thread did not run.
 */
export function onItsOwnCore(traceEvents) {
  const threadOf = (e) => `${e.pid}:${e.tid}`;
  const mainThreads = new Set(
    traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf),
  );
  const copy = traceEvents.map((e) => (mainThreads.has(threadOf(e)) ? { ...e } : e));
  let tasksMs = 0;
  let offCpuMs = 0;
  for (const thread of mainThreads) {
    const events = copy.filter((e) => threadOf(e) === thread && e.ts !== undefined);
    // Its top-level tasks, in order (a task run inside another, from a nested loop, is part of it).
    const tasks = [];
    for (const t of events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 0 && e.tdur !== undefined)
      .sort((a, b) => a.ts - b.ts)) {
      const last = tasks.at(-1);
      if (last && t.ts < last.end) continue;
      tasks.push({ start: t.ts, end: t.ts + t.dur, ratio: Math.min(1, t.tdur / t.dur) });
      tasksMs += t.dur / 1000;
      offCpuMs += (t.dur - Math.min(t.dur, t.tdur)) / 1000;
    }
    // A time inside a task moves toward the task's start by the share the thread did not run.
    const shrink = (ts) => {
      let lo = 0;
      let hi = tasks.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (tasks[mid].end < ts) lo = mid + 1;
        else if (tasks[mid].start > ts) hi = mid - 1;
        else return tasks[mid].start + (ts - tasks[mid].start) * tasks[mid].ratio;
      }
      return ts;
    };
    for (const e of events) {
      const start = shrink(e.ts);
      if (e.dur !== undefined) e.dur = shrink(e.ts + e.dur) - start;
      e.ts = start;
    }
  }
  return { traceEvents: copy, tasksMs, offCpuMs };
}

/**
 * What a run's TBT is made of, task by task: Lighthouse's own attribution (`TBTImpactTasks`, the
 * per-task view its third-party and bootup audits use), from the same simulation at the run's CPU
 * slowdown. Each of the page's top-level tasks that counts: when it ran (ms after the navigation
 * started) and how long at this host's own speed (observed), how much blocking time the simulation
 * gives it, its work by kind and its scripts. Lantern (the simulation) keeps tasks of 10 ms and more at host speed, multiplies them, and
 * counts what ends after its simulated FCP, which waits only for the first parse, layout and paint
 * tasks — so the page's own parse and first full layout usually count. Pessimistic: it sums to at
 * least the TBT (`sumMs` beside the run's `tbtMs`).
 */
async function blockingTasks(artifacts, settings) {
  const context = { computedCache: new Map(), settings };
  const impacts = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
  const counted = impacts.filter((t) => !t.parent && t.tbtImpact > 0);
  const byKind = (task) => {
    const kinds = {};
    const add = (t) => {
      kinds[t.group.label] = (kinds[t.group.label] ?? 0) + t.selfTime;
      for (const c of t.children) add(c);
    };
    add(task);
    return Object.entries(kinds)
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([label, ms]) => `${label} ${ms.toFixed(1)}`);
  };
  return {
    sumMs: Math.round(counted.reduce((s, t) => s + t.tbtImpact, 0)),
    tasks: counted
      .sort((a, b) => b.tbtImpact - a.tbtImpact)
      .map((t) => ({
        blockingMs: Math.round(t.tbtImpact),
        // Lighthouse's task times are ms from the navigation's time origin.
        observedStartMs: Math.round(t.startTime),
        observedMs: Number(t.duration.toFixed(1)),
        // Of which the thread ran (the trace's thread time): the rest it waited, mostly for a core.
        onCpuMs: t.event.tdur === undefined ? null : Number((t.event.tdur / 1000).toFixed(1)),
        kinds: byKind(t),
        scripts: [...new Set(t.attributableURLs.map(shortUrl))],
      })),
  };
}

/** A run's blocking tasks, a line each after a heading, each line indented by `indent`. */
export const describeBlockingTasks = (blocking, indent = '    ') =>
  `the median run's TBT, task by task (Lighthouse's per-task view, sums to ${blocking.sumMs} ms; observed times at this host's speed, and how much of each the main thread ran):` +
  (blocking.tasks.length
    ? blocking.tasks
        .map(
          (t) =>
            `\n${indent}${t.blockingMs} ms ← a task of ${t.observedMs} ms (${t.onCpuMs ?? '?'} on a CPU), ${t.observedStartMs} ms after navigating (${t.kinds.join(', ')}${t.scripts.length ? `; ${t.scripts.join(', ')}` : ''})`,
        )
        .join('')
    : ' none');

/** Chrome as PageSpeed would run it, for the duration of `work(port)`. */
export async function withLighthouseChrome(work) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** A page's figures with its main thread on a core of its own (onItsOwnCore), a line. */
export const describeOwnCore = (r) =>
  `the main thread on a core of its own (its tasks at the CPU time they ran; here they were off a CPU ${Math.round(r.ownCore.offCpuShare * 100)}% of their time, median): ` +
  `perf ${r.ownCore.performance} (runs ${r.runs.map((x) => x.ownCore.performance).join(' ')}), TBT ${r.ownCore.tbtMs} ms (runs ${r.runs.map((x) => x.ownCore.tbtMs).join(' ')}), LCP ${r.ownCore.lcpMs} ms`;

export const describeLongTasks = (tasks) =>
  tasks.length ? tasks.map((t) => `${t.durationMs} ms ${t.script} @${t.startMs}`).join('; ') : 'none';

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const site = args.find((a) => a.startsWith('http')) ?? 'http://localhost:3000';
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const paths = args.filter((a, i) => a.startsWith('/') && i !== runsAt + 1);
  // `--floor`: also a page that does nothing (harnessFloor.mjs), the harness's own cost on this host.
  const floor = args.includes('--floor');
  const measure = async (port, path, url) => {
    const r = await lighthousePage(url, { runs, port });
    console.log(
      `${path.padEnd(24)} [each run at 4× × its BI / 1,500: ${r.runs.map((x) => `BI ${x.benchmarkIndex} → ${x.multiplier}×`).join(', ')}; before the page ${describeCalibration(r.calibration)}]`,
    );
    console.log(
      `${path.padEnd(24)} perf ${r.performance} (runs ${r.runs.map((x) => x.performance).join(' ')}), LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms (runs ${r.runs.map((x) => x.tbtMs).join(' ')}), CLS ${r.cls}, TTI ${r.ttiMs} ms`,
    );
    console.log(`  ${describeOwnCore(r)}`);
    console.log(`  long tasks: ${describeLongTasks(r.longTasks)}`);
    console.log(`  ${describeBlockingTasks(r.blocking)}`);
    console.log(
      `  main thread by script: ${r.bootup
        .slice(0, 5)
        .map((b) => `${b.script} ${b.totalMs} ms`)
        .join('; ')}`,
    );
  };
  await withLighthouseChrome(async (port) => {
    for (const path of paths.length ? paths : ['/', '/product/mars-hub', '/blog/what-is-edge-ai', '/privacy-policy'])
      await measure(port, path, `${site}${path}`);
    if (floor)
      await withFloorPage(site, async (urls) => {
        await measure(port, '(does nothing, bare)', urls.bare);
        await measure(port, '(does nothing, COOP)', urls.withOpenerPolicy);
      });
  });
}
