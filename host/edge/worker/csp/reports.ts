/**
 * POST /_edge/csp on the host's origin: the page's Content-Security-Policy violations, as browsers
 * send them — the Reporting API (`application/reports+json`, a list) or the older `report-uri`
 * (`application/csp-report`, one). Stored in D1 without personal data: the directive, the blocked
 * resource's origin and path (or `inline`/`eval`), the page's path, never a query, a sample or an
 * address. Bounded (16 kB, 20 reports a request) and rate-limited like the real-visitor reports.
 */

import { messageOf } from '../http/responses';
import { RUM_LIMITS, rateLimiter } from '../rum/rateLimit';
import type { CspFigure } from './cspFigure';
import { parseCspReports, pathOf, withoutDetail } from './violations';

export const MAX_CSP_REPORT_BYTES = 16 * 1024;
const overLimit = rateLimiter();

const SCHEMA = `CREATE TABLE IF NOT EXISTS csp_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, directive TEXT NOT NULL, blocked TEXT NOT NULL,
  page TEXT NOT NULL, disposition TEXT NOT NULL)`;

const answer = (status: number, body: string | null = null) => new Response(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Whether this isolate has made the table. A flag, not a shared promise: requests never await
 * another request's promise on Workers. The statement is idempotent, so two first requests may both run it.
 */
let schemaMade = false;
async function ensureSchema(db: D1Database): Promise<void> {
  if (schemaMade) return;
  await db.prepare(SCHEMA).run();
  schemaMade = true;
}

export async function handleCspReport(request: Request, env: { RUM?: D1Database }): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (overLimit(request.headers.get('CF-Connecting-IP') ?? 'local', Date.now(), RUM_LIMITS)) return answer(429);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_CSP_REPORT_BYTES) return answer(400, 'Report too large');
  const reports = parseCspReports(request.headers.get('Content-Type') ?? '', new TextDecoder().decode(bytes));
  if (!reports) return answer(400, 'Not a CSP report');
  const db = env.RUM;
  if (!db) return answer(503);
  try {
    await ensureSchema(db);
    const now = Date.now();
    await db.batch(
      reports.map((r) =>
        db
          .prepare('INSERT INTO csp_reports (at, directive, blocked, page, disposition) VALUES (?1, ?2, ?3, ?4, ?5)')
          .bind(now, r.directive.slice(0, 60), withoutDetail(r.blocked), pathOf(r.document), r.disposition),
      ),
    );
  } catch (err) {
    console.error(`[csp] store failed: ${messageOf(err)}`);
    return answer(503);
  }
  return answer(204);
}

/**
 * The violations since `since` (epoch ms), grouped by directive, blocked resource, page and
 * disposition (most frequent first, at most 50 groups): what `pnpm report` lists.
 */
export async function cspFigures(db: D1Database, since: number): Promise<CspFigure[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT directive, blocked, page, disposition, COUNT(*) AS count, MAX(at) AS last FROM csp_reports
       WHERE at >= ?1 GROUP BY directive, blocked, page, disposition ORDER BY count DESC, last DESC LIMIT 50`,
    )
    .bind(since)
    .all<CspFigure>();
  return results;
}
