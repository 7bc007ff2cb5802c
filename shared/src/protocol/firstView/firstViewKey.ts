/**
 * First views: every page's HTML and head, rendered at build time, so a visitor (or a crawler, or
 * a link preview) gets the whole page before any JavaScript runs.
 *
 * Each app publishes `first-view.json` in its release: the views it renders, per country, their CSS
 * and each view's head. The host's file holds the page shell (nav, main, footer), the home page's
 * slots and the 404 page; a remote's holds the views of its exposed modules, keyed by module and
 * props (`firstViewKey`). For every page the edge puts the host's shell and the live releases'
 * views and head into the HTML, with the right status code; the host then shows each slot's view
 * as that slot's placeholder until the module has mounted, so nothing moves.
 * Kept free of React so build configs and the edge can use it.
 */
import type { PageHead } from '../head/head';
import type { AddressViews } from './addressViews';

export * from './addressViews';
// The format's names (its tokens, view keys and markers) are this entry's too: @mars/shared/first-view.
export * from './format';
export { COUNTRY_DETECT_LOG, NOT_FOUND_ATTR, NOT_FOUND_LOG_PREFIX } from './pageLogs';
export { QA_OVERRIDE_PARAM, QA_OVERRIDES_KEY } from './qaOverrideKeys';
export { SCROLLING_TO_SECTION_ATTR } from './scrollToSection';

/** A list filtered by free text at the edge (see format.ts); every string is HTML. */
export interface SearchableListView {
  /** The query parameter the list is filtered by (`q`). */
  param: string;
  /** The page, with STATUS_TOKEN and RESULTS_TOKEN where those go and QUERY_TOKEN / QUERY_URL_TOKEN for the text searched. */
  page: string;
  /** The status line for 0, 1, 2 … results, without and with a search (QUERY_TOKEN in the latter). */
  status: { plain: string[]; search: string[] };
  /** The list's opening and closing tags. */
  list: [open: string, close: string];
  /** Each item, and the texts a search looks in (already lower-case). */
  items: { html: string; text: string[] }[];
  /** Shown instead of the list when nothing matches. */
  empty: string;
}

/** A form whose outcome comes back in the page's query (see format.ts); every string is HTML or text as named. */
export interface FormOutcomeView {
  /** The query parameter naming the outcome (`demo=sent|error|limited|failed`). */
  param: string;
  /** The form at rest (no outcome in the query). */
  idle: string;
  /** The form in its outcome state, per value of the `select` field (a <select> cannot take a token). */
  outcome: Record<string, string>;
  select: string;
  /** Fields whose values come back as `v.<field>` and problems as `e.<field>=<code>`. */
  fields: string[];
  /** field → problem code → the text shown at the field. */
  messages: Record<string, Record<string, string>>;
  /** outcome → the notice shown above the form (WAIT_TOKEN: how long to wait, from `retry` seconds). */
  notices: Record<string, string>;
}

export type FirstViewHtml = string | SearchableListView | { form: FormOutcomeView };

/**
 * A script a view needs without any input, with no framework in it (the hero's next clip): the page's
 * inline script fetches it after the first paint, from the release, with its integrity (this file is
 * part of the release the edge vouches for).
 */
export interface BehaviourScript {
  /** Its path in the release. */
  file: string;
  /** Subresource Integrity (sha384) of the file. */
  integrity: string;
}

export interface FirstViewFile {
  /**
   * The views' CSS (styled-components' server output, without its rehydration markers): every rule
   * once, in cascade order, and the rules each view uses, so a page carries only its own.
   */
  css: { rules: string[]; byView: Record<string, number[]> };
  /** view key → country code → HTML. */
  views: Record<string, Record<string, FirstViewHtml>>;
  /** view key → that page's head (title, description, canonical path, link preview, JSON-LD). */
  heads?: Record<string, PageHead>;
  /** view key → the scripts it needs without any input (BehaviourScript). */
  behaviours?: Record<string, BehaviourScript[]>;
  /** The views the release's own renderer composes from the page's address (addressViews.ts). */
  addressViews?: AddressViews;
  /** The shell only: the site's name (Open Graph's site_name). */
  siteName?: string;
  /** The shell only: where a returning visitor's session hint is kept (the page marks <html data-auth-hint>). */
  authHint?: { storageKey: string };
  /** The shell only: where the country a visitor chose is remembered (a page of another country then wakes the app to offer theirs). */
  countryChoice?: { storageKey: string };
  /** The shell only: where a QA override is asked for and remembered (such a page wakes the app at once: its banner). */
  qaOverrides?: { storageKey: string; param: string };
  /**
   * The shell only: the site's countries — the default one (its pages at the site's own paths) and
   * each one's language tag (the others' pages under `/<code>`: shared/src/protocol/country/countryPaths.ts).
   */
  country?: { fallback: string; languages?: Record<string, string> };
}
