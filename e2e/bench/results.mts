/**
 * Every run writes its results file, e2e/.bench/results.json (git ignores it); a full run publishes
 * it as docs/benchmarks.json, and docs/benchmarks.md generated from it (its tests check the two agree).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kb, type oneBundleBaseline, type PageBytes } from './bytes.mts';
import type { Load } from './edgeLoad.mts';
import type { LighthouseFigures } from './lighthouse.mts';
import type { EarlyTaps } from './phone.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PUBLISHED = { json: path.join(ROOT, 'docs/benchmarks.json'), page: path.join(ROOT, 'docs/benchmarks.md') };

type Run = { commit: string; date: string; quick: boolean; runs: { lighthouse: number; earlyTaps: number; bytes: number } };
/** The median of every benchmarkIndex the run read, their range, the CPU slowdown the median gives. */
type Host = { benchmarkIndex: number; benchmarkIndexRange: number[]; multiplier: number; cores: number };
type Page = LighthouseFigures & { path: string; status: number; htmlGzipBytes: number | null };
type Figures = { lighthouse?: Record<string, Page>; earlyTaps?: EarlyTaps[]; bytes?: PageBytes; edge?: Record<string, Load> };
export type Results = Run & Host & Figures & { oneBundle?: Awaited<ReturnType<typeof oneBundleBaseline>> };

export function writeResults(results: Results, { publish }: { publish: boolean }): void {
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const files = [[path.join(ROOT, 'e2e/.bench/results.json'), json]];
  if (publish) files.push([PUBLISHED.json, json], [PUBLISHED.page, renderPage(results)]);
  for (const [file = '', text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text ?? '');
  }
}

export const readPublished = (): Results => JSON.parse(readFileSync(PUBLISHED.json, 'utf8'));

const n = (x: number) => x.toLocaleString('en-US');
const ms = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${n(x)} ms`);
const cpu = (c?: { benchmarkIndex: number; multiplier: number }) => (c ? `${n(c.benchmarkIndex)} → ${c.multiplier}×` : '–');
const named = (name: string, p: string) => (p.startsWith('/') ? `${name} \`${p}\``.trim() : name || p);
const table = (title: string, head: string, rows: string[]) =>
  rows.length ? [`### ${title}\n`, `| ${head} |`, `|${head.replace(/[^|]+/g, '---')}|`, ...rows].join('\n') : '';

/** The figures as Markdown tables: the page's body, and the bench's closing summary. */
export function renderTables(r: Results): string {
  const lighthouse = Object.entries(r.lighthouse ?? {}).map(([name, p]) => {
    const [html, tbt] = [p.htmlGzipBytes === null ? '–' : kb(p.htmlGzipBytes), `${ms(p.tbtMs)} (${p.runs.map((x) => x.tbtMs).join(', ')})`];
    const scores = `${p.performance} | ${p.accessibility} | ${p.seo} | ${ms(p.lcpMs)} | ${p.cls}`;
    return `| ${named(name, p.path)} | ${html} | ${scores} | ${tbt} | ${p.ownCorePerformance}, ${ms(p.ownCoreTbtMs)} | ${cpu(p)} |`;
  });
  const taps = r.earlyTaps ?? [];
  const tap = (t?: EarlyTaps) => (t ? `${ms(t.worstMs)} (${ms(t.p75Ms)})` : '–');
  // Runs from before the page's own was read have neither; the first such run kept the hold to the µs.
  const own = (t?: EarlyTaps) => ms(t?.ownWorstMs);
  const whole = (x: number | null) => (x === null ? null : Math.round(x));
  const wait = (t?: EarlyTaps) => (t?.devtoolsWaitMs ? `${ms(whole(t.devtoolsWaitMs.p50))} / ${ms(whole(t.devtoolsWaitMs.max))}` : '–');
  const earlyTaps = [...new Set(taps.map((t) => t.path))].map((p) => {
    const [reading, reaching] = ['reading', 'reaching'].map((way) => taps.find((t) => t.path === p && t.way === way));
    const reach = `${ms(reaching?.reachMs)} | ${reaching ? kb(reaching.jsBytes ?? 0) : '–'}`;
    const owns = `${own(reading)}, ${own(reaching)} | ${wait(reading)}, ${wait(reaching)}`;
    return `| ${named('', p)} | ${tap(reading)} | ${tap(reaching)} | ${owns} | ${reach} | ${cpu((reading ?? reaching)?.calibration)} |`;
  });
  const bytes = Object.entries(r.bytes ?? {}).map(([p, b]) => {
    const one = r.oneBundle?.[p];
    const oneBundle = one ? `${kb(one.jsBytes)} (${one.jsFiles}) | ${one.ratio ? `×${one.ratio}` : '–'}` : '– | –';
    return `| \`${p}\` | ${kb(b.jsBytes)} (${b.jsFiles}) | ${oneBundle} | ${kb(b.mediaBytes)} | ${b.requests} |`;
  });
  const edge = r.edge ?? {};
  const load = (l?: Load) => (l ? `${n(l.rps)}/s, ${l.p50} / ${l.p99} ms` : '–');
  const loads = [...new Set(Object.keys(edge).map((k) => k.replace(/ @\d+$/, '')))].map(
    (l) => `| ${l} | ${edge[`${l} @8`]?.requests ?? '–'} | ${load(edge[`${l} @8`])} | ${load(edge[`${l} @20`])} |`,
  );
  return [
    table(
      `Lighthouse (mobile, simulated throttling; median of ${r.runs.lighthouse}, each run at its own BI)`,
      'page | HTML (gzip) | perf | a11y | SEO | LCP | CLS | TBT (runs) | on its own core: perf, TBT | BI → CPU',
      lighthouse,
    ),
    table(
      `The early taps (the phone; the worst interaction, median of ${r.runs.earlyTaps}; in brackets, p75 of every tap)`,
      "page | reading | reaching | the page's own: reading, reaching | DevTools held a tap: p50 / max | the reach itself | JS by 5 s, reaching | BI → CPU",
      earlyTaps,
    ),
    table(
      `Bytes before any input (the phone, 10 s untouched; as sent; median of ${r.runs.bytes})`,
      'page | JS (files) | one bundle: JS (files) | federated ÷ one bundle | media | requests',
      bytes,
    ),
    table(
      'The edge under load (loopback; requests a second, p50 / p99 latency)',
      'load | requests | 8 connections | 20 connections',
      loads,
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** docs/benchmarks.md: the run's calibration, its tables, and how to read a figure from another machine. */
export const renderPage = (r: Results): string => `# Benchmarks

Generated by \`pnpm bench\` from its last full run, \`docs/benchmarks.json\`: never edited by hand.
What each figure measures and how to run the bench: \`e2e/README.md\`, "Benchmarks".

Commit \`${r.commit}\`, ${r.date.slice(0, 10)}, a host of ${r.cores} cores: its benchmarkIndex (BI)
${n(r.benchmarkIndex)} (${r.benchmarkIndexRange.map(n).join('–')} over the run), so the phone's CPU at ${r.multiplier}×.

The gates: calibrated performance ≥ 98, TBT on its own core ≤ 50 ms, early taps ≤ 100 ms (the
worst interaction) and the byte budgets (\`pnpm test:budget\`). Lighthouse's TBT as measured moves
by a hundred milliseconds and more between runs of a page on 2 cores: read it beside its floor and
its own-core figure, never gate on it. An early tap as measured includes DevTools holding it until
the page's next frame, which a finger's tap never waits for: the page's own is the same walk,
traced, each tap from when the page had it (\`e2e/bench/devtoolsWait.mts\`).

${renderTables(r)}

## Reading a figure from another machine

Every throttled figure is calibrated: the CPU is slowed by 4 × BI / 1,500, so a fast machine and a
slow one emulate the same phone, and each figure is given with the BI and the multiplier it was
taken at. Compare medians of full runs (not the quick pass), from hosts of the same number of cores
(the throttled main thread spins one). The early taps and the bytes carry across as they are. A
Lighthouse TBT does not: the floor moves with the machine as a page does, so read a page's TBT as
its distance above the floor of the same run, its own-core TBT beside it. A BI range over the run
wider than a quarter of the BI says the machine was busy: that run is not worth comparing.
`;
