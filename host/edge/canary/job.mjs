/**
 * The verdict job (the Worker's `scheduled` handler, once a minute): for every app with a canary, the
 * canary's and the stable release's figures since the canary started, the verdict, and — when it says
 * so — the end of the canary, conditional on it still being the same release (compare-and-swap),
 * recorded with the figures in the pointer's events.
 *
 * The collector also asks for a verdict at once (judgeSoon) when a report says a canary's remote
 * failed on a page: the verdict may look after every view (verdict.mjs), so a release that fails on
 * every view is pulled by the report that tips the evidence, not up to a minute later. Only failing
 * canary views ask, so a healthy canary costs nothing more than the minute's job.
 */
import { refreshPointers } from '../releases/livePointers.mjs';
import { pointersOf } from '../releases/pointers.mjs';
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

/**
 * What the job decided for each canary, for the log and the tests.
 * @param {{ only?: string[] }} [options] only these apps' canaries (the collector's ask)
 */
export async function runVerdicts(env, now = Date.now(), { only } = {}) {
  const policy = policyFrom(env.CANARY_POLICY);
  const pointers = pointersOf(env);
  const state = await pointers.read();
  const decisions = [];
  for (const [app, pointer] of Object.entries(state.apps)) {
    if (!pointer.canary || !env.RUM || (only && !only.includes(app))) continue;
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
  if (decisions.some((d) => d.action !== 'wait'))
    await refreshPointers(env).catch((err) => console.error(`[canary] pointers not refreshed here: ${err.message}`));
  return decisions;
}

/** Per isolate: the app whose verdict is running now, and whether another report asked meanwhile. */
const asked = new Map();

/**
 * A verdict for these apps' canaries now. One run per app at a time in this isolate; asks that come
 * while it runs make one more run after it, so the last report is always judged. The caller keeps the
 * returned promise alive (ctx.waitUntil); an ask that only joins a running one returns at once.
 */
export function judgeSoon(env, apps) {
  const runs = [];
  for (const app of apps) {
    const running = asked.get(app);
    if (running) {
      running.again = true;
      continue;
    }
    const entry = { again: true };
    asked.set(app, entry);
    runs.push(
      (async () => {
        try {
          while (entry.again) {
            entry.again = false;
            await runVerdicts(env, Date.now(), { only: [app] });
          }
        } catch (err) {
          console.error(`[canary] ${app}: verdict on a report failed: ${err?.message ?? err}`);
        } finally {
          asked.delete(app);
        }
      })(),
    );
  }
  return Promise.all(runs);
}
