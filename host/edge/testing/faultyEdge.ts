/**
 * The edge with storage outages on demand, for its own tests only: the production Worker
 * (worker/index.ts), unchanged, behind a test entry that can make R2 reads fail and the pointers
 * object throw or hang. Bundled by the tests' global setup with its own config (faultyEdge.jsonc,
 * derived from wrangler.jsonc); `wrangler deploy` never sees it, and no production module knows it.
 *
 * POST /_edge/test/faults { releases?: string[] (R2 key prefixes whose reads fail), pointers?:
 * 'throw' | 'hang' | 'hold' | null, forget?: true (drop what this isolate keeps in memory, as a fresh
 * isolate would), advance?: ms (the live pointers' clock moves on that much: their windows pass at
 * once), cut?: true (below) } → { pointerReads (reads the object has started), failingReleases,
 * inFlight (requests the Worker has received and not yet answered), backgroundTasks (their
 * ctx.waitUntil work not yet ended) }. 'hold' keeps every read waiting until the fault is
 * cleared (`pointers: null`), so a test can act while a read is certainly in flight.
 *
 * `hold: ['promote' | 'markForRemoval', …]` holds those calls of the pointers object before they run
 * (an empty list lets them go); the answer's `held` counts the calls waiting, per name: so a test
 * can put a promote and a prune in either order at the one writer (retention/prune.ts).
 *
 * POST /_edge/test/settled → 204 once the background work (ctx.waitUntil) of every request so far has
 * ended: what a test waits for instead of a pause, e.g. the canary verdict a report asked for.
 *
 * A request that carries `x-test-cuttable` is cut short by `cut: true`, as the runtime ends a request
 * that passes its limits: answered 503 if it has not answered yet, its background work ended, so
 * its context ends and with it every read it has in flight (their promises never settle).
 */
import { forgetSiteRoutes } from '../worker/config/siteRoutes';
import type { EdgeEnv } from '../worker/env';
import production from '../worker/index';
import { keptPages } from '../worker/pages/keptPages';
import { advancePointersClock, forgetPointersCopy } from '../worker/releases/livePointers';
import { Pointers as LivePointersObject } from '../worker/releases/pointers';
import { forgetReleaseMemory } from '../worker/releases/store';

const FAULTS_PATH = '/_edge/test/faults';
const SETTLED_PATH = '/_edge/test/settled';
type PointersFault = 'throw' | 'hang' | 'hold' | null;
const CUTTABLE_HEADER = 'x-test-cuttable';

/**
 * Requests received and not yet answered, and background tasks not yet ended (this isolate's).
 * Counts, not promises: a promise made in one request and awaited in another is not safe on Workers.
 */
let inFlight = 0;
let backgroundTasks = 0;

/** How many cuts have been asked for: a cuttable request is cut by the first one after it arrived. */
let cuts = 0;

/** Settles once a cut is asked for after `since`: looked at from the request's own context. */
async function cutAfter(since: number): Promise<void> {
  while (cuts === since) await scheduler.wait(5);
}

/** R2 key prefixes whose reads fail (this isolate's). */
let failingPrefixes: string[] = [];

/** The bucket as the edge sees it, its reads under a failing prefix rejected as an outage would. */
function faultyBucket(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === 'get')
        return (key: string, options?: R2GetOptions) =>
          failingPrefixes.some((p) => key.startsWith(p))
            ? Promise.reject(new Error(`R2 read of ${key} failed (test fault)`))
            : target.get(key, options);
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const OUTAGE = 'the live pointers are unavailable (test fault)';

/**
 * The pointers object, which can be made unavailable: reads and pointer changes throw ('throw'), or
 * reads never answer and changes throw ('hang'). A publish's manifest digest is still recorded.
 */
export class Pointers extends LivePointersObject {
  #reads = 0;
  #fault: PointersFault = null;
  #holding = new Set<string>();
  #held: Record<string, number> = {};

  /** Sets the outage (undefined: leaves it) and the calls held; how many reads the object has started, and the calls waiting. */
  fault(mode?: PointersFault, hold?: string[]): { reads: number; held: Record<string, number> } {
    if (mode !== undefined) this.#fault = mode === 'throw' || mode === 'hang' || mode === 'hold' ? mode : null;
    if (hold) this.#holding = new Set(hold);
    return { reads: this.#reads, held: { ...this.#held } };
  }

  /** Waits while calls named `name` are held (an await: other calls run meanwhile, as they would between two calls). */
  async #whileHeld(name: string): Promise<void> {
    if (!this.#holding.has(name)) return;
    this.#held[name] = (this.#held[name] ?? 0) + 1;
    while (this.#holding.has(name)) await scheduler.wait(5);
    this.#held[name] = (this.#held[name] ?? 1) - 1;
  }

  /** What the object answers, unless it is down. */
  #unlessDown<T>(call: () => T): T {
    if (this.#fault === 'throw' || this.#fault === 'hang') throw new Error(OUTAGE);
    return call();
  }

  override async read() {
    this.#reads++;
    if (this.#fault === 'hang') return new Promise<never>(() => {});
    // Held: answered once the fault is cleared (looked at from this call's own context).
    while (this.#fault === 'hold') await scheduler.wait(5);
    return this.#unlessDown(() => super.read());
  }
  override async promote(...args: Parameters<LivePointersObject['promote']>) {
    await this.#whileHeld('promote');
    return this.#unlessDown(() => super.promote(...args));
  }
  override async markForRemoval(...args: Parameters<LivePointersObject['markForRemoval']>) {
    await this.#whileHeld('markForRemoval');
    return super.markForRemoval(...args);
  }
  override rollback(...args: Parameters<LivePointersObject['rollback']>) {
    return this.#unlessDown(() => super.rollback(...args));
  }
  override startCanary(...args: Parameters<LivePointersObject['startCanary']>) {
    return this.#unlessDown(() => super.startCanary(...args));
  }
  override endCanary(...args: Parameters<LivePointersObject['endCanary']>) {
    return this.#unlessDown(() => super.endCanary(...args));
  }
}

async function handleFaults(request: Request, env: EdgeEnv): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as {
    releases?: unknown;
    forget?: unknown;
    pointers?: PointersFault;
    advance?: unknown;
    cut?: unknown;
    hold?: unknown;
  };
  if (body.cut === true) cuts++;
  if (Array.isArray(body.releases)) failingPrefixes = body.releases.map(String);
  if (body.forget) {
    forgetPointersCopy();
    forgetReleaseMemory();
    keptPages.forget();
    forgetSiteRoutes();
  }
  if (typeof body.advance === 'number' && body.advance > 0) advancePointersClock(body.advance);
  const stub = env.POINTERS.get(env.POINTERS.idFromName('live')) as unknown as {
    fault(mode?: PointersFault, hold?: string[]): Promise<{ reads: number; held: Record<string, number> }>;
  };
  const hold = Array.isArray(body.hold) ? body.hold.map(String) : undefined;
  const { reads, held } = await stub.fault('pointers' in body ? (body.pointers ?? null) : undefined, hold);
  return Response.json({ pointerReads: reads, failingReleases: failingPrefixes, inFlight, backgroundTasks, held });
}

/** Answers once no background task of this isolate is running (polled: see inFlight above). */
async function settled(): Promise<Response> {
  while (backgroundTasks > 0) await scheduler.wait(5);
  return new Response(null, { status: 204 });
}

/** The request's context, its background tasks counted (and ended at `cut`, when it is cut short). */
function counted(ctx: ExecutionContext, cut?: Promise<void>): ExecutionContext {
  return new Proxy(ctx, {
    get(target, prop) {
      if (prop === 'waitUntil')
        return (task: Promise<unknown>) => {
          backgroundTasks++;
          target.waitUntil(
            Promise.race([task, ...(cut ? [cut] : [])]).finally(() => {
              backgroundTasks--;
            }),
          );
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The production env, its bucket the faulty one. */
const withFaults = (env: EdgeEnv): EdgeEnv => ({ ...env, RELEASES: faultyBucket(env.RELEASES) });

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === FAULTS_PATH) return handleFaults(request, env);
    if (request.method === 'POST' && pathname === SETTLED_PATH) return settled();
    inFlight++;
    try {
      if (!request.headers.has(CUTTABLE_HEADER)) return await production.fetch(request, withFaults(env), counted(ctx));
      const cut = cutAfter(cuts);
      const answer = production.fetch(request, withFaults(env), counted(ctx, cut));
      return await Promise.race([answer, cut.then(() => new Response('cut short (test fault)', { status: 503 }))]);
    } finally {
      inFlight--;
    }
  },
  async scheduled(controller, env, ctx) {
    return production.scheduled(controller, withFaults(env), ctx);
  },
} satisfies ExportedHandler<EdgeEnv>;
