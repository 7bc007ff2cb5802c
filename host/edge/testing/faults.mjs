/**
 * Storage outages on demand, for the edge's own tests in workerd: only when the Worker runs with
 * TEST_FAULTS = "1" (the tests' Miniflare; never in wrangler.jsonc) does POST /_edge/test/faults
 * exist. It makes release files under given key prefixes fail to read from R2, makes the pointers
 * object throw or hang, and can forget what this isolate holds in memory (as a fresh isolate would).
 */

/** R2 key prefixes whose reads fail. */
let failingPrefixes = [];

/** Throws as an R2 outage would, for a key under a failing prefix. */
export function r2ReadFault(key) {
  if (failingPrefixes.some((p) => key.startsWith(p))) throw new Error(`R2 read of ${key} failed (test fault)`);
}

export const FAULTS_PATH = '/_edge/test/faults';

/**
 * @param {Request} request
 * @param {{ TEST_FAULTS?: string }} env
 * @param {{ pointers: (mode: string | null) => Promise<{ reads: number }>, forget: () => void }} hooks
 */
export async function handleFaults(request, env, hooks) {
  if (env.TEST_FAULTS !== '1') return null;
  const body = await request.json().catch(() => ({}));
  if (Array.isArray(body.releases)) failingPrefixes = body.releases.map(String);
  if (body.forget) hooks.forget();
  const { reads } = await hooks.pointers('pointers' in body ? body.pointers : undefined);
  return Response.json({ pointerReads: reads, failingReleases: failingPrefixes });
}
