/**
 * Storage outages on demand, for the edge's own tests in workerd: only when the Worker runs with
 * TEST_FAULTS = "1" (the tests' Miniflare; never in wrangler.jsonc) does POST /_edge/test/faults
 * exist. It makes release files under given key prefixes fail to read from R2, makes the pointers
 * object throw or hang, and can forget what this isolate holds in memory (as a fresh isolate would).
 * Imports nothing of the edge: the store asks it, the route table wires its hooks.
 */

/** R2 key prefixes whose reads fail. */
let failingPrefixes: string[] = [];

/** Throws as an R2 outage would, for a key under a failing prefix. */
export function r2ReadFault(key: string): void {
  if (failingPrefixes.some((p) => key.startsWith(p))) throw new Error(`R2 read of ${key} failed (test fault)`);
}

export const FAULTS_PATH = '/_edge/test/faults';

export type PointersFault = 'throw' | 'hang' | null;

export interface FaultHooks {
  /** Sets the pointers object's fault (undefined: leave it), answers how many reads it served. */
  pointers(mode: PointersFault | undefined): Promise<{ reads: number }>;
  /** Forgets everything this isolate keeps in memory. */
  forget(): void;
}

export async function handleFaults(request: Request, hooks: FaultHooks): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { releases?: unknown; forget?: unknown; pointers?: PointersFault };
  if (Array.isArray(body.releases)) failingPrefixes = body.releases.map(String);
  if (body.forget) hooks.forget();
  const { reads } = await hooks.pointers('pointers' in body ? (body.pointers ?? null) : undefined);
  return Response.json({ pointerReads: reads, failingReleases: failingPrefixes });
}
