/**
 * What a page concern is, and the page it works on. A page is loaded first (../loadPage.ts: every
 * release and view it shows, read and put together), then composed (../composePage.ts) — a fixed
 * frame: the host's own HTML of the body, then the host's index.html around it — and every part of a
 * page is one concern plugged into it (registered in ./index.ts), the way Module Federation's runtime
 * plugins plug into its loader: a concern is made for each page, reads the loaded page, and hands
 * HTMLRewriter element handlers to the places it fills.
 */
import type { FirstViewFile } from '@mars/shared/first-view';
import { escapeAttr } from '@mars/shared/head';
import type { AppRoute } from '@mars/shared/routes';
import type { HostRelease, PageConfig, RemoteRelease } from '../composition';

/** Element handlers by CSS selector. */
export type Handlers = Record<string, HTMLRewriterElementContentHandlers>;

/** One part of a page: the handlers it hands to each document, its inline scripts, and what it checks at the end. */
export interface PageConcern {
  /** Handlers over the host's own HTML of the body (its shell view, the page it composes for a route): where its places are. */
  shell?: Handlers;
  /** Handlers over the whole body once its slots hold their views: the host's and the remotes' alike. */
  views?: Handlers;
  /** Handlers over the host's index.html, once the body is composed. */
  document?: Handlers;
  /** Scripts it puts in the page inline: their hashes go in the page's CSP. */
  inlineScripts?: string[];
  /** After both documents: throws a ShellError (shellPlaces.ts) when a place it fills was not there. */
  done?: () => void;
}

/** A concern, made for each page (its handlers keep that page's state). */
export type Concern = (page: Page) => PageConcern;

/** The route's main view: its key and release, and whether the item exists (an unknown slug does not). */
export interface MainView {
  route: AppRoute;
  release: RemoteRelease | null;
  file: FirstViewFile | null;
  key: string;
  found: boolean;
}

/** Where a request is on the site: its country, the page's own path, the route's view and the status. */
export interface Address {
  /** The country's code, its address prefix ('' for the default country's), the default country. */
  code: string;
  prefix: string;
  fallback: string;
  /** The page's path within its country ('/in/blog' → '/blog'). */
  path: string;
  /** Country code → language, as the host release names them (none: a one-country site). */
  languages: Record<string, string>;
  main: MainView | null;
  status: 200 | 404;
}

/** One page, loaded (../loadPage.ts): everything its concerns read, as plain data. */
export interface Page {
  /** The request's URL, and its query as the page sees it (without the edge's QA override). */
  url: URL;
  query: string;
  config: PageConfig;
  /** The run-time config's URL for this page's variant. */
  configUrl: string;
  host: HostRelease;
  /** `host <id>`, as a refusal names it. */
  hostName: string;
  /** The host's first views when it composes a body (null: the app renders the page, from index.html alone). */
  shell: FirstViewFile | null;
  address: Address;
  /**
   * The host's own HTML of the body: its shell view in the page's country, with the page it composes
   * for the route (the home page) in the route's slot; its slots still markers. Null without a shell.
   */
  body: string | null;
  /**
   * Each slot's view by its key, as the page shows it (the release's asset URLs and the page's values
   * in it), or null: the release has none (or cannot be read), and the slot keeps its skeleton. A
   * 404 shows the host's 404 page in every slot (under '' on an unknown path, which has no route).
   */
  views: ReadonlyMap<string, string | null>;
  /**
   * The views its releases' renderers composed from the page's address (../addressViews.ts), by key:
   * their CSS, which stands in for the rules their published views would use.
   */
  addressCss: ReadonlyMap<string, readonly string[]>;
  /** The releases whose views the body holds and its slots' keys, in the order the body places them. */
  placed: { releases: ReadonlyMap<string, RemoteRelease | null>; keys: readonly string[] };
  /** Storage could not give all of it now (a release's file unreadable): composed again next time, not kept. */
  degraded: boolean;
}

/** An element as HTML again, from its name and attributes (the rewriter hands over no markup). */
export const tagOf = (el: Element): string =>
  `<${el.tagName}${[...el.attributes].map(([k, v = '']) => ` ${k}="${escapeAttr(v)}"`).join('')}>`;
