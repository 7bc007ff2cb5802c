/**
 * The edge: the one server between visitors and every app, as a Cloudflare Worker (workerd locally,
 * through Miniflare; Cloudflare in production). Each app has its own origin (ORIGINS); the worker
 * answers each by its role:
 *
 *   host origin    pages composed from the live releases (page/composePage.mjs), /runtime-config.json,
 *                  /sitemap.xml, /robots.txt, the live host release's files, the deploy API and
 *                  POST /_edge/rum, the real-visitor reports (rum/collector.mjs)
 *   remote origin  /<release id>/… any published release's files (immutable), the rest from its live release
 *
 * Releases are objects in R2 (RELEASES), the live pointers a Durable Object (POINTERS), the reports in
 * D1 (RUM); every header and cache rule is in http/headers.mjs. Web-standard JavaScript, no Node APIs.
 *
 * Its Cron Trigger runs the canary verdicts (canary/job.mjs). A visitor's variant — live releases or
 * an app's canary — is chosen per request (canary/variant.mjs); the page, its config and its CSP
 * follow the same variant.
 *
 * Bindings: RELEASES (R2), POINTERS (Durable Object `Pointers`), RUM (D1), ORIGINS ({ app: origin }),
 * RUNTIME_CONFIG (the run-time config without remotes), CANARY_POLICY (optional), DEPLOY_TOKENS and
 * FORM_TOKEN_SECRET (secrets).
 */

import { COMPOSITION_META } from '../../shared/src/composition/pageComposition.ts';
import { FORM_TOKEN_TOKEN } from '../../shared/src/firstView/format.mjs';
import { mergeRouteTables, ROUTE_TABLE_FILE } from '../../shared/src/routes/routeTable.mjs';
import { runVerdicts } from './canary/job.mjs';
import {
  bucketCookie,
  bucketOf,
  canariesFor,
  canariesNamed,
  compositionOf,
  newBucket,
  overrideParams,
  overridesRequested,
  variantParam,
  variantPointers,
} from './canary/variant.mjs';
import { handleCspReport } from './csp/reports.mjs';
import { DEPLOY_PREFIX, handleDeploy } from './deploy/api.mjs';
import {
  baseHeaders,
  CSP_REPORT_PATH,
  cacheControlFor,
  contentTypeOf,
  hostCsp,
  IMMUTABLE,
  NO_CACHE_CONTROL,
  plain,
  REMOTE_CSP,
  respond,
} from './http/headers.mjs';
import { composePage, stampFormToken } from './page/composePage.mjs';
import { robotsTxt, sitemapXml } from './page/sitemap.mjs';
import { forgetPointersCopy, livePointers } from './releases/livePointers.mjs';
import { pointersOf } from './releases/pointers.mjs';
import { forgetReleaseMemory, RELEASE_ID, RELEASE_PATH, releaseDigest, releaseFile, releaseJson } from './releases/store.mjs';
import { handleRum, RUM_PATH } from './rum/collector.mjs';
import { FAULTS_PATH, handleFaults } from './testing/faults.mjs';

export { Pointers } from './releases/pointers.mjs';

const FIRST_VIEW_FILE = 'first-view.json';
const HOST = 'host';

const parse = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The edge's settings from its bindings, read once per isolate. */
let settings;
function settingsOf(env) {
  if (!settings) {
    const origins = parse(env.ORIGINS);
    settings = {
      origins,
      apps: Object.keys(origins),
      remotes: Object.keys(origins).filter((a) => a !== HOST),
      appByOrigin: new Map(Object.entries(origins).map(([app, origin]) => [new URL(origin).origin, app])),
      baseConfig: parse(env.RUNTIME_CONFIG),
    };
  }
  return settings;
}

/**
 * The run-time config from the pointers of the visitor's variant: each remote's manifest inside its
 * release, on its own origin, and the composition id of that set of releases.
 */
function runtimeConfig(s, pointers) {
  const remotes = {};
  for (const remote of s.remotes) {
    const live = pointers.apps[remote]?.current;
    remotes[remote] = live ? `${s.origins[remote]}/${live}/mf-manifest.json` : `${s.origins[remote]}/mf-manifest.json`;
  }
  return {
    ...s.baseConfig,
    publicOrigin: s.baseConfig.publicOrigin ?? s.origins[HOST],
    remotes,
    composition: compositionOf(pointers, s.apps),
  };
}

const CONFIG_PATH = '/runtime-config.json';

/**
 * The site's routes and nav entries: the live releases' route tables merged (shared/src/routes) —
 * the host's first, then the remotes whose release went live earliest, so a path claimed twice
 * stays with the app that had it. A release without a table (or a remote that is down: its table
 * is in the store, not on its server) costs nothing here.
 */
async function siteRoutes(env, pointers) {
  const live = Object.entries(pointers.apps)
    .filter(([, p]) => p?.current)
    .sort(([a, pa], [b, pb]) => (a === HOST ? -1 : b === HOST ? 1 : (pa.updatedAt ?? '').localeCompare(pb.updatedAt ?? '')));
  // The same live releases make the same site: merged once per isolate, not per request.
  const key = live.map(([app, p]) => `${app}@${p.current}`).join(' ');
  if (!mergedRoutes.has(key)) {
    let complete = true;
    const tables = await Promise.all(
      live.map(([app, p]) =>
        releaseJson(env.RELEASES, app, p.current, ROUTE_TABLE_FILE).catch((err) => {
          // Storage failing for one app's table costs that app's routes on this page, not the page.
          console.error(`[edge] ${app} ${p.current}: route table unreadable (${err?.message ?? err})`);
          complete = false;
          return null;
        }),
      ),
    );
    // A host release from before route tables published every route as a plain list.
    const { routes, nav, navGroups, conflicts } = mergeRouteTables(
      tables.flatMap((t, i) => (!t ? [] : Array.isArray(t) ? [{ app: HOST, routes: t, nav: [] }] : [{ ...t, app: live[i][0] }])),
    );
    for (const conflict of conflicts) console.warn(`[edge] ${conflict}`);
    if (!complete) return { routes, nav, navGroups, degraded: true };
    if (mergedRoutes.size > 50) mergedRoutes.clear();
    mergedRoutes.set(key, { routes, nav, navGroups });
  }
  return mergedRoutes.get(key);
}
const mergedRoutes = new Map();

/**
 * The first link of the integrity chain: the sha384 of each remote's manifest in the variant's
 * release, as recorded when it was published (with the pointers, not read back from the bucket).
 * The config comes from the host's own origin; the manifest then names the digest of
 * `remoteEntry.js` and of every file the remote loads. A release published before digests were
 * recorded gets its manifest's digest as the bucket has it (that still guards the way to the browser).
 */
async function manifestIntegrity(env, s, pointers) {
  const integrity = {};
  await Promise.all(
    s.remotes.map(async (remote) => {
      const id = pointers.apps[remote]?.current;
      if (!id) return;
      const digest =
        pointers.digests?.[`${remote}/${id}`] ??
        // Unreadable now: no digest, so the app refuses that remote (only it degrades).
        (await releaseDigest(env.RELEASES, remote, id, 'mf-manifest.json').catch(() => null));
      if (digest) integrity[remote] = digest;
    }),
  );
  return integrity;
}

/**
 * What the edge adds to a composed page once: the composition id, and the variant in the run-time
 * config's URL (so the app fetches the config of the variant the page was made of).
 */
function markVariant(html, config, picks, overrides) {
  const meta = `<meta name="${COMPOSITION_META}" content="${config.composition.replace(/"/g, '&quot;')}">`;
  let out = html.replace('<head>', `<head>${meta}`);
  const configUrl = variantConfigUrl(picks, overrides);
  if (configUrl !== CONFIG_PATH) out = out.replaceAll(`"${CONFIG_PATH}"`, `"${configUrl.replaceAll('&', '&amp;')}"`);
  return out;
}

/** The run-time config's URL for a variant: its canaries, then its QA overrides (the host builds the same: runtimeConfigUrl). */
function variantConfigUrl(picks, overrides) {
  const canaries = Object.fromEntries(Object.entries(picks).filter(([app]) => !overrides[app]));
  const query = [variantParam(canaries) && `variant=${variantParam(canaries)}`, overrideParams(overrides)].filter(Boolean).join('&');
  return query ? `${CONFIG_PATH}?${query}` : CONFIG_PATH;
}

/**
 * The QA overrides this request asks for (variant.mjs) that name a published release of a remote:
 * the edge composes from those; anything else is left to the browser, which loads it unverified.
 */
async function verifiedOverrides(env, s, url, cookieHeader) {
  const requested = overridesRequested(url.searchParams, cookieHeader, RELEASE_ID);
  const picks = {};
  await Promise.all(
    Object.entries(requested).map(async ([app, id]) => {
      if (s.remotes.includes(app) && (await releaseJson(env.RELEASES, app, id, 'release.json'))) picks[app] = id;
    }),
  );
  return picks;
}

/**
 * Composed pages, by the pointers' version and the URL: a page is the same until a promote or a
 * rollback changes a pointer (the version is in the key), so it is composed once per isolate and
 * only its form token is stamped per request. Least recently used out first.
 */
const PAGE_CACHE_SIZE = 500;
const pages = new Map();
function cachedPage(key) {
  const hit = pages.get(key);
  if (hit) {
    pages.delete(key);
    pages.set(key, hit);
  }
  return hit;
}
function cachePage(key, composed) {
  pages.set(key, composed);
  if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value);
}

/**
 * The page with its form tokens filled in, and where its compressed bytes are kept. A page without
 * a form is the composition itself; one with a form is stamped once a second (a token says when
 * the form appeared, to the second: plenty for a minimum fill time of seconds).
 */
async function stamped(composed, secret) {
  if (!composed.html.includes(FORM_TOKEN_TOKEN)) return [composed.html, composed];
  const second = Math.floor(Date.now() / 1000);
  if (composed.stamp?.second !== second) composed.stamp = { second, html: await stampFormToken(composed.html, secret, second * 1000) };
  return [composed.stamp.html, composed.stamp];
}

/**
 * A remote's live release as the page composition needs it. Files storage cannot give now (and this
 * location never served) leave that slot without its view — the app renders it, or its fallback —
 * and `onDegraded` keeps such a page out of the page cache.
 */
async function liveRemote(env, config, pointers, name, onDegraded) {
  const id = pointers.apps[name]?.current;
  if (!id) return null;
  const manifestUrl = config.remotes[name];
  const read = (file) =>
    releaseJson(env.RELEASES, name, id, file).catch((err) => {
      console.error(`[edge] ${name} ${id}: ${file} unreadable (${err?.message ?? err}); its slot goes without its view`);
      onDegraded();
      return null;
    });
  const [firstView, manifest, record] = await Promise.all([read(FIRST_VIEW_FILE), read('mf-manifest.json'), read('release.json')]);
  return { id, manifestUrl, base: new URL('.', manifestUrl).href, firstView, manifest, publishedAt: record?.publishedAt };
}

/** A file of a release, with its cache rule, answering If-None-Match with 304. */
async function serveFile(request, env, app, id, path, headers, cacheControl) {
  if (!RELEASE_PATH.test(path)) return null;
  const file = await releaseFile(env.RELEASES, app, id, path);
  if (!file) return null;
  headers.set('Content-Type', contentTypeOf(path));
  headers.set('Cache-Control', cacheControl);
  headers.set('ETag', file.etag);
  if (request.headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  return respond(request, file.body, { headers, size: file.body.byteLength, compressed: file });
}

const notFound = (request, headers) => plain(request, 404, 'Not found', headers);

async function handleRemote(request, env, s, app, pointers) {
  const url = new URL(request.url);
  const headers = baseHeaders(request, { csp: REMOTE_CSP, corsOrigins: [s.origins[HOST], s.origins[app]] });
  const [, first = '', ...rest] = url.pathname.split('/');
  // A published release, by its id: everything in it is immutable, manifest included.
  if (RELEASE_ID.test(first) && rest.length) {
    const answer = await serveFile(request, env, app, first, rest.join('/'), headers, IMMUTABLE);
    if (answer) return answer;
  }
  const live = (await pointers()).pointers.apps[app]?.current;
  if (!live) return notFound(request, headers);
  // The live release (its standalone page for the team, its own files): revalidated where they change.
  const path = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
  return (await serveFile(request, env, app, live, path, headers, cacheControlFor(url.pathname))) ?? notFound(request, headers);
}

async function handleHost(request, env, s, pointersNow) {
  const url = new URL(request.url);
  const { pointers: live, staleMs } = await pointersNow();
  // The visitor's variant: named in the config's URL by the page that asks for it, else the bucket's.
  let bucket = bucketOf(request.headers.get('Cookie'));
  const isConfig = url.pathname === CONFIG_PATH;
  const last = url.pathname.split('/').pop() ?? '';
  const isPage = !isConfig && (!last.includes('.') || url.pathname === '/index.html');
  const newVisitor = isPage && bucket === null && Object.values(live.apps).some((p) => p.canary);
  if (newVisitor) bucket = newBucket();
  const picks =
    isConfig && url.searchParams.has('variant') ? canariesNamed(live, url.searchParams.get('variant')) : canariesFor(live, bucket);
  const overrides = isConfig || isPage ? await verifiedOverrides(env, s, url, request.headers.get('Cookie')) : {};
  const pointers = variantPointers(live, picks, overrides);
  const [integrity, { degraded: routesDegraded, ...site }] = await Promise.all([
    manifestIntegrity(env, s, pointers),
    siteRoutes(env, pointers),
  ]);
  const config = { ...runtimeConfig(s, pointers), integrity, ...site };
  const https = url.protocol === 'https:';
  const headers = baseHeaders(request, { csp: hostCsp(config, [], { https }) });
  // The pointers could not be read: this answer is the last known composition, this many seconds old.
  if (staleMs !== null) headers.set('x-mars-composition-stale', String(Math.round(staleMs / 1000)));
  if (newVisitor) headers.append('Set-Cookie', bucketCookie(bucket, url.protocol === 'https:'));
  const send = (status, type, body, compressed) => {
    headers.set('Content-Type', type);
    headers.set('Cache-Control', NO_CACHE_CONTROL);
    return respond(request, body, { status, headers, compressed });
  };
  if (isConfig) return send(200, 'application/json; charset=utf-8', JSON.stringify(config, null, 2));
  const hostId = pointers.apps[HOST]?.current;
  if (!hostId) return notFound(request, headers);
  const { routes } = config;
  let degraded = Boolean(routesDegraded);
  const remote = (name) =>
    liveRemote(env, config, pointers, name, () => {
      degraded = true;
    });
  if (url.pathname === '/sitemap.xml') {
    const releases = (await Promise.all(s.remotes.map(remote))).filter(Boolean);
    return send(200, 'application/xml; charset=utf-8', sitemapXml({ routes, origin: config.publicOrigin, releases }));
  }
  if (url.pathname === '/robots.txt') return send(200, 'text/plain; charset=utf-8', robotsTxt(config.publicOrigin));

  if (isPage) {
    // The override parameter is not part of the page: its variant is already in the version.
    const search = new URLSearchParams(url.search);
    search.delete('override');
    const query = search.size ? `?${search}` : '';
    const key = `${pointers.version}|${url.pathname}${query}`;
    let composed = cachedPage(key);
    if (!composed) {
      const page = await releaseFile(env.RELEASES, HOST, hostId, 'index.html');
      if (!page) return notFound(request, headers);
      composed = await composePage({
        url: url.pathname === '/index.html' ? new URL(`/${url.search}`, url) : url,
        config,
        host: {
          page: new TextDecoder().decode(page.body),
          routes,
          firstView: await releaseJson(env.RELEASES, HOST, hostId, FIRST_VIEW_FILE),
        },
        remoteRelease: remote,
      });
      if (composed.html) composed.html = markVariant(composed.html, config, picks, overrides);
      // A page storage could not complete is composed again next time, not kept.
      if (!degraded) cachePage(key, composed);
    }
    if (composed.status === 301) {
      headers.set('Location', composed.location);
      headers.set('Cache-Control', NO_CACHE_CONTROL);
      return new Response(null, { status: 301, headers });
    }
    headers.set('Content-Security-Policy', hostCsp(config, composed.scriptHashes, { https }));
    return send(composed.status, 'text/html; charset=utf-8', ...(await stamped(composed, env.FORM_TOKEN_SECRET)));
  }
  return (
    (await serveFile(request, env, HOST, hostId, url.pathname.slice(1), headers, cacheControlFor(url.pathname))) ??
    notFound(request, headers)
  );
}

export default {
  /**
   * @param {Request} request
   * @param {{ RELEASES: R2Bucket, POINTERS: DurableObjectNamespace, ORIGINS: unknown, RUNTIME_CONFIG: unknown, DEPLOY_TOKENS: unknown, FORM_TOKEN_SECRET: string }} env
   */
  async fetch(request, env, ctx) {
    const s = settingsOf(env);
    const url = new URL(request.url);
    const app = s.appByOrigin.get(url.origin);
    if (!app) return new Response('Not a site this edge serves', { status: 421 });
    // Read once per request, when needed: the page, its config and its CSP follow the same pointers.
    let pointers;
    const pointersNow = () => (pointers ??= livePointers(env, ctx));
    try {
      if (app === HOST && url.pathname.startsWith(DEPLOY_PREFIX)) return await handleDeploy(request, env, s.apps);
      if (app === HOST && url.pathname === RUM_PATH) return await handleRum(request, env, ctx);
      if (app === HOST && url.pathname === FAULTS_PATH && env.TEST_FAULTS === '1')
        return await handleFaults(request, env, {
          pointers: (mode) => pointersOf(env).testFault(mode),
          forget: () => {
            forgetPointersCopy();
            forgetReleaseMemory();
            pages.clear();
            mergedRoutes.clear();
          },
        });
      if (app === HOST && url.pathname === CSP_REPORT_PATH) return await handleCspReport(request, env);
      if (request.method === 'OPTIONS') {
        const headers = baseHeaders(request, { csp: REMOTE_CSP, corsOrigins: app === HOST ? [] : [s.origins[HOST], s.origins[app]] });
        headers.set('Access-Control-Allow-Methods', 'GET, HEAD');
        return new Response(null, { status: 204, headers });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
      return app === HOST ? await handleHost(request, env, s, pointersNow) : await handleRemote(request, env, s, app, pointersNow);
    } catch (err) {
      // What failed is logged; the visitor gets a plain answer, never the error's text.
      console.error(`[edge] ${request.method} ${url.pathname}: ${err?.stack ?? err}`);
      return new Response('Server error', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
  },

  /** The Cron Trigger: the canary verdicts (canary/job.mjs). */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runVerdicts(env));
  },
};
