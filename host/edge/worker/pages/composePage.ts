/**
 * The edge's page composition: for one request to the host's origin, the HTML a visitor (or a
 * crawler, or a link preview) gets before any JavaScript runs, and its status code.
 *
 *   1. the address (resolveAddress): its country, the route in the live route tables, 200, 301 or 404
 *   2. the head (pageHeadHtml): the page's own, from the release that owns it, in its country
 *   3. the body (composeBody): the host's shell with the live releases' views in its slots
 *   4. the document (assembleDocument): the host's index.html around them
 *
 * The host's release says where everything goes, as elements; Workers' streaming HTMLRewriter fills
 * them, in two documents:
 *   - the shell view (the host's first-view.json: header, <main>, footer) — each
 *     `<template data-first-view-slot="KEY">skeleton</template>` becomes that slot's view (the empty
 *     key: the route's own view; the home page's own slots come in with the home page view), each
 *     `<template data-nav-group="GROUP">` that group's menu entries;
 *   - the host's index.html — `<head>` gets the page's head, the views' CSS and the hero image's
 *     preload; `#root` the page, in the address's country (below); the app's
 *     scripts and data preloads are taken out and listed in `#first-view-late`, which the one inline
 *     script loads once the first view has painted (inlineLoader.ts).
 * Each country's pages have their own addresses: the default country's at the site's paths, the
 * others' under `/<code>` (shared/src/protocol/country/countryPaths.ts; the countries and their languages
 * come from the host release's shell). The prefix picks the country, the rest of the path the
 * route; the page carries that country's views only, its `<html lang>`, and a head naming its twins.
 * A shell or a page without one of these elements is an error that names it (ShellError), never a
 * page quietly missing a part; the gate refuses such a host release before it can go live.
 *
 * Views and heads come from the releases' first-view.json files (shared/src/protocol/firstView/); they are
 * inserted, never parsed from the request, and the only values taken from the URL (a path parameter
 * in a slot key, a search text, a form's values) are escaped.
 */

import { COMPOSITION_META } from '@mars/shared/composition';
import { countryPrefix, countryTwins, splitCountryPath, underPrefix } from '@mars/shared/country-paths';
import {
  type FirstViewFile,
  FORM_TOKEN_TOKEN,
  firstViewKey,
  NO_VIEW_DIGEST,
  NOT_FOUND_VIEW,
  SHELL_VIEW,
  SLOT_ATTR,
} from '@mars/shared/first-view';
import { issueFormToken } from '@mars/shared/form-token';
import { escapeAttr, headHtml, headTags } from '@mars/shared/head';
import { type AppRoute, NAV_SLOT_ATTR, navItemHtml, navTarget } from '@mars/shared/routes';
import { CONFIG_PATH } from '../config/runtimeConfig';
import type { Composed, HostRelease, PageConfig, RemoteRelease } from './composition';
import { authHintScript, inlineLoader, LATE_LOADS_ID, scriptHash } from './inlineLoader';
import { canonicalPath, matchRoute, propsOf } from './routes';
import { pageLacks, shellLacksSlot } from './shellPlaces';
import { cssOf, knowsModule, type RuntimeValues, viewHtml, withBase } from './views';

export type { Composed, HostRelease, PageConfig, RemoteRelease };
export { LATE_LOADS_ID };

/** A host release whose shell or page lacks a place the composition fills. */
export class ShellError extends Error {
  override name = 'ShellError';
}

/** React's preload of a high-priority image, inside a view. */
const IMAGE_PRELOAD = 'link[rel="preload"][as="image"]';

/**
 * The first paint waits until the header has been parsed (up to the shell's <main id="main">): a
 * browser short of CPU may otherwise paint a half-parsed header, whose right-hand actions then widen
 * (a layout shift, measured at 0.002 under load). Chrome's `rel=expect`; others ignore it.
 */
const RENDER_AFTER_HEADER = '<link rel="expect" href="#main" blocking="render">';

/** Keeps `</style>` / `</script>` text from ending the element early. */
const rawText = (s: string) => s.replace(/<\/(style|script)/gi, '<\\/$1');
const remoteOf = (moduleId: string) => moduleId.split('/')[0] ?? '';

/** What the inline script fetches once the first view has painted. */
type LateLoad = { script: string } | { href: string; as: string };

/** An element as HTML again, from its name and attributes (the rewriter hands over no markup). */
const tagOf = (el: Element) => `<${el.tagName}${[...el.attributes].map(([k, v = '']) => ` ${k}="${escapeAttr(v)}"`).join('')}>`;

/**
 * The route's main view: its key, and whether it exists. An item the owning release does not have
 * (an unknown article slug) does not; a release that cannot be read, or publishes no views of the
 * module, cannot say, so the page is served and the app decides.
 */
async function routeView(
  routes: AppRoute[],
  pathname: string,
  search: URLSearchParams,
  remoteRelease: (name: string) => Promise<RemoteRelease | null>,
) {
  const match = matchRoute(routes, pathname);
  if (!match) return null;
  const { route, params } = match;
  const release = await remoteRelease(remoteOf(route.module));
  const file = release?.firstView ?? null;
  const baseKey = firstViewKey(route.module, propsOf(route, params));
  const hasParams = Object.keys(params).length > 0;
  const found = !hasParams || !knowsModule(file, route.module) || Boolean(file?.views?.[baseKey]);
  // Query parameters the route declares pick a variant (the blog's category), when there is one.
  const query = Object.fromEntries((route.query ?? []).flatMap((q) => (search.has(q) ? [[q, search.get(q) ?? '']] : [])));
  const queryKey = firstViewKey(route.module, { ...propsOf(route, params), ...query });
  const key = file?.views?.[queryKey] ? queryKey : baseKey;
  return { route, release, file, key, found };
}

/**
 * A remote's slot as the host's React tree has it (federation/RemoteSlot.tsx), so the app hydrates
 * it instead of replacing it: the slot's box (`display: contents`, naming its remote and release),
 * then a Suspense boundary in React's own markers around the view. The app hydrates the boundary
 * once its module is wanted and loaded; until then the view is the page. A slot without a view is a
 * boundary the server "could not finish" (`$!`): the app renders it itself, from its skeleton.
 */
function slotEnds(key: string, ownerAttrs: string, { empty = false } = {}): [open: string, close: string] {
  const boundary = empty ? `<!--$!--><template data-dgst="${NO_VIEW_DIGEST}"></template>` : '<!--$-->';
  return [
    `<div ${SLOT_ATTR}="${escapeAttr(key)}"${ownerAttrs}${empty ? ' data-first-view-empty' : ''} style="display:contents">${boundary}`,
    '<!--/$--></div>',
  ];
}

/**
 * Preload links for the route's remote module: its manifest, its remoteEntry.js and the chunks the
 * module needs at once (the manifest's `sync` list), all from the page's release. A script preload
 * carries the file's integrity and CORS mode, as the script that uses it will (else it is fetched twice).
 * Only for a page without a first view: one with a view needs the remote's code only once the
 * visitor reaches into its slot (host: federation/slot/hydrationGate.ts), so it fetches none before.
 */
function remotePreloads(release: RemoteRelease | null | undefined, moduleId: string) {
  const manifest = release?.manifest;
  if (!release || !manifest) return [];
  const expose = moduleId.split('/')[1];
  const chunks = manifest.exposes?.find((e) => e.name === expose)?.assets.js.sync ?? [];
  const files = [manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', ...chunks];
  return [
    { href: release.manifestUrl, as: 'fetch' },
    ...files.map((f) => {
      const integrity = manifest.mars?.integrity?.[f];
      return integrity ? { href: release.base + f, as: 'script', integrity } : { href: release.base + f, as: 'script' };
    }),
  ];
}

const preloadLink = ({ href, as, integrity }: { href: string; as: string; integrity?: string }) =>
  `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' || integrity ? ' crossorigin' : ''}${integrity ? ` integrity="${escapeAttr(integrity)}"` : ''} fetchpriority="low">`;

/** The page's own query, as the app sees it: the QA override is the edge's, not the page's (host: qaOverrides.ts). */
function pageQuery(url: URL): string {
  if (!url.searchParams.has('override')) return url.search;
  const own = new URLSearchParams(url.search);
  own.delete('override');
  return own.size ? `?${own}` : '';
}

/** Runs the handlers over some HTML and gives the result back as text. */
const rewrite = (html: string | ArrayBuffer, rewriter: HTMLRewriter) => rewriter.transform(new Response(html)).text();

/** What composePage is given for one request. */
interface PageRequest {
  url: URL;
  config: PageConfig;
  host: HostRelease;
  remoteRelease: (name: string) => Promise<RemoteRelease | null>;
  secrets?: { formToken?: string };
  configUrl?: string;
}

/** Where a request is on the site: its country, the page's own path, the route's view and the status. */
interface Address {
  code: string;
  path: string;
  prefix: string;
  fallback: string;
  languages: Record<string, string>;
  main: Awaited<ReturnType<typeof routeView>>;
  status: 200 | 404;
}

/**
 * Step 1, the address: the country's prefix and the page's own path ('/in/blog' → India's /blog),
 * the route's view in the live releases, and the status — or a 301 to the canonical address.
 */
async function resolveAddress({ url, host, remoteRelease }: PageRequest): Promise<Address | { status: 301; location: string }> {
  const { pathname, searchParams: search } = url;
  const country = host.firstView?.country;
  const languages = country?.languages ?? {};
  const fallback = country?.fallback ?? '';
  const split = (p: string) => (country ? splitCountryPath(p, Object.keys(languages), fallback) : { code: fallback, path: p });
  const { code, path } = split(pathname);
  const prefix = country ? countryPrefix(code, fallback) : '';
  // A country's home is '/in', as every link writes it; '/in/' is not an address of its own.
  if (prefix && pathname === `${prefix}/`) return { status: 301, location: `${prefix}${url.search}` };
  let main = await routeView(host.routes, path, search, remoteRelease);
  if (!main?.found) {
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      const alternative = await routeView(host.routes, split(canonical).path, search, remoteRelease);
      if (alternative?.found) return { status: 301, location: `${canonical}${url.search}` };
    }
  }
  const status = main?.found ? 200 : 404;
  if (status === 404 && !main?.route) main = null;
  return { code, path, prefix, fallback, languages, main, status };
}

/** Step 2, the head: the page's own (declared by the release that renders it; the host's for a 404), in the page's country. */
function pageHeadHtml({ config, host }: PageRequest, a: Address): string {
  const shellFile = host.firstView;
  const mainRelease = a.main?.release;
  const head =
    a.status === 404 ? shellFile?.heads?.[NOT_FOUND_VIEW] : a.main ? (mainRelease?.firstView?.heads?.[a.main.key] ?? null) : null;
  if (!head) return '';
  return headHtml(
    headTags(head, {
      origin: config.publicOrigin,
      releaseBase: a.status === 404 || !mainRelease ? '/' : mainRelease.base,
      siteName: shellFile?.siteName ?? '',
      ...(shellFile?.country?.languages ? { country: countryTwins(a.code, a.languages, a.fallback) } : {}),
    }),
  );
}

/** What only the edge knows, for views that need it: the config, this page's URL, a form token, the switcher's links. */
async function runtimeValues({ url, config, secrets }: PageRequest, a: Address): Promise<RuntimeValues> {
  return {
    config,
    pageUrl: new URL(url.pathname, `${config.publicOrigin}/`).href,
    // Without the secret, the token stays a placeholder for the caller to fill per request (see stampFormToken).
    formToken: secrets?.formToken ? await issueFormToken(secrets.formToken) : FORM_TOKEN_TOKEN,
    // The country switcher's links: this page in each country, with its query.
    countryPages: Object.fromEntries(
      Object.keys(a.languages).map((c) => [c, `${underPrefix(a.path, countryPrefix(c, a.fallback))}${pageQuery(url)}`]),
    ),
  };
}

/** The host's default <title> and description give way to the page's own. */
const ownHeadReplaces = (headTagsHtml: string): HTMLRewriterElementContentHandlers => ({
  element(el) {
    if (headTagsHtml) el.remove();
  },
});

/**
 * A host release without first views (or whose views cannot be read): the app renders the page; the
 * head is the page's, and the route module's files are preloaded meanwhile.
 */
async function pageForTheApp(
  req: PageRequest,
  a: Address,
  headTagsHtml: string,
  compositionMeta: string,
  hostName: string,
): Promise<Composed> {
  const preloads = a.status === 200 && a.main ? remotePreloads(a.main.release, a.main.route.module) : [];
  let sawHead = false;
  const html = await rewrite(
    req.host.page,
    new HTMLRewriter()
      .on('head', {
        element(el) {
          sawHead = true;
          el.prepend(compositionMeta, { html: true });
          el.append(`${headTagsHtml}${preloads.map(preloadLink).join('')}`, { html: true });
        },
      })
      .on('title', ownHeadReplaces(headTagsHtml))
      .on('meta[name="description"]', ownHeadReplaces(headTagsHtml)),
  );
  if (!sawHead) throw new ShellError(pageLacks(hostName, 'head'));
  return { status: a.status, html, scriptHashes: [] };
}

/** The page's body as it is composed: its HTML, the image preloads taken out of its views, the releases and views it used. */
interface Body {
  html: string;
  images: string[];
  usedReleases: Map<string, RemoteRelease | null>;
  usedKeys: Set<string>;
}

/**
 * Step 3, the body: the shell, each slot's marker replaced by its view as it streams in (the route's
 * own slot by the host's page for the route, when it composes one — the home page — whose own slots
 * are filled the same way), each menu place by its entries in the page's country. React writes a
 * preload for each high-priority image (the hero's poster) into its view: they are taken out on the
 * way, for the head, where the browser requests them before anything else.
 */
async function composeBody(req: PageRequest, a: Address, values: RuntimeValues, hostName: string): Promise<Body> {
  const { config, remoteRelease } = req;
  const shellFile = req.host.firstView as FirstViewFile;
  const search = req.url.searchParams;
  const { main, status, code, fallback } = a;
  const images: string[] = [];
  const usedReleases = new Map<string, RemoteRelease | null>();
  const usedKeys = new Set<string>();
  let sawMainSlot = false;

  const releaseFor = async (moduleKey: string) => {
    const name = remoteOf(moduleKey);
    if (!usedReleases.has(name))
      usedReleases.set(name, main?.route && remoteOf(main.route.module) === name ? main.release : await remoteRelease(name));
    return usedReleases.get(name) ?? null;
  };
  // Each slot names the remote and release its DOM comes from (real-visitor metrics attribute by it).
  const owner = (key: string | undefined, release: RemoteRelease | null) =>
    key ? ` data-remote="${escapeAttr(remoteOf(key))}"${release?.id ? ` data-release="${escapeAttr(release.id)}"` : ''}` : '';
  /** The menu's and the footer's entries, from the live route tables (the config's `nav`): the same links the host renders. */
  const navHtml = (group: string) =>
    (config.nav ?? [])
      .filter((entry) => entry.group === group || escapeAttr(entry.group) === group)
      .map((entry) => navItemHtml(navTarget(entry.to) === 'external' ? entry : { ...entry, to: underPrefix(entry.to, a.prefix) }))
      .join('');
  const takeImagePreloads: HTMLRewriterElementContentHandlers = {
    element(el) {
      images.push(tagOf(el));
      el.remove();
    },
  };
  /**
   * HTML on its way into the page: its image preloads taken out, and (`slots`) its slots and menu
   * places filled. A view with nothing to take out or fill goes in as it is (no second parse).
   */
  const into = (html: string, slots: boolean): ReadableStream | string => {
    if (!slots && !html.includes('<link rel="preload"')) return html;
    const rewriter = new HTMLRewriter().on(IMAGE_PRELOAD, takeImagePreloads);
    if (slots)
      rewriter.on(`template[${SLOT_ATTR}]`, { element: (el) => fillSlot(el) }).on(`template[${NAV_SLOT_ATTR}]`, {
        element(el) {
          el.replace(navHtml(el.getAttribute(NAV_SLOT_ATTR) ?? ''), { html: true });
        },
      });
    return rewriter.transform(new Response(html)).body as ReadableStream;
  };
  const hostPage = main?.route.page ? viewHtml(shellFile, main.route.page, code, fallback, search, values) : null;
  const notFound = () => viewHtml(shellFile, NOT_FOUND_VIEW, code, fallback, search, values) ?? '';

  /**
   * A slot's marker becomes its view, wrapped as the app's React tree has it; with no view, its
   * skeleton. Synchronous once the slot's release is known (the rewriter then does not pause).
   */
  function fillSlot(el: Element): void | Promise<void> {
    const markerKey = el.getAttribute(SLOT_ATTR) ?? '';
    if (markerKey === '' && !sawMainSlot) {
      sawMainSlot = true;
      // The page the host composes for this route (the home page) takes the route's slot, with slots of its own.
      if (hostPage !== null) {
        el.replace(into(hostPage, true), { html: true });
        return;
      }
    }
    const key = markerKey === '' ? main?.key : markerKey;
    if (key) usedKeys.add(key);
    if (status !== 404 && key && !usedReleases.has(remoteOf(key))) return releaseFor(key).then(() => fillKnown(el, key));
    fillKnown(el, key);
  }

  function fillKnown(el: Element, key: string | undefined): void {
    const release = key ? (usedReleases.get(remoteOf(key)) ?? null) : null;
    let inner: string;
    if (status === 404) inner = notFound();
    else {
      const html = release && key ? viewHtml(release.firstView, key, code, fallback, search, values) : null;
      if (html === null || !release) {
        // No view for this slot: its skeleton (the marker's content), and the app renders the slot.
        const [open, close] = slotEnds(key ?? '', owner(key, release), { empty: true });
        el.before(open, { html: true });
        el.after(close, { html: true });
        el.removeAndKeepContent();
        return;
      }
      inner = withBase(html, release.base);
    }
    // An unknown path has no slot: the host renders its 404 itself.
    if (status === 404 && !main) {
      el.replace(into(inner, false), { html: true });
      return;
    }
    const [open, close] = slotEnds(key ?? '', status === 404 || !key ? '' : owner(key, release));
    el.before(open, { html: true });
    el.after(close, { html: true });
    el.replace(into(inner, false), { html: true });
  }

  // The shell carries values only the edge knows too (the country switcher's links).
  const shellHtml = viewHtml(shellFile, SHELL_VIEW, code, fallback, search, values) ?? '';
  const html = await new Response(into(shellHtml, true)).text();
  if (!sawMainSlot) throw new ShellError(shellLacksSlot(hostName, code));
  return { html, images, usedReleases, usedKeys };
}

/**
 * Step 4, the document: the host's index.html with the page's head, its views' CSS and its LCP image
 * preloads in <head>, the body in #root, `<html lang>` of the page's country, and the host's own
 * scripts and data preloads taken out and listed for the inline script to load after the first paint.
 */
async function assembleDocument(
  req: PageRequest,
  a: Address,
  body: Body,
  headTagsHtml: string,
  compositionMeta: string,
  hostName: string,
): Promise<Composed> {
  const shellFile = req.host.firstView as FirstViewFile;
  const configUrl = req.configUrl ?? CONFIG_PATH;
  const css = [cssOf(shellFile, [SHELL_VIEW, a.status === 404 ? NOT_FOUND_VIEW : a.main?.route.page])];
  for (const release of body.usedReleases.values()) css.push(withBase(cssOf(release?.firstView, [...body.usedKeys]), release?.base ?? ''));
  const script = inlineLoader();
  const hintScript = authHintScript(shellFile.authHint?.storageKey);
  // First in <head>: the composition id, the session hint's script (before any frame), the LCP image preloads.
  const headStart = `${compositionMeta}${hintScript ? `<script>${hintScript}</script>` : ''}${[...new Set(body.images)].join('')}`;

  const data: LateLoad[] = [];
  const scripts: LateLoad[] = [];
  const seen = { head: false, root: false, late: false };
  const misplaced: string[] = [];
  const html = await rewrite(
    req.host.page,
    new HTMLRewriter()
      .on('html', {
        element(el) {
          if (a.languages[a.code]) el.setAttribute('lang', a.languages[a.code] as string);
        },
      })
      .on('head', {
        element(el) {
          seen.head = true;
          el.prepend(headStart, { html: true });
          el.append(`${headTagsHtml}<style data-first-view>${rawText(css.filter(Boolean).join('\n'))}</style>${RENDER_AFTER_HEADER}`, {
            html: true,
          });
        },
      })
      .on('title', ownHeadReplaces(headTagsHtml))
      .on('meta[name="description"]', ownHeadReplaces(headTagsHtml))
      .on('link[rel="preload"][as="fetch"]', {
        element(el) {
          const href = el.getAttribute('href') ?? '';
          if (seen.late) misplaced.push(tagOf(el));
          // The config of this page's variant, the one its app will ask for.
          data.push({ href: href === CONFIG_PATH ? configUrl : href, as: 'fetch' });
          el.remove();
        },
      })
      .on('script[src]', {
        element(el) {
          if (seen.late) misplaced.push(tagOf(el));
          scripts.push({ script: el.getAttribute('src') ?? '' });
          el.remove();
        },
      })
      .on('#root', {
        element(el) {
          seen.root = true;
          el.setAttribute('data-first-view', '');
          el.setInnerContent(body.html, { html: true });
        },
      })
      .on(`#${LATE_LOADS_ID}`, {
        element(el) {
          seen.late = true;
          // The remote's files are not here: only a visitor reaching into its slot needs them.
          const list = JSON.stringify([...data, ...scripts]).replace(/</g, '\\u003c');
          el.setInnerContent(list, { html: true });
          el.after(`<script>${script}</script>`, { html: true });
        },
      }),
  );
  if (!seen.head) throw new ShellError(pageLacks(hostName, 'head'));
  if (!seen.root) throw new ShellError(pageLacks(hostName, '#root'));
  if (!seen.late) throw new ShellError(pageLacks(hostName, `#${LATE_LOADS_ID}`));
  if (misplaced.length)
    throw new ShellError(
      `${hostName}: its index.html loads ${misplaced.join(', ')} after #${LATE_LOADS_ID}, which lists what the page loads`,
    );
  const scriptHashes = [await scriptHash(script)];
  if (hintScript) scriptHashes.push(await scriptHash(hintScript));
  return { status: a.status, html, scriptHashes };
}

/**
 * The page for one request, in four steps: its address (country, route, status, or a redirect), its
 * head, its body (the shell with the live views in its slots) and the document around them.
 *
 * @param o.url the request's URL
 * @param o.config the composed run-time config
 * @param o.host the live host release's page, routes and first views
 * @param o.remoteRelease a remote's live release (null if it cannot be read)
 * @param o.secrets the secret that signs form tokens; without it the page keeps a placeholder for
 *   each one, so that the same composition can be reused and stamped per request (stampFormToken)
 * @param o.configUrl the run-time config's URL for this page's variant (default /runtime-config.json)
 */
export async function composePage(req: PageRequest): Promise<Composed> {
  const address = await resolveAddress(req);
  if (address.status === 301) return address;
  const { host, config } = req;
  const hostName = `host${host.id ? ` ${host.id}` : ''}`;
  const headTagsHtml = pageHeadHtml(req, address);
  const compositionMeta = config.composition ? `<meta name="${COMPOSITION_META}" content="${escapeAttr(config.composition)}">` : '';
  const shellFile = host.firstView;
  const shells = shellFile?.views?.[SHELL_VIEW] as Record<string, string> | undefined;
  if (!shellFile?.country || !shells?.[shellFile.country.fallback])
    return pageForTheApp(req, address, headTagsHtml, compositionMeta, hostName);
  const body = await composeBody(req, address, await runtimeValues(req, address), hostName);
  return assembleDocument(req, address, body, headTagsHtml, compositionMeta, hostName);
}

/** Fills a composed page's form-token placeholders with a fresh token (signed now, or at `now`), if it has any. */
export async function stampFormToken(html: string, secret: string | undefined, now = Date.now()): Promise<string> {
  if (!html.includes(FORM_TOKEN_TOKEN)) return html;
  return html.split(FORM_TOKEN_TOKEN).join(secret ? await issueFormToken(secret, now) : '');
}
