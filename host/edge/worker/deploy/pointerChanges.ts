/**
 * The deploy calls that move a pointer: promote (to everyone, or as a canary), roll back, end a
 * canary by hand. Each target release is first read back from the bucket and checked against what
 * was published (releases/verify.ts; never overridden) and, for the host, for the places its pages are
 * composed into (pages/shellPlaces.ts; never overridden either), then held to the gate (gate.ts) and
 * the CLI's smoke-check findings, which `force` overrides and the pointer's events record.
 */
import { canaryStanding } from '../canary/job';
import { policyFrom } from '../canary/verdict';
import { messageOf } from '../http/responses';
import { shellProblems } from '../pages/shellPlaces';
import { type PointersBindings, refreshPointers } from '../releases/livePointers';
import type { PointersCalls } from '../releases/pointers';
import { listReleases, RELEASE_ID, RELEASE_RECORD, releaseKey, storedRecord } from '../releases/store';
import { type BucketCheck, storedReleaseRefusal, verifyStoredRelease } from '../releases/verify';
import { json, problem } from './answers';
import { gateProblems } from './gate';

/** What these calls need of the Worker's bindings. */
export interface DeployBindings extends PointersBindings {
  RELEASES: R2Bucket;
  RUM?: D1Database;
  CANARY_POLICY?: unknown;
}

type PointersStub = PointersCalls;

/**
 * What the CLI's smoke check found, sent with the promote: refusals like the gate's, so a forced
 * promote's record says what it overrode. Bounded: at most 20 sentences of 300 characters.
 */
function smokeFindings(smoke: unknown): string[] {
  if (!Array.isArray(smoke)) return [];
  return smoke
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .slice(0, 20)
    .map((s) => `smoke check: ${s.slice(0, 300)}`);
}

/** The pointers object could not be reached (an outage, not a refusal): Cloudflare marks such errors retryable or overloaded. */
const unreachable = (err: unknown) => {
  const e = err as { retryable?: boolean; overloaded?: boolean } | null;
  return (
    Boolean(e?.retryable || e?.overloaded) || /unavailable|took longer than|Network connection lost|Durable Object/i.test(messageOf(err))
  );
};

/** A change the pointers refused (409, their reason), or could not take at all (503: nothing changed, try again). */
const pointersProblem = (err: unknown) =>
  unreachable(err)
    ? problem(503, `The live pointers cannot be reached right now (${messageOf(err)}). Nothing was changed: try again shortly.`)
    : problem(409, messageOf(err));

/** The change is made: this edge's copy follows at once; if that read fails, within the read bound anyway. */
const refreshHere = (env: DeployBindings) =>
  refreshPointers(env).catch((err) => console.error(`[deploy] pointers not refreshed here: ${messageOf(err)}`));

const refusedByBucket = (app: string, id: string, verified: BucketCheck) =>
  json(409, { error: storedReleaseRefusal(app, id, verified.problems), verified });

/** POST …/promote `{ id?, expect?, canary?, force?, smoke? }`: the release (default: the newest) live, or a canary of it. */
export async function promote(request: Request, env: DeployBindings, pointers: PointersStub, app: string): Promise<Response> {
  const bucket = env.RELEASES;
  try {
    const body = (await request.json().catch(() => ({}))) as {
      id?: string;
      expect?: string | null;
      canary?: unknown;
      force?: unknown;
      smoke?: unknown;
    };
    const target = body?.id ?? (await listReleases(bucket, app))[0]?.id;
    if (!target) return problem(409, `${app} has no published release: run release first.`);
    const record = RELEASE_ID.test(target) ? await storedRecord(bucket, app, target) : null;
    if (!record) return problem(404, `${app} has no release "${target}" (see: releases ${app}).`);
    if (body?.canary !== undefined && app === 'host')
      return problem(400, 'The host is on every page: promote it to everyone (canaries are per remote).');
    // What visitors would load, as the bucket holds it now: never overridden by force.
    const verified = await verifyStoredRelease(bucket, app, target);
    if (verified.problems.length) return refusedByBucket(app, target, verified);
    // A host whose pages cannot be composed would answer every page with an error: never overridden either.
    const shell = app === 'host' ? await shellProblems(bucket, target) : [];
    if (shell.length)
      return json(409, {
        error: `${app} ${target} refused: the edge cannot compose its pages:\n- ${shell.join('\n- ')}\n(--force cannot override this: build the host with its index.html and shell from this repository.)`,
        refusals: shell,
      });
    // The gate: what cannot work with the live releases is refused, unless forced (and recorded).
    const refusals = [...(await gateProblems(bucket, await pointers.read(), app, target)), ...smokeFindings(body?.smoke)];
    if (refusals.length && body?.force !== true)
      return json(409, {
        error: `${app} ${target} refused:\n- ${refusals.join('\n- ')}\n(--force overrides; it is recorded with the pointer)`,
        refusals,
      });
    const options = {
      // The record this promote checked: one retention removed since is refused (releases/pointers.ts).
      publishedAt: record.publishedAt,
      ...(body?.expect === undefined ? {} : { expect: body.expect }),
      ...(refusals.length ? { forced: refusals } : {}),
    };
    const pointer =
      body?.canary !== undefined
        ? await pointers.startCanary(app, target, Number(body.canary), options)
        : await pointers.promote(app, target, options);
    await refreshHere(env);
    return json(200, { ...pointer, verified });
  } catch (err) {
    return pointersProblem(err);
  }
}

/** POST …/rollback: the release live before the current one, if the store still holds it as published. */
export async function rollback(env: DeployBindings, pointers: PointersStub, app: string): Promise<Response> {
  const bucket = env.RELEASES;
  try {
    // Only back to a release the store still has, and only from the release that was checked.
    const live = (await pointers.read()).apps[app];
    const target = live?.history[0];
    let verified: BucketCheck | null = null;
    // Asked of the bucket itself, not of this isolate's copy of what it once read.
    if (target && !(await bucket.head(releaseKey(app, target, RELEASE_RECORD))))
      return problem(
        409,
        `${app} cannot roll back to ${target}: that release is not in the store. Promote a published release instead (see: releases ${app}).`,
      );
    if (target) {
      verified = await verifyStoredRelease(bucket, app, target);
      if (verified.problems.length) return refusedByBucket(app, target, verified);
    }
    const pointer = await pointers.rollback(app, { expect: live?.current ?? null });
    await refreshHere(env);
    return json(200, { ...pointer, verified });
  } catch (err) {
    return pointersProblem(err);
  }
}

/** GET …/canary: the running canary beside stable — figures, verdict so far — and the app's events. */
export async function canaryStatus(env: DeployBindings, pointers: PointersStub, app: string): Promise<Response> {
  const live = (await pointers.read()).apps[app];
  const events = (await pointers.events()).filter((e) => e.app === app);
  if (!live?.canary) return json(200, { app, pointer: live ?? null, canary: null, events });
  const policy = policyFrom(env.CANARY_POLICY);
  const standing = env.RUM
    ? await canaryStanding({ ...env, RUM: env.RUM }, app, { ...live, canary: live.canary }, policy)
    : { canary: null, stable: null, verdict: null };
  return json(200, { app, pointer: live, ...standing, policy, events });
}

/** POST …/canary `{ action: "promote" | "abort" }`: end it by hand. */
export async function endCanary(request: Request, env: DeployBindings, pointers: PointersStub, app: string): Promise<Response> {
  const live = (await pointers.read()).apps[app];
  const body = (await request.json().catch(() => ({}))) as { action?: unknown };
  if (body?.action !== 'promote' && body?.action !== 'abort') return problem(400, 'Send { "action": "promote" } or { "action": "abort" }.');
  try {
    if (body.action === 'promote' && live?.canary) {
      const verified = await verifyStoredRelease(env.RELEASES, app, live.canary.id);
      if (verified.problems.length) return refusedByBucket(app, live.canary.id, verified);
    }
    const ended = await pointers.endCanary(app, body.action, { ...(live?.canary ? { expect: live.canary.id } : {}), reason: 'by hand' });
    await refreshHere(env);
    return json(200, ended);
  } catch (err) {
    return pointersProblem(err);
  }
}
