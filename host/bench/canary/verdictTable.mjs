#!/usr/bin/env node
/**
 * The canary verdict's guarantees, by simulation (edge/canary/simulate.mjs): for canary error rates
 * 100 %, 50 %, 10 %, 5 % and equal to stable, at stable error rates 0 % and 1 %, at a 10 % and a
 * 50 % canary — the median and 95th percentile of canary views before the abort, and the share of
 * canaries aborted (for a healthy one: the false aborts). The verdict looks after every page view.
 * "before": the fixed-sample rule it replaced (200 views a side, then a z-test every look).
 *   node host/bench/canary/verdictTable.mjs [--runs 1000] [--max 2000] [--json]
 */
import { parseArgs } from 'node:util';
import { simulateRow } from '../../edge/canary/simulate.mjs';
import { DEFAULT_POLICY, errorEvidence } from '../../edge/canary/verdict.mjs';

/** The rule before: nothing judged under 200 views a side; then more errors by 2 points and z > 2.33. */
function beforeAborts(canary, stable) {
  if (canary.samples < 200 || stable.samples < 200) return false;
  const rc = canary.errorViews / canary.samples;
  const rs = stable.errorViews / stable.samples;
  const pooled = (canary.errorViews + stable.errorViews) / (canary.samples + stable.samples);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.samples + 1 / stable.samples));
  return se > 0 && rc - rs > 0.02 && (rc - rs) / se > 2.33;
}
const afterAborts = (canary, stable) => errorEvidence(canary, stable) >= 1 / DEFAULT_POLICY.falseAbortRate;

export const RATES = [
  { stableRate: 0, canaryRates: [1, 0.5, 0.1, 0.05, 0] },
  { stableRate: 0.01, canaryRates: [1, 0.5, 0.1, 0.05, 0.01] },
];

/** Every row, before and after, at each canary share. */
export function verdictTable({ runs = 1000, maxCanaryViews = 2000, shares = [0.1, 0.5] } = {}) {
  const rows = [];
  let seed = 1;
  for (const share of shares)
    for (const { stableRate, canaryRates } of RATES)
      for (const canaryRate of canaryRates) {
        const row = { share, stableRate, canaryRate };
        for (const [name, aborts] of [
          ['before', beforeAborts],
          ['after', afterAborts],
        ])
          row[name] = simulateRow({ canaryRate, stableRate, share, runs, maxCanaryViews, seed, aborts });
        seed++;
        rows.push(row);
      }
  return rows;
}

const pct = (x) => `${Math.round(x * 1000) / 10} %`;
const views = (n, max) => (Number.isFinite(n) ? String(n) : `> ${max}`);

export function tableText(rows, { maxCanaryViews = 2000 } = {}) {
  const head = [
    '| canary share | stable errors | canary errors | before: median / p95 views to abort | before: aborted | after: median / p95 views to abort | after: aborted |',
    '|---|---|---|---|---|---|---|',
  ];
  const lines = rows.map((r) => {
    const healthy = r.canaryRate === r.stableRate;
    const cell = (s) => (healthy ? '–' : `${views(s.median, maxCanaryViews)} / ${views(s.p95, maxCanaryViews)}`);
    const aborted = (s) => `${pct(s.abortedShare)}${healthy ? ' (false aborts)' : ''}`;
    return `| ${pct(r.share)} | ${pct(r.stableRate)} | ${healthy ? `${pct(r.canaryRate)} (= stable)` : pct(r.canaryRate)} | ${cell(r.before)} | ${aborted(r.before)} | ${cell(r.after)} | ${aborted(r.after)} |`;
  });
  return [...head, ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
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
