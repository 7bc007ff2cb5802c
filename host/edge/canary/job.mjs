/**
 * The verdict job (the Worker's `scheduled` handler): for every app with a canary, the canary's and
 * the stable release's figures since the canary started, the verdict, and — when it says so — the
 * end of the canary, conditional on it still being the same release (compare-and-swap), recorded
 * with the figures in the pointer's events.
 */
import { pointersOf, refreshPointers } from '../releases/pointers.mjs';
import { verifyStoredRelease } from '../releases/verify.mjs';
import { releaseFigures } from '../rum/store.mjs';
import { policyFrom, verdict } from './verdict.mjs';

/**
 * A running canary beside its stable release since it started: both sides' figures and the verdict
 * they give now. What the job acts on and what `pnpm canary` shows.
 */
export async function canaryStanding(env, app, pointer, policy = policyFrom(env.CANARY_POLICY), now = Date.now()) {
  const since = Date.parse(pointer.canary.startedAt);
  const [canary, stable] = await Promise.all([
    releaseFigures(env.RUM, app, pointer.canary.id, since),
    releaseFigures(env.RUM, app, pointer.current, since),
  ]);
  return { canary, stable, verdict: verdict({ canary, stable, startedAt: since, now, policy }) };
}

/** What the job decided for each canary, for the log and the tests. */
export async function runVerdicts(env, now = Date.now()) {
  const policy = policyFrom(env.CANARY_POLICY);
  const pointers = pointersOf(env);
  const state = await pointers.read();
  const decisions = [];
  for (const [app, pointer] of Object.entries(state.apps)) {
    if (!pointer.canary || !env.RUM) continue;
    const { canary, stable, verdict: decision } = await canaryStanding(env, app, pointer, policy, now);
    decisions.push({ app, canary: pointer.canary.id, stable: pointer.current, ...decision, figures: { canary, stable } });
    if (decision.action === 'wait') continue;
    let { action, reason } = decision;
    // A canary goes to everyone only as it was published: one changed in the bucket meanwhile is taken back.
    if (action === 'promote' && env.RELEASES) {
      const { problems } = await verifyStoredRelease(env.RELEASES, app, pointer.canary.id);
      if (problems.length) {
        action = 'abort';
        reason = `the store does not hold what was published: ${problems.join('; ')}`;
      }
    }
    try {
      await pointers.endCanary(app, action, { expect: pointer.canary.id, reason: `verdict: ${reason}`, figures: { canary, stable } });
      console.log(`[canary] ${app} ${pointer.canary.id}: ${action === 'abort' ? 'rolled back' : 'promoted'} — ${reason}`);
    } catch (err) {
      // Someone ended or replaced it meanwhile: their change stands.
      console.log(`[canary] ${app}: left as it is (${err.message})`);
    }
  }
  if (decisions.some((d) => d.action !== 'wait')) await refreshPointers(env);
  return decisions;
}
