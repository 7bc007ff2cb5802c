/**
 * How pages read the live pointers (which release of each app is live) without every page waiting
 * on the one Durable Object that holds them.
 *
 * The object stays the single writer — compare-and-swap, history, canaries, events — and the one
 * source of truth. Pages read copies, three layers deep:
 *   1. the isolate's copy in memory: used as it is while younger than `freshMs`;
 *   2. this location's copy in the Cache API (one per Cloudflare location, shared by its isolates):
 *      a refresh takes it when it is younger than `freshMs`, so one read of the object serves every
 *      isolate of a location for that second;
 *   3. the object itself, read by at most one refresh per isolate at a time, which writes the
 *      location's copy back.
 * A copy between `freshMs` and `revalidateMs` old is used at once while one refresh runs in the
 * background (stale-while-revalidate); an older one waits for that refresh. When the object cannot
 * be read (it throws, or takes longer than `readTimeoutMs`), the last copy — the isolate's, else the
 * location's — keeps serving pages for up to `staleIfErrorMs`, marked stale, while one refresh per
 * `revalidateMs` tries again in the background.
 *
 * A promote or rollback is visible at once through the edge that made it (it refreshes its copy and
 * its location's), and everywhere within freshMs (location copy) + revalidateMs (isolate copy) =
 * 6 s, typically ~1–2 s.
 */

import { messageOf } from '../http/responses';
import type { PointersState } from './pointerState';
import { POINTERS_LOCATION_KEY } from './pointerState';
import { type Pointers, pointersOf } from './pointers';

export interface ReadPolicy {
  freshMs: number;
  revalidateMs: number;
  readTimeoutMs: number;
  staleIfErrorMs: number;
}

/** What the read path needs of the Worker's bindings. */
export interface PointersBindings {
  POINTERS: DurableObjectNamespace<Pointers>;
  /** Tests only: other bounds (JSON). */
  POINTERS_READ_POLICY?: string | Partial<ReadPolicy>;
}

export const READ_POLICY: ReadPolicy = {
  freshMs: 1000,
  revalidateMs: 5000,
  readTimeoutMs: 2000,
  staleIfErrorMs: 24 * 60 * 60_000,
};

/** The read policy, with test overrides from POINTERS_READ_POLICY (JSON) where given. */
export function readPolicyOf(env: Pick<PointersBindings, 'POINTERS_READ_POLICY'> | undefined): ReadPolicy {
  const raw = env?.POINTERS_READ_POLICY;
  const given: Partial<Record<keyof ReadPolicy, unknown>> = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {});
  const policy = { ...READ_POLICY };
  for (const key of Object.keys(READ_POLICY) as (keyof ReadPolicy)[]) {
    const value = given[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) policy[key] = value;
  }
  return policy;
}

/** What tests add to the time (advancePointersClock), so windows pass without waiting them out. */
let clockOffsetMs = 0;
const clock = (): number => Date.now() + clockOffsetMs;

/** A copy of the pointers, and when it was read from the object. */
interface Copy {
  value: PointersState;
  fetchedAt: number;
}

/** This isolate's copy. */
let copy: Copy | null = null;
/**
 * The refresh in flight in this isolate, if one is: its number and when it started. Numbers, not a
 * promise: a promise made in one request and awaited by another is not safe on Workers — when the
 * runtime ends the request that made it (its limits, its isolate replaced), the read it had in
 * flight is cancelled and the promise never settles, so the others would wait forever. Requests
 * share values only; each waits in its own context.
 */
let refreshing: { n: number; startedAt: number } | null = null;
/** How many refreshes this isolate has started, and the highest number of one that has ended. */
let refreshesStarted = 0;
let lastEnded = 0;
/** When the last refresh failed (the object unreachable), which one it was, and why; null once one succeeds. */
let failure: { at: number; n: number; message: string } | null = null;

const locationCache = (): Cache | null => (globalThis as { caches?: CacheStorage }).caches?.default ?? null;

function keep(entry: Copy): void {
  // Never go back: a read that finishes late, or an older location copy, does not undo a newer one.
  if (!copy || entry.value.version > copy.value.version || (entry.value.version === copy.value.version && entry.fetchedAt > copy.fetchedAt))
    copy = entry;
}

async function readLocation(): Promise<Copy | null> {
  const cache = locationCache();
  const hit = cache && (await cache.match(POINTERS_LOCATION_KEY));
  return hit ? await hit.json<Copy>() : null;
}

async function writeLocation(entry: Copy, policy: ReadPolicy): Promise<void> {
  const cache = locationCache();
  if (!cache) return;
  const maxAge = Math.ceil(policy.staleIfErrorMs / 1000);
  await cache.put(
    POINTERS_LOCATION_KEY,
    new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${maxAge}` } }),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: number | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer ?? null));
}

/** Reads the object now and keeps what it says, here and in this location. */
async function readObject(env: PointersBindings, policy: ReadPolicy): Promise<Copy> {
  const value = await withTimeout(Promise.resolve(pointersOf(env).read()), policy.readTimeoutMs, 'reading the live pointers');
  const entry = { value, fetchedAt: clock() };
  keep(entry);
  failure = null;
  await writeLocation(entry, policy).catch((err) => console.error(`[edge] pointers: location copy not written: ${messageOf(err)}`));
  return entry;
}

/** Refresh `n`: the location's copy when it is fresh, else the object. Run by the request that starts it. */
async function runRefresh(env: PointersBindings, policy: ReadPolicy, n: number): Promise<void> {
  try {
    const here = await readLocation().catch(() => null);
    if (here && clock() - here.fetchedAt < policy.freshMs) {
      keep(here);
      return;
    }
    await readObject(env, policy);
  } catch (err) {
    failure = { at: clock(), n, message: messageOf(err) };
    // A cold isolate with nothing in memory: the location's copy of any age is the last known composition.
    if (!copy) {
      const here = await readLocation().catch(() => null);
      if (here) keep(here);
    }
    const age = copy ? `${Math.round((clock() - copy.fetchedAt) / 1000)} s old` : 'none';
    console.error(`[edge] pointers: read failed (${messageOf(err)}); pages use the last composition (${age})`);
    throw err;
  } finally {
    lastEnded = Math.max(lastEnded, n);
    // A refresh taken as lost and replaced that ends after all leaves its replacement in flight.
    if (refreshing?.n === n) refreshing = null;
  }
}

/** How often a request waiting on another request's refresh looks whether it has ended. */
const JOIN_POLL_MS = 5;

/** A refresh that has run this long without ending is taken as lost (its isolate's work was cut short) and run again. */
const lostAfterMs = (policy: ReadPolicy) => policy.readTimeoutMs + 1000;

/**
 * Starts a refresh unless one is running in this isolate (one at a time); returns it to the request
 * that started it. Kept alive with waitUntil past that request's answer and past its visitor
 * leaving: other requests may be waiting for it.
 */
function startRefresh(
  env: PointersBindings,
  ctx: Pick<ExecutionContext, 'waitUntil'> | undefined,
  policy: ReadPolicy,
): Promise<void> | null {
  if (refreshing && clock() - refreshing.startedAt < lostAfterMs(policy)) return null;
  const n = ++refreshesStarted;
  refreshing = { n, startedAt: clock() };
  const run = runRefresh(env, policy, n);
  const settled = run.catch(() => {}); // a background refresh's failure is recorded in `failure`, not thrown
  ctx?.waitUntil?.(settled);
  return run;
}

/**
 * A refresh this request waits for: its own, or the one another request is running — watched from
 * this request's own context through the shared state, never by awaiting the other's promise. When
 * that one is lost, the first waiter to see it starts another, and the rest wait for that.
 */
async function refreshed(env: PointersBindings, ctx: Pick<ExecutionContext, 'waitUntil'> | undefined, policy: ReadPolicy): Promise<void> {
  const running = refreshesStarted;
  const own = startRefresh(env, ctx, policy);
  if (own) return own;
  while (lastEnded < running) {
    await sleep(JOIN_POLL_MS);
    const again = lastEnded < running && startRefresh(env, ctx, policy);
    if (again) return again;
  }
  if (failure && failure.n >= running) throw new Error(failure.message);
}

/** The live pointers for a request, and how old they are when the object cannot be read. */
export interface LivePointers {
  pointers: PointersState;
  /** Set when they are older than the bound because the object cannot be read (`x-mars-composition-stale`). */
  staleMs: number | null;
}

export async function livePointers(env: PointersBindings, ctx?: Pick<ExecutionContext, 'waitUntil'>): Promise<LivePointers> {
  const policy = readPolicyOf(env);
  const now = clock();
  const age = copy ? now - copy.fetchedAt : Number.POSITIVE_INFINITY;
  if (copy && age < policy.freshMs) return { pointers: copy.value, staleMs: null };
  // After a failure, pages do not wait on the object again: the last copy at once, one retry per revalidateMs.
  const recentlyFailed = failure && now - failure.at < policy.revalidateMs;
  if (copy && (age < policy.revalidateMs || (recentlyFailed && age < policy.staleIfErrorMs))) {
    if (!recentlyFailed) startRefresh(env, ctx, policy);
    return { pointers: copy.value, staleMs: age < policy.revalidateMs ? null : age };
  }
  try {
    await refreshed(env, ctx, policy);
  } catch (err) {
    const last = copy as Copy | null;
    if (last && clock() - last.fetchedAt < policy.staleIfErrorMs) return { pointers: last.value, staleMs: clock() - last.fetchedAt };
    throw err;
  }
  if (!copy) throw new Error('the live pointers could not be read');
  return { pointers: (copy as Copy).value, staleMs: null };
}

/**
 * After a change through this edge (promote, rollback, a canary's end): the object read at once,
 * here and in this location, so the next page here shows it.
 */
export async function refreshPointers(env: PointersBindings): Promise<void> {
  await readObject(env, readPolicyOf(env));
}

/** For tests of one isolate: forget the copy (as a new isolate would start). */
export function forgetPointersCopy(): void {
  copy = null;
  failure = null;
  refreshing = null;
}

/** For tests: time moves on by `ms` for this isolate's copies and refreshes, at once. */
export function advancePointersClock(ms: number): void {
  clockOffsetMs += ms;
}
