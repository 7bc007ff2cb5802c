/**
 * The edge's page composition: for one request to the host's origin, the HTML a visitor (or a
 * crawler, or a link preview) gets before any JavaScript runs, and its status code.
 *
 *   1. the address (resolveAddress): its country, the route in the live route tables, 200, 301 or 404
 *   2. the body: the host's shell view for that country, through the concerns' `views` and `shell`
 *      handlers (slots get their views, menus their entries)
 *   3. the document: the host's index.html, through the concerns' `document` handlers, the body in `#root`
 *
 * Every part of the page is a concern (concerns/, registered in concerns/index.ts): slots,
 * navigation, country, late loads, head. Each country's pages have their own addresses: the default
 * country's at the site's paths, the others' under `/<code>` (shared/src/protocol/country/countryPaths.ts;
 * the countries and their languages come from the host release's shell). A shell or a page without
 * a place a concern fills is an error that names it (ShellError), never a page quietly missing a
 * part; the gate refuses such a host release before it can go live. A host release without first
 * views (or whose shell cannot be read) goes through the same concerns with no body: the app renders
 * the page, and the head is the page's own.
 *
 * Views and heads come from the releases' first-view.json files (shared/src/protocol/firstView/); they
 * are inserted, never parsed from the request, and the only values taken from the URL (a path
 * parameter in a slot key, a search text, a form's values) are escaped.
 */
import { countryPrefix, splitCountryPath } from '@mars/shared/country-paths';
import { FORM_TOKEN_TOKEN, firstViewKey, SHELL_VIEW } from '@mars/shared/first-view';
import { issueFormToken } from '@mars/shared/form-token';
import type { AppRoute } from '@mars/shared/routes';
import { CONFIG_PATH } from '../config/variantConfig';
import type { Composed, HostRelease, PageConfig, RemoteRelease } from './composition';
import type { Address, Concern, Handlers, MainView, Page, PageConcern } from './concerns/concern';
import { PAGE_CONCERNS } from './concerns/index';
import { remoteOf } from './concerns/slots';
import { scriptHash } from './inlineLoader';
import { canonicalPath, matchRoute, propsOf } from './routes';
import { pageLacks, ShellError } from './shellPlaces';
import { knowsModule, viewHtml } from './views';

/** What composePage is given for one request. */
export interface PageRequest {
  url: URL;
  /** The query as the page sees it (the QA override is the edge's, not the page's): the request's by default. */
  query?: string;
  config: PageConfig;
  host: HostRelease;
  remoteRelease: (name: string) => Promise<RemoteRelease | null>;
  /** The secret that signs form tokens; without it each stays a placeholder, stamped per request (stampFormToken). */
  secrets?: { formToken?: string };
  /** The run-time config's URL for this page's variant (default /runtime-config.json). */
  configUrl?: string;
}

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
): Promise<MainView | null> {
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

/** A rewriter with these handlers, in the concerns' order. */
function rewriterWith(handlers: (Handlers | undefined)[]): HTMLRewriter {
  const rewriter = new HTMLRewriter();
  for (const set of handlers) for (const [selector, handler] of Object.entries(set ?? {})) rewriter.on(selector, handler);
  return rewriter;
}

/**
 * The page for one request: its address (country, route, status, or a redirect), then its body and
 * document, each part by its concern. `concerns`: the registered ones (concerns/index.ts); a test
 * may compose with others.
 */
export async function composePage(req: PageRequest, concerns: readonly Concern[] = PAGE_CONCERNS): Promise<Composed> {
  const address = await resolveAddress(req);
  if (address.status === 301) return address;
  const { url, config, host } = req;
  const shells = host.firstView?.views?.[SHELL_VIEW] as Record<string, string> | undefined;
  const shell = host.firstView?.country && shells?.[host.firstView.country.fallback] ? host.firstView : null;
  const page: Page = {
    url,
    query: req.query ?? url.search,
    config,
    host,
    hostName: `host${host.id ? ` ${host.id}` : ''}`,
    shell,
    address,
    values: {
      config,
      pageUrl: new URL(url.pathname, `${config.publicOrigin}/`).href,
      // Without the secret, the token stays a placeholder for the caller to fill per request (see stampFormToken).
      formToken: shell && req.secrets?.formToken ? await issueFormToken(req.secrets.formToken) : FORM_TOKEN_TOKEN,
    },
    configUrl: req.configUrl ?? CONFIG_PATH,
    remoteRelease: req.remoteRelease,
    placed: { releases: new Map(), keys: new Set() },
    inlineScripts: [],
    place: (html, own) => {
      // A view none of whose handlers' elements it holds goes in as it is (no second parse).
      const views = parts.map((p) => p.views);
      const tags = views.flatMap((set) => Object.keys(set ?? {}).map((selector) => `<${selector.match(/^[a-z]+/i)?.[0] ?? ''}`));
      if (!own && !tags.some((tag) => html.includes(tag))) return html;
      const rewriter = rewriterWith(own ? [...views, ...parts.map((p) => p.shell)] : views);
      return rewriter.transform(new Response(html)).body as ReadableStream;
    },
  };
  const parts: PageConcern[] = concerns.map((concern) => concern(page));
  for (const part of parts) Object.assign(page.values, part.values);

  // The body: the shell view in the page's country, every view in its place.
  let body = '';
  if (shell) {
    const shellHtml = viewHtml(shell, SHELL_VIEW, address.code, address.fallback, url.searchParams, page.values) ?? '';
    body = await new Response(page.place(shellHtml, true)).text();
  }
  // The document: the host's index.html, the body in #root.
  let sawRoot = false;
  const root: Handlers = {
    '#root': {
      element(el) {
        sawRoot = true;
        el.setAttribute('data-first-view', '');
        el.setInnerContent(body, { html: true });
      },
    },
  };
  const html = await rewriterWith([...parts.map((p) => p.document), ...(shell ? [root] : [])])
    .transform(new Response(host.page))
    .text();
  for (const part of parts) part.done?.();
  if (shell && !sawRoot) throw new ShellError(pageLacks(page.hostName, '#root'));
  return { status: address.status, html, scriptHashes: await Promise.all(page.inlineScripts.map(scriptHash)) };
}

/** Fills a composed page's form-token placeholders with a fresh token (signed now, or at `now`), if it has any. */
export async function stampFormToken(html: string, secret: string | undefined, now = Date.now()): Promise<string> {
  if (!html.includes(FORM_TOKEN_TOKEN)) return html;
  return html.split(FORM_TOKEN_TOKEN).join(secret ? await issueFormToken(secret, now) : '');
}
