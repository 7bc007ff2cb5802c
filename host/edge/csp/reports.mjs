/**
 * POST /_edge/csp on the host's origin: the page's Content-Security-Policy violations, as browsers
 * send them — the Reporting API (`application/reports+json`, a list) or the older `report-uri`
 * (`application/csp-report`, one). Stored in D1 without personal data: the directive, the blocked
 * resource's origin and path (or `inline`/`eval`), the page's path, never a query, a sample or an
 * address. Bounded (16 kB, 20 reports a request) and rate-limited like the real-visitor reports.
 */
import { z } from 'zod';
import { RUM_LIMITS, rateLimiter } from '../rum/rateLimit.mjs';

export const MAX_CSP_REPORT_BYTES = 16 * 1024;
const overLimit = rateLimiter();

const SCHEMA = `CREATE TABLE IF NOT EXISTS csp_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, directive TEXT NOT NULL, blocked TEXT NOT NULL,
  page TEXT NOT NULL, disposition TEXT NOT NULL)`;

const text = z.string().max(2000);
const violation = z.object({
  directive: text,
  blocked: text.optional().default(''),
  document: text,
  disposition: z.enum(['enforce', 'report']).optional().default('enforce'),
});
const reportingApi = z
  .array(
    z.object({
      type: z.literal('csp-violation'),
      body: z.object({
        effectiveDirective: text,
        blockedURL: text.optional(),
        documentURL: text,
        disposition: z.enum(['enforce', 'report']).optional(),
      }),
    }),
  )
  .min(1)
  .max(20);
const legacy = z.object({
  'csp-report': z.object({
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
    'blocked-uri': text.optional(),
    'document-uri': text,
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
});

/** Origin and path of a URL (or the keyword a browser sends for inline code); nothing else. */
export function withoutDetail(value) {
  if (!value) return '';
  if (/^(inline|eval|wasm-eval|trusted-types-sink|trusted-types-policy|data|blob)$/.test(value)) return value;
  try {
    const u = new URL(value);
    return `${u.origin}${u.pathname}`.slice(0, 300);
  } catch {
    return value.split(/[?#]/)[0].slice(0, 60);
  }
}
const pathOf = (value) => {
  try {
    return new URL(value).pathname.slice(0, 200);
  } catch {
    return '';
  }
};

/** The violations in a request body, or null when it is not a CSP report. */
export function parseCspReports(contentType, body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (contentType.startsWith('application/reports+json')) {
    const parsed = reportingApi.safeParse(data);
    return parsed.success
      ? parsed.data.map((r) =>
          violation.parse({
            directive: r.body.effectiveDirective,
            blocked: r.body.blockedURL,
            document: r.body.documentURL,
            disposition: r.body.disposition,
          }),
        )
      : null;
  }
  const parsed = legacy.safeParse(data);
  if (!parsed.success) return null;
  const r = parsed.data['csp-report'];
  return [
    violation.parse({
      directive: r['effective-directive'] ?? r['violated-directive'] ?? 'unknown',
      blocked: r['blocked-uri'],
      document: r['document-uri'],
      disposition: r.disposition,
    }),
  ];
}

const answer = (status, body = null) => new Response(body, { status, headers: { 'Cache-Control': 'no-store' } });

let ready = null;

/** @param {Request} request @param {{ RUM?: D1Database }} env */
export async function handleCspReport(request, env) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (overLimit(request.headers.get('CF-Connecting-IP') ?? 'local', Date.now(), RUM_LIMITS)) return answer(429);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_CSP_REPORT_BYTES) return answer(400, 'Report too large');
  const reports = parseCspReports(request.headers.get('Content-Type') ?? '', new TextDecoder().decode(bytes));
  if (!reports) return answer(400, 'Not a CSP report');
  if (!env.RUM) return answer(503);
  try {
    ready ??= env.RUM.prepare(SCHEMA).run();
    await ready;
    const now = Date.now();
    await env.RUM.batch(
      reports.map((r) =>
        env.RUM.prepare('INSERT INTO csp_reports (at, directive, blocked, page, disposition) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
          now,
          r.directive.slice(0, 60),
          withoutDetail(r.blocked),
          pathOf(r.document),
          r.disposition,
        ),
      ),
    );
  } catch (err) {
    ready = null;
    console.error(`[csp] store failed: ${err?.message ?? err}`);
    return answer(503);
  }
  return answer(204);
}

/**
 * The violations since `since`, grouped by directive, blocked resource, page and disposition (most
 * frequent first, at most 50 groups): what `pnpm report` lists.
 * @param {D1Database} db
 * @param {number} since epoch ms
 */
export async function cspFigures(db, since) {
  ready ??= db.prepare(SCHEMA).run();
  await ready;
  const { results } = await db
    .prepare(
      `SELECT directive, blocked, page, disposition, COUNT(*) AS count, MAX(at) AS last FROM csp_reports
       WHERE at >= ?1 GROUP BY directive, blocked, page, disposition ORDER BY count DESC, last DESC LIMIT 50`,
    )
    .bind(since)
    .all();
  return results;
}
