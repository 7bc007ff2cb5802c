/**
 * The verdict job (the Worker's `scheduled` handler, once a minute): for every app with a canary, the
 * canary's and the stable release's figures since the canary started, the verdict, and — when it says
 * so — the end of the canary, conditional on it still being the same release (compare-and-swap),
 * recorded with the figures in the pointer's events.
 *
 * The collector also asks for a verdict at once (judgeSoon) when a report says a canary's remote
 * failed on a page: the verdict may look after every view (verdict.ts), so a release that fails on
 * every view is pulled by the report that tips the evidence, not up to a minute later. Only failing
 * canary views ask, so a healthy canary costs nothing more than the minute's job.
 */

import { messageOf } from '../http/responses';
import { type PointersBindings, refreshPointers } from '../releases/livePointers';
import type { AppPointer, Canary, Json } from '../releases/pointerState';
import { pointersOf } from '../releases/pointers';
import { verifyStoredRelease } from '../releases/verify';
import type { Figures } from '../rum/releaseFigures';
import { releaseFigures } from '../rum/store';
import { type CanaryPolicy, policyFrom, type Verdict, verdict } from './verdict';

/** What the job needs of the Worker's bindings. */
export interface CanaryBindings extends PointersBindings {
  RUM?: D1Database;
  RELEASES?: R2Bucket;
  CANARY_POLICY?: unknown;
}

/** A canary beside its stable release: both sides' figures and the verdict they give now. */
export interface CanaryStanding {
  canary: Figures;
  stable: Figures;
  verdict: Verdict;
}

/** One canary's verdict as the job acted on it. */
export type Decision = Verdict & { app: string; canary: string; stable: string; figures: { canary: Figures; stable: Figures } };

/**
 * A running canary beside its stable release since it started: both sides' figures and the verdict
 * they give now. What the job acts on and what `pnpm canary` shows.
 */
export async function canaryStanding(
  env: CanaryBindings & { RUM: D1Database },
  app: string,
  pointer: AppPointer & { canary: Canary },
  policy: CanaryPolicy = policyFrom(env.CANARY_POLICY),
  now = Date.now(),
): Promise<CanaryStanding> {
  const since = Date.parse(pointer.canary.startedAt);
  const [canary, stable] = await Promise.all([
    releaseFigures(env.RUM, app, pointer.canary.id, since),
    releaseFigures(env.RUM, app, pointer.current, since),
  ]);
  return { canary, stable, verdict: verdict({ canary, stable, startedAt: since, now, policy }) };
}

/** What the job decided for each canary, for the log and the tests; `only`: these apps' canaries (the collector's ask). */
export async function runVerdicts(env: CanaryBindings, now = Date.now(), { only }: { only?: string[] } = {}): Promise<Decision[]> {
  const policy = policyFrom(env.CANARY_POLICY);
  const pointers = pointersOf(env);
  const state = await pointers.read();
  const decisions: Decision[] = [];
  const rum = env.RUM;
  for (const [app, pointer] of Object.entries(state.apps)) {
    const running = pointer.canary;
    if (!running || !rum || (only && !only.includes(app))) continue;
    const {
      canary,
      stable,
      verdict: decision,
    } = await canaryStanding({ ...env, RUM: rum }, app, { ...pointer, canary: running }, policy, now);
    decisions.push({ app, canary: running.id, stable: pointer.current, ...decision, figures: { canary, stable } });
    if (decision.action === 'wait') continue;
    let action: 'promote' | 'abort' = decision.action;
    let reason = decision.reason;
    // A canary goes to everyone only as it was published: one changed in the bucket meanwhile is taken back.
    if (action === 'promote' && env.RELEASES) {
      const { problems } = await verifyStoredRelease(env.RELEASES, app, running.id);
      if (problems.length) {
        action = 'abort';
        reason = `the store does not hold what was published: ${problems.join('; ')}`;
      }
    }
    try {
      await pointers.endCanary(app, action, {
        expect: running.id,
        reason: `verdict: ${reason}`,
        figures: { canary, stable } as unknown as Json,
      });
      console.log(`[canary] ${app} ${running.id}: ${action === 'abort' ? 'rolled back' : 'promoted'} — ${reason}`);
    } catch (err) {
      // Someone ended or replaced it meanwhile: their change stands.
      console.log(`[canary] ${app}: left as it is (${messageOf(err)})`);
    }
  }
  if (decisions.some((d) => d.action !== 'wait'))
    await refreshPointers(env).catch((err) => console.error(`[canary] pointers not refreshed here: ${messageOf(err)}`));
  return decisions;
}

/** Per isolate: the app whose verdict is running now, and whether another report asked meanwhile. */
const asked = new Map<string, { again: boolean }>();

/**
 * A verdict for these apps' canaries now. One run per app at a time in this isolate; asks that come
 * while it runs make one more run after it, so the last report is always judged. The caller keeps the
 * returned promise alive (ctx.waitUntil); an ask that only joins a running one returns at once.
 */
export function judgeSoon(env: CanaryBindings, apps: string[]): Promise<unknown> {
  const runs: Promise<void>[] = [];
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
          console.error(`[canary] ${app}: verdict on a report failed: ${messageOf(err)}`);
        } finally {
          asked.delete(app);
        }
      })(),
    );
  }
  return Promise.all(runs);
}
