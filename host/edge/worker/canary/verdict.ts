/**
 * The canary verdict: compares a canary's figures with the stable release's over the same time and
 * says whether to wait, abort (roll the canary back) or promote it to everyone. Pure: the clock and
 * the figures come in, a decision with its reason goes out.
 *
 * Errors are judged sequentially, from the first view: the verdict may look after every page view,
 * and a canary that fails on nearly every view is pulled after a handful of them, while a healthy one
 * is aborted by chance in at most `falseAbortRate` of canaries however often it is looked at (see
 * errorEvidence). The p75s need `minSamples` views a side first (a p75 of a few views is noise, and
 * a slower release is not a broken one: it can wait for data). A canary is promoted after its
 * healthy time only if its errors show no lean towards failing more often (evidence below 1).
 */
import type { ErrorCounts, Figures } from '../rum/releaseFigures';

/** Safe defaults; each can be changed with the edge's CANARY_POLICY variable (JSON). */
export interface CanaryPolicy {
  intervalMs: number;
  falseAbortRate: number;
  minSamples: number;
  slowerRatio: number;
  lcpFloorMs: number;
  inpFloorMs: number;
  clsMargin: number;
  healthyForMs: number;
}

export const DEFAULT_POLICY: CanaryPolicy = {
  /** How often the verdict job runs (production: the Cron Trigger; locally, the start script's timer). */
  intervalMs: 60_000,
  /**
   * The most healthy canaries ever aborted by chance (1 %): a canary is aborted once the evidence
   * that its views fail more often than stable's reaches 1 / this (100).
   */
  falseAbortRate: 0.01,
  /** Page views each side needs before the p75s are compared and before a canary can be promoted. */
  minSamples: 200,
  /** p75 LCP / INP worse by more than this share and by at least the floor. */
  slowerRatio: 0.2,
  lcpFloorMs: 250,
  inpFloorMs: 50,
  /** p75 CLS worse by more than this. */
  clsMargin: 0.05,
  /** A canary healthy for this long (with enough samples) is promoted to everyone. */
  healthyForMs: 30 * 60_000,
};

/** The policy a CANARY_POLICY variable (JSON, or its value) makes: the defaults, with each valid number it names. */
export function policyFrom(value: unknown): CanaryPolicy {
  const given: Record<string, unknown> =
    typeof value === 'string' ? JSON.parse(value) : ((value as Record<string, unknown> | null | undefined) ?? {});
  const policy = { ...DEFAULT_POLICY };
  for (const [key, v] of Object.entries(given))
    if (key in DEFAULT_POLICY && typeof v === 'number' && Number.isFinite(v) && v >= 0) policy[key as keyof CanaryPolicy] = v;
  policy.falseAbortRate = Math.min(Math.max(policy.falseAbortRate, 1e-9), 0.5);
  return policy;
}

// ln Γ(k + ½) and ln Γ(n + 1) for whole k and n, built up once (Γ(x + 1) = x Γ(x)) and kept: the
// verdict and the simulations look them up millions of times.
const lnGammaHalf = [0.5 * Math.log(Math.PI)];
const lnFactorial = [0];
function grow(table: number[], n: number, step: (i: number) => number): number {
  while (table.length <= n) table.push((table[table.length - 1] as number) + Math.log(step(table.length)));
  return table[n] as number;
}
const lnGammaPlusHalf = (k: number) => grow(lnGammaHalf, k, (i) => i - 0.5);
const lnGammaPlusOne = (n: number) => grow(lnFactorial, n, (i) => i);

/**
 * ln of the probability that a Bernoulli sequence with `k` failures in `n` has under the
 * Krichevsky–Trofimov mixture (rate ~ Beta(½, ½)): predicting each view from the ones before it.
 */
const lnMixture = (k: number, n: number) => lnGammaPlusHalf(k) + lnGammaPlusHalf(n - k) - lnGammaPlusOne(n) - Math.log(Math.PI);
/** ln of the probability of `k` failures in `n` at rate `p` (0 · ln 0 = 0). */
const lnAt = (k: number, n: number, p: number) => (k ? k * Math.log(p) : 0) + (n - k ? (n - k) * Math.log(1 - p) : 0);

/**
 * The evidence that the canary's views fail more often than the stable release's: an e-value
 * (universal inference, Wasserman, Ramdas & Balakrishnan 2020). Its numerator is how likely both
 * sides' outcomes are when each side's failure rate is learnt from its own views (the mixture
 * above); its denominator, how likely they are at best if the canary fails no more often than
 * stable (the pooled rate when the canary's observed rate is higher; each side's own otherwise).
 * For every pair of true rates with canary ≤ stable, the evidence is at most a nonnegative
 * martingale with mean 1 over the views, so it ever reaches 1/α with probability at most α (Ville's
 * inequality) — however many times it is looked at, at whatever traffic split. It depends only on
 * the counts, so the job and the collector can compute it from the figures they already read.
 */
export function errorEvidence(canary: ErrorCounts, stable: ErrorCounts): number {
  const [kc, nc, ks, ns] = [canary.errorViews, canary.samples, stable.errorViews, stable.samples];
  if (!nc || !ns) return nc ? Math.min(1, Math.exp(lnMixture(kc, nc) - lnAt(kc, nc, kc / nc))) : 1;
  const rc = kc / nc;
  const rs = ks / ns;
  const pooled = (kc + ks) / (nc + ns);
  const nullBest = rc > rs ? lnAt(kc, nc, pooled) + lnAt(ks, ns, pooled) : lnAt(kc, nc, rc) + lnAt(ks, ns, rs);
  return Math.exp(lnMixture(kc, nc) + lnMixture(ks, ns) - nullBest);
}

const fmt = (n: number | null, unit = '') => (n === null ? '–' : `${Math.round(n * 1000) / 1000}${unit}`);
const evidenceText = (e: number, policy: CanaryPolicy) => {
  const shown = e >= 10 ? Math.round(e).toLocaleString('en-US') : e.toFixed(e >= 1 ? 1 : 2);
  return `evidence ${shown} of ${Math.round(1 / policy.falseAbortRate)} needed`;
};
/** "6 of 6 canary views failed; stable 0 of 58" */
const errorsText = (canary: ErrorCounts, stable: ErrorCounts) =>
  `${canary.errorViews} of ${canary.samples} canary view${canary.samples === 1 ? '' : 's'} failed; stable ${stable.errorViews} of ${stable.samples}`;

/** What the verdict decided, and why in words. */
export interface Verdict {
  action: 'wait' | 'abort' | 'promote';
  reason: string;
  evidence: number;
}

export function verdict({
  canary,
  stable,
  startedAt,
  now,
  policy = DEFAULT_POLICY,
}: {
  canary: Figures;
  stable: Figures;
  startedAt: number;
  now: number;
  policy?: CanaryPolicy;
}): Verdict {
  const evidence = errorEvidence(canary, stable);
  if (evidence >= 1 / policy.falseAbortRate)
    return { action: 'abort', reason: `aborted after ${errorsText(canary, stable)} (${evidenceText(evidence, policy)})`, evidence };

  if (canary.samples < policy.minSamples || stable.samples < policy.minSamples)
    return {
      action: 'wait',
      reason: `no clear difference in errors yet: ${errorsText(canary, stable)} (${evidenceText(evidence, policy)}); speed is compared and a promotion considered from ${policy.minSamples} views a side`,
      evidence,
    };

  for (const [name, floor] of [
    ['LCP', policy.lcpFloorMs],
    ['INP', policy.inpFloorMs],
  ] as const) {
    const c = canary.p75[name];
    const s = stable.p75[name];
    if (c !== null && s !== null && c > s * (1 + policy.slowerRatio) && c - s >= floor)
      return { action: 'abort', reason: `slower ${name}: p75 ${fmt(c, ' ms')} against ${fmt(s, ' ms')}`, evidence };
  }
  const c = canary.p75.CLS;
  const s = stable.p75.CLS;
  if (c !== null && s !== null && c - s > policy.clsMargin)
    return { action: 'abort', reason: `more layout shift: p75 CLS ${fmt(c)} against ${fmt(s)}`, evidence };

  // Time alone never promotes a canary whose views so far fail more often than stable's (the
  // evidence leans its way, short of an abort): it waits until more views clear it or abort it.
  // Between equal releases the evidence sinks far below 1 as views come (0.001 at 300 views).
  if (evidence >= 1)
    return {
      action: 'wait',
      reason: `more errors than stable so far: ${errorsText(canary, stable)} (${evidenceText(evidence, policy)}); not promoted until more views clear it`,
      evidence,
    };
  const healthyFor = now - startedAt;
  if (healthyFor >= policy.healthyForMs)
    return { action: 'promote', reason: `healthy for ${Math.round(healthyFor / 1000)} s: ${errorsText(canary, stable)}`, evidence };
  return {
    action: 'wait',
    reason: `healthy so far: ${errorsText(canary, stable)}; promoted after ${Math.round(policy.healthyForMs / 1000)} s`,
    evidence,
  };
}
