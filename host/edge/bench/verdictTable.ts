/**
 * The canary verdict's guarantees, by simulation (testing/canarySimulation.ts): for canary error rates
 * 100 %, 50 %, 10 %, 5 % and equal to stable, at stable error rates 0 % and 1 %, at a 10 % and a
 * 50 % canary — the median and 95th percentile of canary views before the abort, and the share of
 * canaries aborted (for a healthy one: the false aborts). The verdict looks after every page view.
 * "before": the fixed-sample rule it replaced (200 views a side, then a z-test every look).
 *   pnpm --filter @mars/edge exec tsx bench/verdictTable.ts [--runs 1000] [--max 2000] [--json]
 */
import { parseArgs } from 'node:util';
import { type SimulatedRow, simulateRow } from '../testing/canarySimulation';
import { DEFAULT_POLICY, errorEvidence } from '../worker/canary/verdict';
import type { ErrorCounts } from '../worker/rum/releaseFigures';

/** The rule before: nothing judged under 200 views a side; then more errors by 2 points and z > 2.33. */
function beforeAborts(canary: ErrorCounts, stable: ErrorCounts): boolean {
  if (canary.samples < 200 || stable.samples < 200) return false;
  const rc = canary.errorViews / canary.samples;
  const rs = stable.errorViews / stable.samples;
  const pooled = (canary.errorViews + stable.errorViews) / (canary.samples + stable.samples);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.samples + 1 / stable.samples));
  return se > 0 && rc - rs > 0.02 && (rc - rs) / se > 2.33;
}
const afterAborts = (canary: ErrorCounts, stable: ErrorCounts): boolean =>
  errorEvidence(canary, stable) >= 1 / DEFAULT_POLICY.falseAbortRate;

export const RATES = [
  { stableRate: 0, canaryRates: [1, 0.5, 0.1, 0.05, 0] },
  { stableRate: 0.01, canaryRates: [1, 0.5, 0.1, 0.05, 0.01] },
];

/** Every row, before and after, at each canary share. */
export interface VerdictRow {
  share: number;
  stableRate: number;
  canaryRate: number;
  before: SimulatedRow;
  after: SimulatedRow;
}

export function verdictTable({ runs = 1000, maxCanaryViews = 2000, shares = [0.1, 0.5] } = {}): VerdictRow[] {
  const rows: VerdictRow[] = [];
  let seed = 1;
  for (const share of shares)
    for (const { stableRate, canaryRates } of RATES)
      for (const canaryRate of canaryRates) {
        const simulate = (aborts: (c: ErrorCounts, s: ErrorCounts) => boolean) =>
          simulateRow({ canaryRate, stableRate, share, runs, maxCanaryViews, seed, aborts });
        rows.push({ share, stableRate, canaryRate, before: simulate(beforeAborts), after: simulate(afterAborts) });
        seed++;
      }
  return rows;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
const views = (n: number, max: number) => (Number.isFinite(n) ? String(n) : `> ${max}`);

export function tableText(rows: VerdictRow[], { maxCanaryViews = 2000 } = {}): string {
  const head = [
    '| canary share | stable errors | canary errors | before: median / p95 views to abort | before: aborted | after: median / p95 views to abort | after: aborted |',
    '|---|---|---|---|---|---|---|',
  ];
  const lines = rows.map((r) => {
    const healthy = r.canaryRate === r.stableRate;
    const cell = (s: SimulatedRow) => (healthy ? '–' : `${views(s.median, maxCanaryViews)} / ${views(s.p95, maxCanaryViews)}`);
    const aborted = (s: SimulatedRow) => `${pct(s.abortedShare)}${healthy ? ' (false aborts)' : ''}`;
    return `| ${pct(r.share)} | ${pct(r.stableRate)} | ${healthy ? `${pct(r.canaryRate)} (= stable)` : pct(r.canaryRate)} | ${cell(r.before)} | ${aborted(r.before)} | ${cell(r.after)} | ${aborted(r.after)} |`;
  });
  return [...head, ...lines].join('\n');
}

if (process.argv[1]?.endsWith('verdictTable.ts')) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, max: { type: 'string' }, json: { type: 'boolean' } } });
  const options = { runs: Number(values.runs ?? 1000), maxCanaryViews: Number(values.max ?? 2000) };
  const started = Date.now();
  const rows = verdictTable(options);
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(
      `canary verdict, ${options.runs} simulated canaries a row, up to ${options.maxCanaryViews} canary views each, a look after every view:\n`,
    );
    console.log(tableText(rows, options));
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
