/**
 * A small static server that behaves like the CDN each app is deployed to:
 *  - hashed assets (name.<8 hex>.ext, assets/…) are `public, max-age=31536000, immutable`;
 *  - manifests, remoteEntry.js, index.html and the runtime config are `no-cache`;
 *  - CORS only for the origins allowed (the host's origin, for remotes);
 *  - security headers on every answer; the host's CSP is built from its runtime config;
 *  - optional SPA fallback (the host serves index.html for deep links).
 * Node-only; not part of the browser bundle.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|runtime-config\.json|sitemap\.xml|robots\.txt)$/;

export function cacheControlFor(pathname) {
  if (pathname === '/' || NO_CACHE.test(pathname)) return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Builds the host page's Content-Security-Policy from the runtime config's origins. */
/** @param {string[]} [scriptHashes] inline scripts the page carries (the first view's chooser) */
export function hostCsp(config, scriptHashes = []) {
  const origin = (u) => new URL(u).origin;
  // Remote origins, and the origins a QA override may point a remote at (run-time config allow-list).
  const remotes = [...Object.values(config.remotes), ...(config.qaOverrides?.allowedOrigins ?? [])].map(origin);
  const api = origin(config.apiBase);
  const auth = config.firebase.emulatorUrl ? [origin(config.firebase.emulatorUrl)] : [];
  // Google sign-in (only when the visitor asks for it) and Firebase's production endpoints.
  const google = ['https://apis.google.com', 'https://accounts.google.com'];
  const firebase = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  const authDomain =
    config.firebase.authDomain && config.firebase.authDomain !== 'localhost' ? [`https://${config.firebase.authDomain}`] : [];
  const uniq = (xs) => [...new Set(xs)].join(' ');
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
    "base-uri 'self'",
    // The demo form posts to the API without JavaScript (and is sent back here).
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * An HTTP server with the headers every app's CDN answer carries (security headers, CSP, CORS,
 * gzip, GET/HEAD only); `handle` answers the request itself.
 * @param {object} o
 * @param {number} o.port
 * @param {string[]} [o.corsOrigins] origins allowed to fetch cross-origin (remotes: the host)
 * @param {string} [o.csp] Content-Security-Policy (a handler may set its own); remotes get a locked-down default
 * @param {(req, res) => void | Promise<void>} o.handle
 */
export function createAppServer({ port, corsOrigins = [], csp, handle }) {
  // gzip on the fly, as a CDN edge would (text types only; media is already compressed).
  const compress = compression({ threshold: 1024 });
  const server = createServer((req, res) =>
    compress(req, res, () =>
      respond(req, res).catch((err) => {
        console.error(`[cdn :${port}] ${req.url}: ${err?.message ?? err}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Server error');
      }),
    ),
  );
  async function respond(req, res) {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    res.setHeader('Content-Security-Policy', csp ?? "default-src 'none'; frame-ancestors 'none'");
    const origin = req.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      // Remote assets are fetched cross-origin by the host page; let it read them.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      res.setHeader('Cross-Origin-Resource-Policy', corsOrigins.length ? 'cross-origin' : 'same-origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    await handle(req, res);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A sirv file handler for one folder with the CDN cache rules (or a fixed Cache-Control). */
export function staticFiles(dir, cacheControl) {
  return sirv(dir, {
    dev: false,
    etag: true,
    gzip: false,
    brotli: false,
    single: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl ?? cacheControlFor(pathname));
    },
  });
}

export const notFound = (res) =>
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');

/**
 * Serves `files`; deep links (extensionless paths) get index.html when `spa` is set. A missing asset
 * stays a 404 (never HTML in place of a script).
 */
export function serveFiles(files, req, res, spa) {
  files(req, res, () => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (spa && !path.extname(pathname)) {
      req.url = '/index.html';
      files(req, res, () => notFound(res));
    } else notFound(res);
  });
}

/**
 * One folder on one port (a single app's dist: `pnpm --filter <app> serve`).
 * @param {object} o
 * @param {string} o.dir        folder to serve
 * @param {number} o.port
 * @param {string[]} [o.corsOrigins]
 * @param {boolean} [o.spa]     serve index.html for unknown paths
 * @param {string} [o.csp]
 * @param {(req, res) => boolean} [o.override] answer a request first (e.g. the runtime config)
 */
export function serveStatic({ dir, port, corsOrigins = [], spa = false, csp, override }) {
  const files = staticFiles(dir);
  return createAppServer({
    port,
    corsOrigins,
    csp,
    handle(req, res) {
      if (override?.(req, res)) return;
      serveFiles(files, req, res, spa);
    },
  });
}
