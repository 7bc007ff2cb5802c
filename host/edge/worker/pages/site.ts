/**
 * The site's pages: the host's origin, but for the deploy API and the collectors. What each request
 * is served from is resolved first (servedFrom.ts); then the run-time config, the sitemap,
 * robots.txt, every page — composed (composePage.ts) from the releases of the visitor's variant and
 * kept (keptPages.ts) — and the live host release's own files.
 */
import { FIRST_VIEW_FILE, type FirstViewFile } from '@mars/shared/first-view';
import { type Context, Hono } from 'hono';
import { HOST } from '../config/settings';
import { CONFIG_PATH, variantConfigUrl } from '../config/variantConfig';
import { preflight, serveFile } from '../files/releaseFiles';
import { cacheControlFor, NO_CACHE_CONTROL } from '../http/caching';
import { type CompressedCopy, messageOf, notFound, respond } from '../http/responses';
import { hostCsp } from '../http/security';
import type { FederationManifest, ReleaseRecord } from '../releases/records';
import { MANIFEST_FILE, RELEASE_RECORD, releaseFile, releaseJson } from '../releases/store';
import { composePage } from './composePage';
import type { RemoteRelease } from './composition';
import { keepPage, keptPage, stamped } from './keptPages';
import { asksForPage, type ServedFrom, type SiteEnv, servedFrom } from './servedFrom';
import { robotsTxt, sitemapXml } from './sitemap';

type SiteContext = Context<SiteEnv>;

/** A no-cache answer of the host's origin, with the headers of what it is served from. */
function send(c: SiteContext, status: number, type: string, body: string, compressed?: CompressedCopy): Promise<Response> {
  const { headers } = c.var.servedFrom;
  headers.set('Content-Type', type);
  headers.set('Cache-Control', NO_CACHE_CONTROL);
  return respond(c.req.raw, body, { status, headers, ...(compressed ? { compressed } : {}) });
}

/**
 * A remote's release in the variant, as the page composition needs it. Files storage cannot give
 * now (and this location never served) leave that slot without its view — the app renders it, or
 * its fallback — and `onDegraded` keeps such a page out of the kept pages.
 */
async function remoteRelease(
  bucket: R2Bucket,
  { config, pointers }: ServedFrom,
  name: string,
  onDegraded: () => void,
): Promise<RemoteRelease | null> {
  const id = pointers.apps[name]?.current;
  const manifestUrl = config.remotes[name];
  if (!id || !manifestUrl) return null;
  const read = <T>(file: string) =>
    releaseJson<T>(bucket, name, id, file).catch((err) => {
      console.error(`[edge] ${name} ${id}: ${file} unreadable (${messageOf(err)}); its slot goes without its view`);
      onDegraded();
      return null;
    });
  const [firstView, manifest, record] = await Promise.all([
    read<FirstViewFile>(FIRST_VIEW_FILE),
    read<FederationManifest>(MANIFEST_FILE),
    read<Pick<ReleaseRecord, 'publishedAt' | 'pages'>>(RELEASE_RECORD),
  ]);
  return {
    id,
    manifestUrl,
    base: new URL('.', manifestUrl).href,
    firstView,
    manifest,
    publishedAt: record?.publishedAt,
    ...(record?.pages ? { pages: record.pages } : {}),
  };
}

/** `/sitemap.xml`: every page the live releases declare, in every country the host release names. */
async function sitemap(c: SiteContext, hostId: string) {
  const from = c.var.servedFrom;
  const remotes = await Promise.all(from.settings.remotes.map((name) => remoteRelease(c.env.RELEASES, from, name, () => {})));
  // The site's countries are the host release's (its shell names them).
  const shell = await releaseJson<FirstViewFile>(c.env.RELEASES, HOST, hostId, FIRST_VIEW_FILE).catch(() => null);
  const countries = shell?.country;
  const releases = remotes.filter((r): r is RemoteRelease => Boolean(r));
  return send(
    c,
    200,
    'application/xml; charset=utf-8',
    sitemapXml({ routes: from.config.routes, origin: from.config.publicOrigin, releases, ...(countries ? { countries } : {}) }),
  );
}

/** A page: kept, or composed from the variant's releases (and kept unless storage left it short). */
async function page(c: SiteContext, hostId: string) {
  const from = c.var.servedFrom;
  const { headers } = from;
  const url = new URL(c.req.url);
  const key = `${from.pointers.version}|${url.pathname}${from.pageQuery}`;
  let composed = keptPage(key);
  if (!composed) {
    const index = await releaseFile(c.env.RELEASES, HOST, hostId, 'index.html');
    if (!index) return notFound(c.req.raw, headers);
    let degraded = from.degraded;
    composed = await composePage({
      url: url.pathname === '/index.html' ? new URL(`/${url.search}`, url) : url,
      query: from.pageQuery,
      config: from.config,
      host: {
        id: hostId,
        page: index.body,
        routes: from.config.routes,
        firstView: await releaseJson<FirstViewFile>(c.env.RELEASES, HOST, hostId, FIRST_VIEW_FILE),
      },
      remoteRelease: (name) =>
        remoteRelease(c.env.RELEASES, from, name, () => {
          degraded = true;
        }),
      configUrl: variantConfigUrl(from.picks, from.overrides),
    });
    // A page storage could not complete is composed again next time, not kept.
    if (!degraded) keepPage(key, composed);
  }
  if (composed.status === 301) {
    headers.set('Location', composed.location);
    headers.set('Cache-Control', NO_CACHE_CONTROL);
    return new Response(null, { status: 301, headers });
  }
  headers.set('Content-Security-Policy', hostCsp(from.config, composed.scriptHashes, { https: from.https }));
  const [html, compressed] = await stamped(composed, c.env.FORM_TOKEN_SECRET);
  return send(c, composed.status, 'text/html; charset=utf-8', html, compressed);
}

/** One of the live host release's own files (its scripts, styles, pictures). */
async function hostFile(c: SiteContext, hostId: string) {
  const { headers } = c.var.servedFrom;
  const { pathname } = new URL(c.req.url);
  return (
    (await serveFile(c.req.raw, c.env.RELEASES, {
      app: HOST,
      id: hostId,
      path: pathname.slice(1),
      headers,
      cacheControl: cacheControlFor(pathname),
    })) ?? notFound(c.req.raw, headers)
  );
}

/** Answers with `answer` when the variant has a live host release, else 404. */
const withHost = (answer: (c: SiteContext, hostId: string) => Promise<Response> | Response) => (c: SiteContext) => {
  const { hostId, headers } = c.var.servedFrom;
  return hostId ? answer(c, hostId) : notFound(c.req.raw, headers);
};

export const site = new Hono<SiteEnv>()
  .options('*', (c) => preflight(c.req.raw, c.env, HOST))
  .use(servedFrom)
  .get(CONFIG_PATH, (c) => send(c, 200, 'application/json; charset=utf-8', JSON.stringify(c.var.servedFrom.config, null, 2)))
  .get('/sitemap.xml', withHost(sitemap))
  .get(
    '/robots.txt',
    withHost((c) => send(c, 200, 'text/plain; charset=utf-8', robotsTxt(c.var.servedFrom.config.publicOrigin))),
  )
  .get(
    '*',
    withHost((c, hostId) => (asksForPage(new URL(c.req.url)) ? page(c, hostId) : hostFile(c, hostId))),
  )
  .all('*', () => new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }));
