/**
 * An app's release files, as the browser gets them. A remote's origin is this sub-app alone:
 * `/<release id>/…` serves any published release (immutable, so a page keeps the files it started
 * with across a promote), other paths its live release (its standalone page for the team, its own
 * files), revalidated where they change (http/caching.ts). The host's own files are served the same
 * way by the site's pages (pages/site.ts), from the release of the visitor's variant.
 */
import { Hono } from 'hono';
import { HOST, settingsOf } from '../config/settings';
import { cacheControlFor, IMMUTABLE } from '../http/caching';
import { contentTypeOf } from '../http/contentTypes';
import { notFound, respond } from '../http/responses';
import { baseHeaders, REMOTE_CSP } from '../http/security';
import { livePointers, type PointersBindings } from '../releases/livePointers';
import { RELEASE_ID, RELEASE_PATH, releaseFile } from '../releases/store';

/** What serving release files reads of the Worker's bindings. */
export interface FilesBindings extends PointersBindings {
  RELEASES: R2Bucket;
  ORIGINS: unknown;
  RUNTIME_CONFIG: unknown;
}

/** A file of a release, with its cache rule, answering If-None-Match with 304; null when the release has no such file. */
export async function serveFile(
  request: Request,
  bucket: R2Bucket,
  { app, id, path, headers, cacheControl }: { app: string; id: string; path: string; headers: Headers; cacheControl: string },
): Promise<Response | null> {
  if (!RELEASE_PATH.test(path)) return null;
  const file = await releaseFile(bucket, app, id, path);
  if (!file) return null;
  headers.set('Content-Type', contentTypeOf(path));
  headers.set('Cache-Control', cacheControl);
  headers.set('ETag', file.etag);
  if (request.headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  return respond(request, file.body, { headers, size: file.body.byteLength, compressed: file });
}

/** Preflight: a remote's files may be fetched by the host's page (CORS); the host's origin allows no other origin. */
export function preflight(request: Request, env: { ORIGINS: unknown; RUNTIME_CONFIG: unknown }, app: string): Response {
  const { origins } = settingsOf(env);
  const headers = baseHeaders(request, {
    csp: REMOTE_CSP,
    corsOrigins: app === HOST ? [] : [origins[HOST] as string, origins[app] as string],
  });
  headers.set('Access-Control-Allow-Methods', 'GET, HEAD');
  return new Response(null, { status: 204, headers });
}

/** The app whose origin was asked (the edge routes only requests for a known one here). */
const appOf = (request: Request, env: FilesBindings) => settingsOf(env).appByOrigin.get(new URL(request.url).origin) as string;

export const releaseFiles = new Hono<{ Bindings: FilesBindings }>()
  .options('*', (c) => preflight(c.req.raw, c.env, appOf(c.req.raw, c.env)))
  .get('*', async (c) => {
    const request = c.req.raw;
    const app = appOf(request, c.env);
    const { origins } = settingsOf(c.env);
    const url = new URL(request.url);
    const headers = baseHeaders(request, { csp: REMOTE_CSP, corsOrigins: [origins[HOST] as string, origins[app] as string] });
    const [, first = '', ...rest] = url.pathname.split('/');
    // A published release, by its id: everything in it is immutable, manifest included.
    if (RELEASE_ID.test(first) && rest.length) {
      const answer = await serveFile(request, c.env.RELEASES, { app, id: first, path: rest.join('/'), headers, cacheControl: IMMUTABLE });
      if (answer) return answer;
    }
    const live = (await livePointers(c.env, c.executionCtx)).pointers.apps[app]?.current;
    if (!live) return notFound(request, headers);
    const path = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    return (
      (await serveFile(request, c.env.RELEASES, { app, id: live, path, headers, cacheControl: cacheControlFor(url.pathname) })) ??
      notFound(request, headers)
    );
  })
  .all('*', () => new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }));
