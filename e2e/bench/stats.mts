/** The bench's one statistics helper: every median and percentile it gives comes from here. */
type Sample = readonly (number | null | undefined)[];

/** The `q` quantile (0–1) by nearest rank, a value that was measured (nulls are runs without one); null for none. */
export function quantile(xs: Sample, q: number): number | null {
  const v = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return v[Math.max(0, Math.ceil(q * v.length) - 1)] ?? null;
}

export const median = (xs: Sample): number | null => quantile(xs, 0.5);
/** The median of each figure of `runs` (0 when no run measured it). */
export const medians = <K extends string>(runs: readonly Record<K, number | null>[], keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k])) ?? 0])) as Record<K, number>;

/** The middle one of `items` in `order` (the median run), for what one run holds beyond its figures. */
export const middle = <T,>(items: readonly T[], order: (a: T, b: T) => number): T | undefined =>
  [...items].sort(order)[Math.floor((items.length - 1) / 2)];
