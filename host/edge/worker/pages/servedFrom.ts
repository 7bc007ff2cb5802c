/**
 * What a request to the host's origin is served from, resolved once, before any route answers
 * (the site's middleware, ./site.ts): the live pointers (or their last copy, if the object cannot be
 * read), the visitor's variant — an app's canary when their bucket cookie falls in its share, a QA
 * override to a published release — the run-time config of that variant, and what every answer's
 * headers say of it (answerHeaders). The page, its config and its CSP are made from the same variant.
 */
import type { MiddlewareHandler } from 'hono';
import {
  bucketCookie,
  bucketOf,
  canariesFor,
  canariesNamed,
  newBucket,
  overridesRequested,
  type Picks,
  type VariantPointers,
  variantPointers,
} from '../canary/variant';
import { HOST, type Settings, settingsOf } from '../config/settings';
import { CONFIG_PATH, type RuntimeConfig, variantConfig } from '../config/variantConfig';
import { baseHeaders, hostCsp } from '../http/security';
import { livePointers, type PointersBindings } from '../releases/livePointers';
import { RELEASE_ID, releaseRecord } from '../releases/store';
import { noteQaNamed } from '../retention/qaNamed';
import type { AddressViewBindings } from './addressViews';

/** What the host's origin reads of the Worker's bindings. */
export interface SiteBindings extends PointersBindings, AddressViewBindings {
  RELEASES: R2Bucket;
  ORIGINS: unknown;
  RUNTIME_CONFIG: unknown;
  /** Secret: signs the demo form's token (the demo API verifies with the same value). */
  FORM_TOKEN_SECRET?: string;
}

export interface ServedFrom {
  settings: Settings;
  /** The variant's releases: the live pointers with its canaries and verified QA overrides in place. */
  pointers: VariantPointers;
  /** The live host release (none: nothing of the site can be served). */
  hostId: string | undefined;
  /** The variant's canaries and QA overrides, as a page names them in its config's URL. */
  picks: Picks;
  overrides: Picks;
  /** The variant's run-time config; `degraded`: a route table could not be read (a page made from it is not kept). */
  config: RuntimeConfig;
  degraded: boolean;
  /** The page's query without the QA override (the edge's, not the page's: its variant is in the pointers' version). */
  pageQuery: string;
  /** How old the pointers are when the object cannot be read (null: current); a new visitor's bucket cookie. */
  staleMs: number | null;
  newBucketCookie: string | null;
  https: boolean;
}

export type SiteEnv = { Bindings: SiteBindings; Variables: { servedFrom: ServedFrom } };

/** A page, not a file: a path whose last segment has no extension (and the host's own /index.html). */
export const asksForPage = (url: URL): boolean => !(url.pathname.split('/').pop() ?? '').includes('.') || url.pathname === '/index.html';

/**
 * The QA overrides this request asks for (canary/variant.ts) that name a published release of a
 * remote: the edge composes from those; anything else is left to the browser, which loads it unverified.
 */
async function verifiedOverrides(bucket: R2Bucket, s: Settings, request: { url: URL; cookies: string | null }): Promise<Picks> {
  const requested = overridesRequested(request.url.searchParams, request.cookies, RELEASE_ID);
  const picks: Picks = {};
  await Promise.all(
    Object.entries(requested).map(async ([app, id]) => {
      if (s.remotes.includes(app) && (await releaseRecord(bucket, app, id))) picks[app] = id;
    }),
  );
  return picks;
}

export const servedFrom: MiddlewareHandler<SiteEnv> = async (c, next) => {
  const request = c.req.raw;
  const url = new URL(request.url);
  const settings = settingsOf(c.env);
  const cookies = request.headers.get('Cookie');
  const { pointers: live, staleMs } = await livePointers(c.env, c.executionCtx);
  const isConfig = url.pathname === CONFIG_PATH;
  const isPage = asksForPage(url);
  // The visitor's variant: named in the config's URL by the page that asks for it, else the bucket's.
  let bucket = bucketOf(cookies);
  const newVisitor = isPage && bucket === null && Object.values(live.apps).some((p) => p.canary);
  if (newVisitor) bucket = newBucket();
  const picks =
    isConfig && url.searchParams.has('variant') ? canariesNamed(live, url.searchParams.get('variant')) : canariesFor(live, bucket);
  const overrides = isConfig || isPage ? await verifiedOverrides(c.env.RELEASES, settings, { url, cookies }) : {};
  // A release a QA browser runs on is kept by retention while it does.
  if (Object.keys(overrides).length) c.executionCtx.waitUntil(noteQaNamed(c.env, overrides));
  const pointers = variantPointers(live, picks, overrides);
  const { config, degraded } = await variantConfig(c.env.RELEASES, settings, pointers);
  const https = url.protocol === 'https:';
  const own = new URLSearchParams(url.search);
  own.delete('override');
  c.set('servedFrom', {
    settings,
    pointers,
    hostId: pointers.apps[HOST]?.current,
    picks,
    overrides,
    config,
    degraded,
    pageQuery: url.searchParams.has('override') ? (own.size ? `?${own}` : '') : url.search,
    staleMs,
    newBucketCookie: newVisitor && bucket !== null ? bucketCookie(bucket, https) : null,
    https,
  });
  await next();
};

/**
 * The headers of one answer of the host's origin, built once: the security headers with its CSP (a
 * page's allows its inline scripts, by their hashes), and what it is served from — the pointers'
 * staleness, a new visitor's bucket cookie.
 */
export function answerHeaders(request: Request, from: ServedFrom, { scriptHashes = [] }: { scriptHashes?: string[] } = {}): Headers {
  const headers = baseHeaders(request, { csp: hostCsp(from.config, scriptHashes, { https: from.https }) });
  // The pointers could not be read: this answer is the last known composition, this many seconds old.
  if (from.staleMs !== null) headers.set('x-mars-composition-stale', String(Math.round(from.staleMs / 1000)));
  if (from.newBucketCookie) headers.append('Set-Cookie', from.newBucketCookie);
  return headers;
}
