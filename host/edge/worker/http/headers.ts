/**
 * Every header rule of the edge, per origin: security headers, the host page's Content-Security-
 * Policy (built from its run-time config), CORS for the remotes, cache rules and content types.
 * The bottom layer of the Worker: it imports nothing of the edge.
 */
import { TRUSTED_TYPES_CSP } from '@mars/shared/trusted-types';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|runtime-config\.json|sitemap\.xml|robots\.txt)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE_CONTROL = 'no-cache';

/** A live (not release-addressed) file: hashed assets forever, entry points and pages revalidated, the rest 5 minutes. */
export function cacheControlFor(pathname: string): string {
  if (pathname === '/' || NO_CACHE.test(pathname)) return NO_CACHE_CONTROL;
  if (HASHED.test(pathname)) return IMMUTABLE;
  return 'public, max-age=300';
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff2: 'font/woff2',
};

export const contentTypeOf = (path: string): string => TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Text worth compressing (media is compressed already). */
export const compressible = (type: string): boolean => /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type);

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Where the host page's CSP violations are reported (csp/reports.mjs). */
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
 * enforces Trusted Types: see shared/src/security/trustedTypes.mjs. `https`: served over HTTPS,
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

/** gzip bytes of a body, made with the runtime's CompressionStream. */
export async function gzip(body: string | ArrayBuffer): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');

/** Where a body served again and again keeps its gzip bytes. */
export interface CompressedCopy {
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * A finished answer: compressed when the visitor accepts it and it is text of 1 kB or more, and
 * without a body for HEAD. A body that is served again and again (a release file, a composed page)
 * comes with `compressed`, a place to keep its gzip bytes: it is compressed once, not per request.
 */
export async function respond(
  request: Request,
  body: string | ArrayBuffer | null,
  { status = 200, headers, size, compressed }: { status?: number; headers: Headers; size?: number; compressed?: CompressedCopy },
): Promise<Response> {
  const type = headers.get('Content-Type') ?? '';
  const length = size ?? (typeof body === 'string' ? body.length : (body?.byteLength ?? 0));
  if (body === null || !compressible(type) || length < 1024)
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  headers.set('Content-Encoding', 'gzip');
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  if (compressed) {
    compressed.gzip ??= await gzip(body);
    // Already encoded: the runtime sends these bytes as they are (workerd's `encodeBody`).
    const init: ResponseInit & { encodeBody?: 'manual' } = { status, headers, encodeBody: 'manual' };
    return new Response(compressed.gzip, init);
  }
  // The runtime gzips a body whose Content-Encoding says so.
  return new Response(body, { status, headers });
}

export function plain(request: Request, status: number, text: string, headers: Headers): Response {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('Cache-Control', NO_CACHE_CONTROL);
  return new Response(request.method === 'HEAD' ? null : text, { status, headers });
}

export const notFound = (request: Request, headers: Headers): Response => plain(request, 404, 'Not found', headers);
