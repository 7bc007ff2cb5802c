/**
 * POST /_edge/rum on the host's origin: real-visitor reports, sent with sendBeacon by the page.
 * A visitor with Do-Not-Track or Global Privacy Control is never recorded (the page does not send;
 * if a report comes anyway it is dropped). Oversized or malformed reports: 400, nothing stored.
 * Rate-limited per client address in this isolate's memory only (the address is never stored).
 * A report that says a canary failed on its page is passed on (`onFailedCanaries`: the route table
 * asks the canary job for a verdict at once).
 */

import { messageOf } from '../http/responses';
import { type Beacon, MAX_BEACON_BYTES, parseBeacon } from './beacon';
import { type Limits, RUM_LIMITS, rateLimiter } from './rateLimit';
import { storeBeacon } from './store';

export interface RumBindings {
  RUM?: D1Database;
  RUM_PER_CLIENT_PER_MINUTE?: string;
}

export const RUM_PATH = '/_edge/rum';

const limitsOf = (env: RumBindings): Limits => {
  const perClient = Number(env.RUM_PER_CLIENT_PER_MINUTE);
  return Number.isInteger(perClient) && perClient > 0
    ? { ...RUM_LIMITS, perClient, total: Math.max(RUM_LIMITS.total, perClient) }
    : RUM_LIMITS;
};

const overLimit = rateLimiter();

const answer = (status: number, text: string | null) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** True when the request says the visitor does not want to be tracked. */
export const optedOut = (request: Request): boolean => request.headers.get('DNT') === '1' || request.headers.get('Sec-GPC') === '1';

/**
 * The canaries a report says failed on its page: remotes with an error or fallback that its
 * composition names as canaries (`…;canary=blog`).
 */
export function failedCanaries(beacon: Pick<Beacon, 'composition' | 'events'>): string[] {
  const part = beacon.composition.split(';').find((p) => p.startsWith('canary='));
  if (!part) return [];
  const canaries = part.slice('canary='.length).split(',');
  return [...new Set(beacon.events.map((e) => e.remote).filter((r): r is string => Boolean(r) && canaries.includes(r as string)))];
}

export async function handleRum(
  request: Request,
  env: RumBindings,
  { ctx, onFailedCanaries }: { ctx?: Pick<ExecutionContext, 'waitUntil'>; onFailedCanaries?: (apps: string[]) => Promise<unknown> } = {},
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (optedOut(request)) return answer(204, null);
  const client = request.headers.get('CF-Connecting-IP') ?? 'local';
  if (overLimit(client, Date.now(), limitsOf(env))) return answer(429, 'Too many reports');
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_BEACON_BYTES) return answer(400, `Report larger than ${MAX_BEACON_BYTES} bytes`);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BEACON_BYTES) return answer(400, `Report larger than ${MAX_BEACON_BYTES} bytes`);
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
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
    console.error(`[rum] store failed: ${messageOf(err)}`);
    return answer(503, 'Reports are not stored right now');
  }
  // A failing canary view: the verdict now rather than at the next minute (canary/job.ts).
  const canaries = failedCanaries(parsed.beacon);
  if (canaries.length && ctx && onFailedCanaries) ctx.waitUntil(onFailedCanaries(canaries));
  return answer(204, null);
}
