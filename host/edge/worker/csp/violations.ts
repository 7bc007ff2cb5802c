/**
 * CSP violation reports as browsers send them — the Reporting API (`application/reports+json`, a
 * list) or the older `report-uri` (`application/csp-report`, one) — read into what the edge keeps:
 * the directive, the blocked resource's origin and path (or `inline`/`eval`), the page's path and
 * the disposition. Never a query, a sample or an address.
 */
import { z } from 'zod';

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
export function withoutDetail(value: string | undefined): string {
  if (!value) return '';
  if (/^(inline|eval|wasm-eval|trusted-types-sink|trusted-types-policy|data|blob)$/.test(value)) return value;
  try {
    const u = new URL(value);
    return `${u.origin}${u.pathname}`.slice(0, 300);
  } catch {
    return (value.split(/[?#]/)[0] ?? '').slice(0, 60);
  }
}
export const pathOf = (value: string): string => {
  try {
    return new URL(value).pathname.slice(0, 200);
  } catch {
    return '';
  }
};

/** The violations in a request body, or null when it is not a CSP report. */
export type Violation = z.infer<typeof violation>;

export function parseCspReports(contentType: string, body: string): Violation[] | null {
  let data: unknown;
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
