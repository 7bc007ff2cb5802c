/**
 * What the host's origin answers with (beside the deploy API and the collectors): the run-time
 * config, the sitemap, robots.txt, every page — composed (composePage.ts) from the releases of the
 * visitor's variant — and the live host release's own files.
 *
 * A visitor's variant is the live releases, or an app's canary when the visitor's bucket cookie falls
 * in its share, or a QA override to a published release (canary/variant.ts); the page, its config and
 * its CSP are made from the same variant. A composed page is kept per isolate under the pointers'
 * version and its URL, so a promote changes the key; only its form token is stamped per request.
 */
import { FIRST_VIEW_FILE, type FirstViewFile, FORM_TOKEN_TOKEN } from '@mars/shared/first-view';
import {
  bucketCookie,
  bucketOf,
  canariesFor,
  canariesNamed,
  newBucket,
  overridesRequested,
  type Picks,
  variantPointers,
} from '../canary/variant';
import { CONFIG_PATH, type RuntimeConfig, runtimeConfig, variantConfigUrl } from '../config/runtimeConfig';
import { HOST, type Settings } from '../config/settings';
import { serveFile } from '../files/releaseFiles';
import { cacheControlFor, NO_CACHE_CONTROL } from '../http/caching';
import { type CompressedCopy, notFound, respond } from '../http/responses';
import { baseHeaders, hostCsp } from '../http/security';
import { messageOf } from '../lib/errors';
import type { LivePointers } from '../releases/livePointers';
import type { PointersState } from '../releases/pointers';
import type { FederationManifest, ReleaseRecord } from '../releases/records';
import { MANIFEST_FILE, RELEASE_ID, RELEASE_RECORD, releaseFile, releaseJson, releaseRecord } from '../releases/store';
import { type Composed, composePage, type RemoteRelease, stampFormToken } from './composePage';
import { robotsTxt, sitemapXml } from './sitemap';

export interface HostOriginContext {
  request: Request;
  bucket: R2Bucket;
  settings: Settings;
  pointersNow: () => Promise<LivePointers>;
  formTokenSecret: string | undefined;
}

/**
 * The QA overrides this request asks for (variant.ts) that name a published release of a remote:
 * the edge composes from those; anything else is left to the browser, which loads it unverified.
 */
async function verifiedOverrides(bucket: R2Bucket, s: Settings, url: URL, cookieHeader: string | null): Promise<Picks> {
  const requested = overridesRequested(url.searchParams, cookieHeader, RELEASE_ID);
  const picks: Picks = {};
  await Promise.all(
    Object.entries(requested).map(async ([app, id]) => {
      if (s.remotes.includes(app) && (await releaseRecord(bucket, app, id))) picks[app] = id;
    }),
  );
  return picks;
}

/** A composed page, kept: its form-token stamp (once a second) and gzip bytes are kept with it. */
type KeptPage = Composed & CompressedCopy & { stamp?: { second: number; html: string } & CompressedCopy };

/** Composed pages, by the pointers' version and the URL; least recently used out first. */
const PAGE_CACHE_SIZE = 500;
const pages = new Map<string, KeptPage>();
function cachedPage(key: string): KeptPage | undefined {
  const hit = pages.get(key);
  if (hit) {
    pages.delete(key);
    pages.set(key, hit);
  }
  return hit;
}
function cachePage(key: string, composed: KeptPage): void {
  pages.set(key, composed);
  if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
}
/** For the edge's tests: forget the composed pages. */
export const forgetPages = (): void => pages.clear();

/**
 * The page with its form tokens filled in, and where its compressed bytes are kept. A page without
 * a form is the composition itself; one with a form is stamped once a second (a token says when
 * the form appeared, to the second: plenty for a minimum fill time of seconds).
 */
async function stamped(composed: KeptPage & { html: string }, secret: string | undefined): Promise<[string, CompressedCopy]> {
  if (!composed.html.includes(FORM_TOKEN_TOKEN)) return [composed.html, composed];
  const second = Math.floor(Date.now() / 1000);
  if (composed.stamp?.second !== second) composed.stamp = { second, html: await stampFormToken(composed.html, secret, second * 1000) };
  return [composed.stamp.html, composed.stamp];
}

/**
 * A remote's release in the variant, as the page composition needs it. Files storage cannot give
 * now (and this location never served) leave that slot without its view — the app renders it, or
 * its fallback — and `onDegraded` keeps such a page out of the page cache.
 */
async function remoteRelease(
  bucket: R2Bucket,
  config: RuntimeConfig,
  pointers: Pick<PointersState, 'apps'>,
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

export type HostAnswer = 'config' | 'sitemap' | 'robots' | 'page or file';

export async function answerHost({ request, bucket, settings: s, pointersNow, formTokenSecret }: HostOriginContext, what: HostAnswer) {
  const url = new URL(request.url);
  const { pointers: live, staleMs } = await pointersNow();
  // The visitor's variant: named in the config's URL by the page that asks for it, else the bucket's.
  let bucketNo = bucketOf(request.headers.get('Cookie'));
  const isConfig = what === 'config';
  const last = url.pathname.split('/').pop() ?? '';
  const isPage = what === 'page or file' && (!last.includes('.') || url.pathname === '/index.html');
  const newVisitor = isPage && bucketNo === null && Object.values(live.apps).some((p) => p.canary);
  if (newVisitor) bucketNo = newBucket();
  const picks =
    isConfig && url.searchParams.has('variant') ? canariesNamed(live, url.searchParams.get('variant')) : canariesFor(live, bucketNo);
  const overrides = isConfig || isPage ? await verifiedOverrides(bucket, s, url, request.headers.get('Cookie')) : {};
  const pointers = variantPointers(live, picks, overrides);
  const { config, degraded: routesDegraded } = await runtimeConfig(bucket, s, pointers);
  const https = url.protocol === 'https:';
  const headers = baseHeaders(request, { csp: hostCsp(config, [], { https }) });
  // The pointers could not be read: this answer is the last known composition, this many seconds old.
  if (staleMs !== null) headers.set('x-mars-composition-stale', String(Math.round(staleMs / 1000)));
  if (newVisitor && bucketNo !== null) headers.append('Set-Cookie', bucketCookie(bucketNo, https));
  const send = (status: number, type: string, body: string, compressed?: CompressedCopy) => {
    headers.set('Content-Type', type);
    headers.set('Cache-Control', NO_CACHE_CONTROL);
    return respond(request, body, { status, headers, ...(compressed ? { compressed } : {}) });
  };
  if (isConfig) return send(200, 'application/json; charset=utf-8', JSON.stringify(config, null, 2));
  const hostId = pointers.apps[HOST]?.current;
  if (!hostId) return notFound(request, headers);
  let degraded = routesDegraded;
  const remote = (name: string) =>
    remoteRelease(bucket, config, pointers, name, () => {
      degraded = true;
    });
  if (what === 'sitemap') {
    const releases = (await Promise.all(s.remotes.map(remote))).filter((r): r is RemoteRelease => Boolean(r));
    // The site's countries are the host release's (its shell names them).
    const shell = await releaseJson<FirstViewFile>(bucket, HOST, hostId, FIRST_VIEW_FILE).catch(() => null);
    const countries = shell?.country;
    return send(
      200,
      'application/xml; charset=utf-8',
      sitemapXml({ routes: config.routes, origin: config.publicOrigin, releases, ...(countries ? { countries } : {}) }),
    );
  }
  if (what === 'robots') return send(200, 'text/plain; charset=utf-8', robotsTxt(config.publicOrigin));

  if (isPage) {
    // The override parameter is not part of the page: its variant is already in the version.
    const search = new URLSearchParams(url.search);
    search.delete('override');
    const query = search.size ? `?${search}` : '';
    const key = `${pointers.version}|${url.pathname}${query}`;
    let composed = cachedPage(key);
    if (!composed) {
      const page = await releaseFile(bucket, HOST, hostId, 'index.html');
      if (!page) return notFound(request, headers);
      composed = await composePage({
        url: url.pathname === '/index.html' ? new URL(`/${url.search}`, url) : url,
        config,
        host: {
          id: hostId,
          page: page.body,
          routes: config.routes,
          firstView: await releaseJson<FirstViewFile>(bucket, HOST, hostId, FIRST_VIEW_FILE),
        },
        remoteRelease: remote,
        configUrl: variantConfigUrl(picks, overrides),
      });
      // A page storage could not complete is composed again next time, not kept.
      if (!degraded) cachePage(key, composed);
    }
    if (composed.status === 301) {
      headers.set('Location', composed.location);
      headers.set('Cache-Control', NO_CACHE_CONTROL);
      return new Response(null, { status: 301, headers });
    }
    headers.set('Content-Security-Policy', hostCsp(config, composed.scriptHashes, { https }));
    const [html, compressed] = await stamped(composed, formTokenSecret);
    return send(composed.status, 'text/html; charset=utf-8', html, compressed);
  }
  return (
    (await serveFile(request, bucket, {
      app: HOST,
      id: hostId,
      path: url.pathname.slice(1),
      headers,
      cacheControl: cacheControlFor(url.pathname),
    })) ?? notFound(request, headers)
  );
}

export { CONFIG_PATH };
