/**
 * The site's pages: the host's origin, but for the deploy API and the collectors. What each request
 * is served from is resolved first (servedFrom.ts); then the run-time config, the sitemap,
 * robots.txt, every page — loaded (loadPage.ts) from the releases of the visitor's variant, composed
 * (composePage.ts) and kept (keptPages.ts) — and the live host release's own files. Each answer's
 * headers are built once, for it (answerHeaders).
 */
import { FIRST_VIEW_FILE, type FirstViewFile } from '@mars/shared/first-view';
import { type Context, Hono } from 'hono';
import { HOST } from '../config/settings';
import { CONFIG_PATH, variantConfigUrl } from '../config/variantConfig';
import { fromEarlierRelease } from '../files/earlierReleases';
import { preflight, serveFile } from '../files/releaseFiles';
import { cacheControlFor, NO_CACHE_CONTROL } from '../http/caching';
import { type CompressedCopy, notFound, respond } from '../http/responses';
import { releaseJson } from '../releases/store';
import { composePage } from './composePage';
import type { RemoteRelease } from './composition';
import { keptPages, stamped } from './keptPages';
import { loadPage } from './loadPage';
import { answerHeaders, asksForPage, type SiteEnv, servedFrom } from './servedFrom';
import { robotsTxt, sitemapXml } from './sitemap';
import { storedRemote, storedSources } from './storedReleases';

type SiteContext = Context<SiteEnv>;

/** A no-cache answer of the host's origin: `scriptHashes`, a page's inline scripts (its CSP allows them). */
function send(
  c: SiteContext,
  {
    status = 200,
    type,
    body,
    compressed,
    scriptHashes,
  }: { status?: number; type: string; body: string; compressed?: CompressedCopy; scriptHashes?: string[] },
): Promise<Response> {
  const headers = answerHeaders(c.req.raw, c.var.servedFrom, scriptHashes ? { scriptHashes } : {});
  headers.set('Content-Type', type);
  headers.set('Cache-Control', NO_CACHE_CONTROL);
  return respond(c.req.raw, body, { status, headers, ...(compressed ? { compressed } : {}) });
}

/** A plain 404 of the host's origin. */
const nothingHere = (c: SiteContext) => notFound(c.req.raw, answerHeaders(c.req.raw, c.var.servedFrom));

/** `/sitemap.xml`: every page the live releases declare, in every country the host release names. */
async function sitemap(c: SiteContext, hostId: string) {
  const from = c.var.servedFrom;
  const remotes = await Promise.all(from.settings.remotes.map((name) => storedRemote(c.env.RELEASES, from, name)));
  // The site's countries are the host release's (its shell names them).
  const shell = await releaseJson<FirstViewFile>(c.env.RELEASES, HOST, hostId, FIRST_VIEW_FILE).catch(() => null);
  const countries = shell?.country;
  const releases = remotes.filter((r): r is RemoteRelease => Boolean(r));
  const xml = sitemapXml({ routes: from.config.routes, origin: from.config.publicOrigin, releases, ...(countries ? { countries } : {}) });
  return send(c, { type: 'application/xml; charset=utf-8', body: xml });
}

/** A page: kept, or loaded from the variant's releases and composed (and kept unless storage left it short). */
async function page(c: SiteContext, hostId: string) {
  const from = c.var.servedFrom;
  const url = new URL(c.req.url);
  const key = `${from.pointers.version}|${url.pathname}${from.pageQuery}`;
  let composed = keptPages.find(key);
  if (!composed) {
    const loaded = await loadPage(
      {
        url: url.pathname === '/index.html' ? new URL(`/${url.search}`, url) : url,
        query: from.pageQuery,
        config: from.config,
        configUrl: variantConfigUrl(from.picks, from.overrides),
      },
      storedSources(c.env, from, hostId),
    );
    if (!loaded) return nothingHere(c);
    composed = 'location' in loaded ? { status: 301, location: loaded.location } : await composePage(loaded);
    // A page storage could not complete is composed again next time, not kept.
    if (!from.degraded && !loaded.degraded) keptPages.keep(key, composed);
  }
  if (composed.status === 301) {
    const headers = answerHeaders(c.req.raw, from);
    headers.set('Location', composed.location);
    headers.set('Cache-Control', NO_CACHE_CONTROL);
    return new Response(null, { status: 301, headers });
  }
  const [html, compressed] = await stamped(composed, c.env.FORM_TOKEN_SECRET);
  return send(c, {
    status: composed.status,
    type: 'text/html; charset=utf-8',
    body: html,
    compressed,
    scriptHashes: composed.scriptHashes,
  });
}

/** One of the live host release's own files (its scripts, styles, pictures). */
async function hostFile(c: SiteContext, hostId: string) {
  const { pathname } = new URL(c.req.url);
  return (
    (await serveFile(c.req.raw, c.env.RELEASES, {
      app: HOST,
      id: hostId,
      path: pathname.slice(1),
      headers: answerHeaders(c.req.raw, c.var.servedFrom),
      cacheControl: cacheControlFor(pathname),
    })) ??
    // A tab opened before the host's last promote asks for its own files: an earlier release has them.
    (await fromEarlierRelease(c.req.raw, c.env.RELEASES, {
      app: HOST,
      path: pathname.slice(1),
      headers: answerHeaders(c.req.raw, c.var.servedFrom),
    })) ??
    nothingHere(c)
  );
}

/** Answers with `answer` when the variant has a live host release, else 404. */
const withHost = (answer: (c: SiteContext, hostId: string) => Promise<Response> | Response) => (c: SiteContext) => {
  const { hostId } = c.var.servedFrom;
  return hostId ? answer(c, hostId) : nothingHere(c);
};

export const site = new Hono<SiteEnv>()
  .options('*', (c) => preflight(c.req.raw, c.env, HOST))
  .use(servedFrom)
  .get(CONFIG_PATH, (c) => send(c, { type: 'application/json; charset=utf-8', body: JSON.stringify(c.var.servedFrom.config, null, 2) }))
  .get('/sitemap.xml', withHost(sitemap))
  .get(
    '/robots.txt',
    withHost((c) => send(c, { type: 'text/plain; charset=utf-8', body: robotsTxt(c.var.servedFrom.config.publicOrigin) })),
  )
  .get(
    '*',
    withHost((c, hostId) => (asksForPage(new URL(c.req.url)) ? page(c, hostId) : hostFile(c, hostId))),
  )
  .all('*', () => new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }));
