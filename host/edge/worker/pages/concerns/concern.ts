/**
 * What a page concern is, and the page it works on. The composition (../composePage.ts) is a fixed
 * frame — the host's shell view becomes the body, the host's index.html the document around it — and
 * every part of a page is one concern plugged into it (registered in ./index.ts), the way Module
 * Federation's runtime plugins plug into its loader: a concern is made for each page, and hands
 * HTMLRewriter element handlers to the places it fills.
 */
import type { FirstViewFile } from '@mars/shared/first-view';
import { escapeAttr } from '@mars/shared/head';
import type { AppRoute } from '@mars/shared/routes';
import type { HostRelease, PageConfig, RemoteRelease } from '../composition';
import type { RuntimeValues } from '../views';

/** Element handlers by CSS selector. */
export type Handlers = Record<string, HTMLRewriterElementContentHandlers>;

/** One part of a page: the handlers it hands to each document, and what it checks at the end. */
export interface PageConcern {
  /** Values only the edge knows that views carry as tokens (filled before a view is placed). */
  values?: Partial<RuntimeValues>;
  /** Handlers over every view placed in the body: the host's and the remotes' alike. */
  views?: Handlers;
  /** Handlers over the host's own views only (its shell, the page it composes for a route): where its places are. */
  shell?: Handlers;
  /** Handlers over the host's index.html, once the body is composed. */
  document?: Handlers;
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

/** One page being composed: what every concern reads, and what they hand one another. */
export interface Page {
  /** The request's URL, and its query as the page sees it (without the edge's QA override). */
  url: URL;
  query: string;
  config: PageConfig;
  host: HostRelease;
  /** `host <id>`, as a refusal names it. */
  hostName: string;
  /** The host's first views when it composes a body (null: the app renders the page, from index.html alone). */
  shell: FirstViewFile | null;
  address: Address;
  /** What views may carry as tokens: the config, this page's URL, a form token, and each concern's `values`. */
  values: RuntimeValues;
  /** The run-time config's URL for this page's variant. */
  configUrl: string;
  remoteRelease: (name: string) => Promise<RemoteRelease | null>;
  /** The releases and views the body holds (slots writes them; head reads their CSS). */
  placed: { releases: Map<string, RemoteRelease | null>; keys: Set<string> };
  /** Scripts the page carries inline, in order: their hashes go in its CSP. */
  inlineScripts: string[];
  /** HTML on its way into the body, through every concern's `views` handlers (and `shell` ones when it is the host's own). */
  place: (html: string, own: boolean) => ReadableStream | string;
}

/** An element as HTML again, from its name and attributes (the rewriter hands over no markup). */
export const tagOf = (el: Element): string =>
  `<${el.tagName}${[...el.attributes].map(([k, v = '']) => ` ${k}="${escapeAttr(v)}"`).join('')}>`;
