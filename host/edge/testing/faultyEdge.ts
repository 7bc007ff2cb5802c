/**
 * The edge with storage outages on demand, for its own tests only: the production Worker
 * (worker/index.ts), unchanged, behind a test entry that can make R2 reads fail and the pointers
 * object throw or hang. Bundled by the tests' global setup with its own config (faultyEdge.jsonc,
 * derived from wrangler.jsonc); `wrangler deploy` never sees it, and no production module knows it.
 *
 * POST /_edge/test/faults { releases?: string[] (R2 key prefixes whose reads fail), pointers?:
 * 'throw' | 'hang' | null, forget?: true (drop what this isolate keeps in memory, as a fresh isolate
 * would) } → { pointerReads, failingReleases }.
 */
import { forgetSiteRoutes } from '../worker/config/siteRoutes';
import type { EdgeEnv } from '../worker/env';
import production from '../worker/index';
import { forgetPages } from '../worker/pages/keptPages';
import { forgetPointersCopy } from '../worker/releases/livePointers';
import { Pointers as LivePointersObject } from '../worker/releases/pointers';
import { forgetReleaseMemory } from '../worker/releases/store';

const FAULTS_PATH = '/_edge/test/faults';
type PointersFault = 'throw' | 'hang' | null;

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

  /** Sets the outage (undefined: leaves it); how many reads the object served. */
  fault(mode?: PointersFault): { reads: number } {
    if (mode !== undefined) this.#fault = mode === 'throw' || mode === 'hang' ? mode : null;
    return { reads: this.#reads };
  }

  /** What the object answers, unless it is down. */
  #unlessDown<T>(call: () => T): T {
    if (this.#fault) throw new Error(OUTAGE);
    return call();
  }

  override read() {
    this.#reads++;
    if (this.#fault === 'hang') return new Promise<never>(() => {});
    return this.#unlessDown(() => super.read());
  }
  override promote(...args: Parameters<LivePointersObject['promote']>) {
    return this.#unlessDown(() => super.promote(...args));
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
  const body = (await request.json().catch(() => ({}))) as { releases?: unknown; forget?: unknown; pointers?: PointersFault };
  if (Array.isArray(body.releases)) failingPrefixes = body.releases.map(String);
  if (body.forget) {
    forgetPointersCopy();
    forgetReleaseMemory();
    forgetPages();
    forgetSiteRoutes();
  }
  const stub = env.POINTERS.get(env.POINTERS.idFromName('live')) as unknown as { fault(mode?: PointersFault): Promise<{ reads: number }> };
  const { reads } = await stub.fault('pointers' in body ? (body.pointers ?? null) : undefined);
  return Response.json({ pointerReads: reads, failingReleases: failingPrefixes });
}

/** The production env, its bucket the faulty one. */
const withFaults = (env: EdgeEnv): EdgeEnv => ({ ...env, RELEASES: faultyBucket(env.RELEASES) });

export default {
  async fetch(request, env, ctx) {
    if (request.method === 'POST' && new URL(request.url).pathname === FAULTS_PATH) return handleFaults(request, env);
    return production.fetch(request, withFaults(env), ctx);
  },
  async scheduled(controller, env, ctx) {
    return production.scheduled(controller, withFaults(env), ctx);
  },
} satisfies ExportedHandler<EdgeEnv>;
