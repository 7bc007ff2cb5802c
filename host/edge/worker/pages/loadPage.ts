/**
 * A page's load phase: the one place that reads what a page shows (PageSources: the store, through
 * storedReleases.ts) and puts every view of it together, into one plain object
 * (concerns/concern.ts, `Page`) that the composition (composePage.ts) then only reads. In order:
 *
 *   1. the address (address.ts): its country, the route and its view in the owning release, the
 *      status — or a 301, which needs nothing more;
 *   2. the host's own HTML of the body: its shell view in the page's country, with the page it
 *      composes for the route (the home page) in place of the route's slot, and the keys of the
 *      slots in it, in document order;
 *   3. the releases those slots need, read at once, and each slot's view as the page shows it: a
 *      plain view, a searchable list put together for the search text, a form in the outcome the
 *      query names (views.ts), or the view its release's renderer composes from the page's address
 *      (addressViews.ts) — with the release's asset URLs and the values only the edge knows — or the
 *      host's 404 page in every slot of a 404.
 *
 * A release read short (storage failing), or a renderer that could not answer, marks the page
 * degraded: it is composed again next time.
 */
import { countryPrefix, underPrefix } from '@mars/shared/country-paths';
import { NOT_FOUND_VIEW, rendersFor, SHELL_VIEW, SLOT_ATTR } from '@mars/shared/first-view';
import { CONFIG_PATH } from '../config/variantConfig';
import { type Redirect, remoteOf, resolveAddress } from './address';
import type { AddressViewAsk, AddressViewResult, HostRelease, PageConfig, RemoteRelease } from './composition';
import type { Address, Page } from './concerns/concern';
import { ShellError, shellLacksSlot } from './shellPlaces';
import { addressViewHtml, type RuntimeValues, type ViewContext, viewHtml, withBase } from './views';

/** What a page is loaded for: the request and the variant's config. */
export interface PageRequest {
  url: URL;
  /** The query as the page sees it (the QA override is the edge's, not the page's): the request's by default. */
  query?: string;
  config: PageConfig;
  /** The run-time config's URL for this page's variant (default /runtime-config.json). */
  configUrl?: string;
}

/** Where the load phase reads the variant's releases: the store (storedReleases.ts), or in the composition's tests their data. */
export interface PageSources {
  /** The live host release: its index.html, the site's routes, its own first views (null: no index.html). */
  host(): Promise<HostRelease | null>;
  /** A remote's live release (null: the variant has none). Asked once per remote the page needs. */
  release(name: string): Promise<RemoteRelease | null>;
  /** A view its release's renderer composes from the page's address (none: every view is the published one). */
  addressView?(ask: AddressViewAsk): Promise<AddressViewResult>;
}

/** A redirect, loaded: `degraded` as a page's (a release its address needed was read short). */
export type LoadedRedirect = Redirect & { degraded: boolean };

/** The keys the slots in `html` name, in document order. */
async function markersOf(html: string): Promise<string[]> {
  const markers: string[] = [];
  await new HTMLRewriter()
    .on(`template[${SLOT_ATTR}]`, {
      element(el) {
        markers.push(el.getAttribute(SLOT_ATTR) ?? '');
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return markers;
}

/**
 * The host's own HTML of the body — its shell view, the page it composes for the route in place of
 * the route's slot (the first `<template data-first-view-slot="">`) — and the keys its slots name,
 * in document order. Null when the shell has no slot for the route.
 */
async function ownBody(shellHtml: string, routePage: string | null): Promise<{ html: string; markers: string[] } | null> {
  const markers: string[] = [];
  let routeSlotAt = -1;
  const html = await new HTMLRewriter()
    .on(`template[${SLOT_ATTR}]`, {
      element(el) {
        const marker = el.getAttribute(SLOT_ATTR) ?? '';
        if (marker === '' && routeSlotAt < 0) {
          routeSlotAt = markers.length;
          if (routePage !== null) {
            el.replace(routePage, { html: true });
            return;
          }
        }
        markers.push(marker);
      },
    })
    .transform(new Response(shellHtml))
    .text();
  if (routeSlotAt < 0) return null;
  if (routePage !== null) markers.splice(routeSlotAt, 0, ...(await markersOf(routePage)));
  return { html, markers };
}

/** What only the edge knows, for the views: the config, this page's URL, its address in each country. */
const runtimeValues = ({ url, query, config }: { url: URL; query: string; config: PageConfig }, a: Address): RuntimeValues => ({
  config,
  pageUrl: new URL(url.pathname, `${config.publicOrigin}/`).href,
  countryPages: Object.fromEntries(
    Object.keys(a.languages).map((c) => [c, `${underPrefix(a.path, countryPrefix(c, a.fallback))}${query}`]),
  ),
});

/** What a release's renderer is asked for a slot of this page (AddressViewAsk): the view, the country, the address. */
const addressAsk = (release: RemoteRelease, key: string, a: Address, query: string): AddressViewAsk => ({
  app: remoteOf(key),
  releaseId: release.id,
  declared: release.firstView?.addressViews,
  request: { key, country: a.code, path: a.path, query: query.replace(/^\?/, '') },
});

/**
 * The page for one request, loaded: everything it shows, read and put together; or where it
 * redirects; null when the host release has no page to compose (no index.html).
 */
export async function loadPage(req: PageRequest, sources: PageSources): Promise<Page | LoadedRedirect | null> {
  const host = await sources.host();
  if (!host) return null;
  const reads = new Map<string, Promise<RemoteRelease | null>>();
  const releaseOf = (name: string) => {
    const read = reads.get(name) ?? sources.release(name);
    reads.set(name, read);
    return read;
  };
  const degraded = async () => (await Promise.all(reads.values())).some((release) => release?.degraded === true);
  const { url, config } = req;
  const address = await resolveAddress(url, host, releaseOf);
  if (address.status === 301) return { ...address, degraded: await degraded() };
  const query = req.query ?? url.search;
  const shells = host.firstView?.views?.[SHELL_VIEW] as Record<string, string> | undefined;
  const shell = host.firstView?.country && shells?.[host.firstView.country.fallback] ? host.firstView : null;
  const hostName = `host${host.id ? ` ${host.id}` : ''}`;
  const page = { url, query, config, configUrl: req.configUrl ?? CONFIG_PATH, host, hostName, shell, address };
  if (!shell)
    return {
      ...page,
      body: null,
      views: new Map(),
      addressCss: new Map(),
      placed: { releases: new Map(), keys: [] },
      degraded: await degraded(),
    };

  const { main, status } = address;
  const at: ViewContext = {
    country: address.code,
    fallback: address.fallback,
    search: url.searchParams,
    values: runtimeValues(page, address),
  };
  const own = await ownBody(viewHtml(shell, SHELL_VIEW, at) ?? '', main?.route.page ? viewHtml(shell, main.route.page, at) : null);
  if (!own) throw new ShellError(shellLacksSlot(hostName, address.code));
  // The route's own slot (its key empty) holds the route's view.
  const keys = own.markers.map((marker) => (marker === '' ? (main?.key ?? '') : marker));
  const names = status === 404 ? [] : [...new Set(keys.filter(Boolean).map(remoteOf))];
  const releases = new Map(await Promise.all(names.map(async (name) => [name, await releaseOf(name)] as const)));
  const notFound = status === 404 ? (viewHtml(shell, NOT_FOUND_VIEW, at) ?? '') : '';
  // The views their releases' renderers compose from this address, asked for together.
  const composed = new Map(
    await Promise.all(
      (status === 404 ? [] : [...new Set(keys.filter(Boolean))]).map(async (key) => {
        const release = releases.get(remoteOf(key));
        const declared = rendersFor(release?.firstView?.addressViews, key, new URLSearchParams(query));
        const asked = release && declared ? sources.addressView?.(addressAsk(release, key, address, query)) : undefined;
        return [key, (await asked) ?? { view: null }] as const;
      }),
    ),
  );
  const views = new Map<string, string | null>();
  const addressCss = new Map<string, readonly string[]>();
  for (const key of keys) {
    if (status === 404) {
      views.set(key, notFound);
      continue;
    }
    const release = releases.get(remoteOf(key)) ?? null;
    const rendered = composed.get(key)?.view;
    if (rendered && release) addressCss.set(key, rendered.css);
    const html = rendered ? addressViewHtml(rendered.html, at) : release ? viewHtml(release.firstView, key, at) : null;
    views.set(key, release && html !== null ? withBase(html, release.base) : null);
  }
  const renderFailed = [...composed.values()].some((r) => r.view === null && r.failed !== undefined);
  return {
    ...page,
    body: own.html,
    views,
    addressCss,
    placed: { releases, keys: [...new Set(keys.filter(Boolean))] },
    degraded: renderFailed || (await degraded()),
  };
}
