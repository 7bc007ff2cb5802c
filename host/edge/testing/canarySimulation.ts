/**
 * Simulated canaries for the verdict's guarantees (worker/canary/verdict.test.ts, and `pnpm bench`'s table):
 * page views arrive one at a time, each the canary's with probability `share`, each failing with its
 * side's error rate; the verdict looks after every view — the most looks any deployment makes (the
 * collector asks after each failing view, the job once a minute), so the worst case for false
 * aborts. Seeded: the same seed gives the same table.
 */
import type { ErrorCounts } from '../worker/rum/releaseFigures';

/** A seeded uniform [0, 1) generator (mulberry32). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Aborts = (canary: ErrorCounts, stable: ErrorCounts) => boolean;

/** Canary views seen when the verdict first said abort, or null if it never did within `maxCanaryViews`. */
export function viewsToAbort({
  canaryRate,
  stableRate,
  share,
  maxCanaryViews,
  random,
  aborts,
}: {
  canaryRate: number;
  stableRate: number;
  share: number;
  maxCanaryViews: number;
  random: () => number;
  aborts: Aborts;
}): number | null {
  const canary = { samples: 0, errorViews: 0 };
  const stable = { samples: 0, errorViews: 0 };
  while (canary.samples < maxCanaryViews) {
    const side = random() < share ? canary : stable;
    side.samples++;
    if (random() < (side === canary ? canaryRate : stableRate)) side.errorViews++;
    if (aborts(canary, stable)) return canary.samples;
  }
  return null;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;

/** One row of the table; median and p95 of canary views before abort over all runs (Infinity: not aborted within `maxCanaryViews`). */
export interface SimulatedRow {
  runs: number;
  aborted: number;
  abortedShare: number;
  median: number;
  p95: number;
}

/** One row of the table: `runs` canaries at these rates. */
export function simulateRow({
  canaryRate,
  stableRate,
  share,
  runs,
  maxCanaryViews,
  seed,
  aborts,
}: {
  canaryRate: number;
  stableRate: number;
  share: number;
  runs: number;
  maxCanaryViews: number;
  seed: number;
  aborts: Aborts;
}): SimulatedRow {
  const random = seeded(seed);
  const views: number[] = [];
  for (let i = 0; i < runs; i++) {
    const n = viewsToAbort({ canaryRate, stableRate, share, maxCanaryViews, random, aborts });
    views.push(n ?? Number.POSITIVE_INFINITY);
  }
  views.sort((a, b) => a - b);
  const aborted = views.filter(Number.isFinite).length;
  return { runs, aborted, abortedShare: aborted / runs, median: quantile(views, 0.5), p95: quantile(views, 0.95) };
}
