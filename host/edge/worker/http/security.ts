/**
 * The security headers of every answer, per origin: the host page's Content-Security-Policy (built
 * from its run-time config), a remote's (nothing may run from its files), HSTS over HTTPS, and CORS
 * (a remote's files for the host's origin and its own; the host's origin for none).
 */
import { TRUSTED_TYPES_CSP } from '@mars/shared/trusted-types';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Where the host page's CSP violations are reported (csp/reports.ts). */
export const CSP_REPORT_PATH = '/_edge/csp';

/** A remote's origin serves files, never pages: nothing may run or load from its answers. */
export const REMOTE_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** What the host page's CSP is made from: the origins in its run-time config. */
export interface CspSources {
  remotes: Record<string, string>;
  apiBase: string;
  firebase: { emulatorUrl?: string; authDomain?: string };
  qaOverrides?: { allowedOrigins: string[] };
}

/**
 * The host page's Content-Security-Policy, from its run-time config's origins. `scriptHashes`: the
 * inline scripts the page carries (the first view's one script). A composed page (it carries the
 * inline loader, which creates the `default` Trusted Types policy before any other script runs) also
 * enforces Trusted Types: see shared/src/protocol/security/trustedTypes.ts. `https`: served over HTTPS,
 * violations go through the Reporting API (`report-to`), which Chrome honours only there; elsewhere
 * (a local http origin) through `report-uri`, which a `report-to` would silence.
 */
export function hostCsp(config: CspSources, scriptHashes: string[] = [], { https = true }: { https?: boolean } = {}): string {
  const origin = (u: string) => new URL(u).origin;
  // Remote origins, and the origins a QA override may point a remote at (run-time config allow-list).
  const remotes = [...Object.values(config.remotes), ...(config.qaOverrides?.allowedOrigins ?? [])].map(origin);
  const api = origin(config.apiBase);
  const auth = config.firebase.emulatorUrl ? [origin(config.firebase.emulatorUrl)] : [];
  // Google sign-in (only when the visitor asks for it) and Firebase's production endpoints.
  const google = ['https://apis.google.com', 'https://accounts.google.com'];
  const firebase = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  const authDomain =
    config.firebase.authDomain && config.firebase.authDomain !== 'localhost' ? [`https://${config.firebase.authDomain}`] : [];
  const uniq = (xs: string[]) => [...new Set(xs)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${uniq([...scriptHashes, ...remotes, ...google])}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${uniq(remotes)}`,
    `media-src 'self' ${uniq(remotes)}`,
    `font-src 'self' ${uniq(remotes)}`,
    `connect-src 'self' ${uniq([...remotes, api, ...auth, ...firebase])}`,
    `frame-src ${uniq([...auth, ...authDomain, ...google, "'self'"])}`,
    "object-src 'none'",
    "base-uri 'none'",
    ...(scriptHashes.length ? TRUSTED_TYPES_CSP : []),
    // The demo form posts to the API without JavaScript (and is sent back here).
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
    // Violations come back to the edge: the Reporting API where it exists, report-uri elsewhere.
    `report-uri ${CSP_REPORT_PATH}`,
    ...(https ? ['report-to csp'] : []),
  ].join('; ');
}

/** Two years, every subdomain: the site is HTTPS only. Sent on every origin served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every answer of an origin carries. A remote answers CORS to the host's origin and its
 * own (its standalone page); its files may be embedded cross-origin.
 */
export function baseHeaders(request: Request, { csp, corsOrigins = [] }: { csp: string; corsOrigins?: string[] }): Headers {
  const headers = new Headers(SECURITY_HEADERS);
  headers.set('Content-Security-Policy', csp);
  if (csp.includes('report-to csp')) headers.set('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
  if (new URL(request.url).protocol === 'https:') headers.set('Strict-Transport-Security', HSTS);
  const origin = request.headers.get('Origin');
  if (origin && corsOrigins.includes(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Vary', 'Origin');
  }
  headers.set('Cross-Origin-Resource-Policy', corsOrigins.length ? 'cross-origin' : 'same-origin');
  return headers;
}
