/**
 * POST /_edge/rum on the host's origin: real-visitor reports, sent with sendBeacon by the page.
 * A visitor with Do-Not-Track or Global Privacy Control is never recorded (the page does not send;
 * if a report comes anyway it is dropped). Oversized or malformed reports: 400, nothing stored.
 * Rate-limited per client address in this isolate's memory only (the address is never stored).
 */
import { judgeSoon } from '../canary/job.mjs';
import { MAX_BEACON_BYTES, parseBeacon } from './beacon.mjs';
import { RUM_LIMITS, rateLimiter } from './rateLimit.mjs';
import { storeBeacon } from './store.mjs';

export const RUM_PATH = '/_edge/rum';

const limitsOf = (env) => {
  const perClient = Number(env.RUM_PER_CLIENT_PER_MINUTE);
  return Number.isInteger(perClient) && perClient > 0
    ? { ...RUM_LIMITS, perClient, total: Math.max(RUM_LIMITS.total, perClient) }
    : RUM_LIMITS;
};

const overLimit = rateLimiter();

const answer = (status, text) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** True when the request says the visitor does not want to be tracked. */
export const optedOut = (request) => request.headers.get('DNT') === '1' || request.headers.get('Sec-GPC') === '1';

/**
 * The canaries a report says failed on its page: remotes with an error or fallback that its
 * composition names as canaries (`…;canary=blog`).
 */
export function failedCanaries(beacon) {
  const part = beacon.composition.split(';').find((p) => p.startsWith('canary='));
  if (!part) return [];
  const canaries = part.slice('canary='.length).split(',');
  return [...new Set(beacon.events.map((e) => e.remote).filter((r) => r && canaries.includes(r)))];
}

/**
 * @param {Request} request
 * @param {{ RUM?: D1Database, RUM_PER_CLIENT_PER_MINUTE?: string }} env
 * @param {{ waitUntil(p: Promise<unknown>): void }} [ctx]
 */
export async function handleRum(request, env, ctx) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (optedOut(request)) return answer(204, null);
  const client = request.headers.get('CF-Connecting-IP') ?? 'local';
  if (overLimit(client, Date.now(), limitsOf(env))) return answer(429, 'Too many reports');
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_BEACON_BYTES) return answer(400, `Report larger than ${MAX_BEACON_BYTES} bytes`);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BEACON_BYTES) return answer(400, `Report larger than ${MAX_BEACON_BYTES} bytes`);
  let body;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return answer(400, 'Report is not UTF-8');
  }
  const parsed = parseBeacon(body);
  if (!parsed.ok) return answer(400, `Report refused: ${parsed.error}`.slice(0, 500));
  if (!env.RUM) return answer(503, 'Reports are not stored here');
  try {
    await storeBeacon(env.RUM, parsed.beacon);
  } catch (err) {
    // The database failing costs only the reports: logged, and the page never waits on it.
    console.error(`[rum] store failed: ${err?.message ?? err}`);
    return answer(503, 'Reports are not stored right now');
  }
  // A failing canary view: the verdict now rather than at the next minute (canary/job.mjs).
  const canaries = failedCanaries(parsed.beacon);
  if (canaries.length && ctx) ctx.waitUntil(judgeSoon(env, canaries));
  return answer(204, null);
}
