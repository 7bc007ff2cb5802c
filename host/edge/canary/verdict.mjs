/**
 * The canary verdict: compares a canary's figures with the stable release's over the same time and
 * says whether to wait, abort (roll the canary back) or promote it to everyone. Pure: the clock and
 * the figures come in, a decision with its reason goes out.
 */

/** Safe defaults; each can be changed with the edge's CANARY_POLICY variable (JSON). */
export const DEFAULT_POLICY = {
  /** How often the verdict job runs (production: the Cron Trigger; locally, the start script's timer). */
  intervalMs: 60_000,
  /** Page views each side needs before anything is judged. */
  minSamples: 200,
  /** "Clearly more errors": the canary's rate above the stable one by this much (share of views)… */
  errorRateMargin: 0.02,
  /** …and significant: one-sided two-proportion z-test above this (2.33 ≈ 99 %). */
  errorZ: 2.33,
  /** p75 LCP / INP worse by more than this share and by at least the floor. */
  slowerRatio: 0.2,
  lcpFloorMs: 250,
  inpFloorMs: 50,
  /** p75 CLS worse by more than this. */
  clsMargin: 0.05,
  /** A canary healthy for this long (with enough samples) is promoted to everyone. */
  healthyForMs: 30 * 60_000,
};

export function policyFrom(value) {
  const given = typeof value === 'string' ? JSON.parse(value) : (value ?? {});
  const policy = { ...DEFAULT_POLICY };
  for (const [key, v] of Object.entries(given))
    if (key in DEFAULT_POLICY && typeof v === 'number' && Number.isFinite(v) && v >= 0) policy[key] = v;
  return policy;
}

/** One-sided z of "a's rate is higher than b's" (0 when there is nothing to compare). */
export function errorZ(a, b) {
  if (!a.samples || !b.samples) return 0;
  const pooled = (a.errorViews + b.errorViews) / (a.samples + b.samples);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.samples + 1 / b.samples));
  if (se === 0) return 0;
  return (a.errorRate - b.errorRate) / se;
}

const fmt = (n, unit = '') => (n === null ? '–' : `${Math.round(n * 1000) / 1000}${unit}`);

/**
 * @param {{ canary: Figures, stable: Figures, startedAt: number, now: number, policy?: typeof DEFAULT_POLICY }} o
 * @typedef {{ samples: number, errorViews: number, errorRate: number, p75: { LCP: number|null, INP: number|null, CLS: number|null } }} Figures
 * @returns {{ action: 'wait' | 'abort' | 'promote', reason: string }}
 */
export function verdict({ canary, stable, startedAt, now, policy = DEFAULT_POLICY }) {
  if (canary.samples < policy.minSamples || stable.samples < policy.minSamples)
    return {
      action: 'wait',
      reason: `not enough samples yet (canary ${canary.samples}, stable ${stable.samples}, need ${policy.minSamples} each)`,
    };

  const z = errorZ(canary, stable);
  if (canary.errorRate - stable.errorRate > policy.errorRateMargin && z > policy.errorZ)
    return {
      action: 'abort',
      reason: `more errors: ${fmt(canary.errorRate * 100, '%')} of views against ${fmt(stable.errorRate * 100, '%')} (z ${fmt(z)})`,
    };

  for (const [name, floor] of [
    ['LCP', policy.lcpFloorMs],
    ['INP', policy.inpFloorMs],
  ]) {
    const c = canary.p75[name];
    const s = stable.p75[name];
    if (c !== null && s !== null && c > s * (1 + policy.slowerRatio) && c - s >= floor)
      return { action: 'abort', reason: `slower ${name}: p75 ${fmt(c, ' ms')} against ${fmt(s, ' ms')}` };
  }
  const c = canary.p75.CLS;
  const s = stable.p75.CLS;
  if (c !== null && s !== null && c - s > policy.clsMargin)
    return { action: 'abort', reason: `more layout shift: p75 CLS ${fmt(c)} against ${fmt(s)}` };

  const healthyFor = now - startedAt;
  if (healthyFor >= policy.healthyForMs)
    return { action: 'promote', reason: `healthy for ${Math.round(healthyFor / 1000)} s with ${canary.samples} views` };
  return { action: 'wait', reason: `healthy so far; promoted after ${Math.round(policy.healthyForMs / 1000)} s` };
}
