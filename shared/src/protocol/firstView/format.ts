/**
 * The first-view format the builds and the edge both use: one source, no dependencies. See
 * firstViewKey.ts for the whole picture.
 */

export const FIRST_VIEW_FILE = 'first-view.json';

/** Asset URLs in a remote's first view start with this; the edge swaps in the release's base URL. */
export const RELEASE_BASE_PLACEHOLDER = '__MARS_RELEASE_BASE__/';

/**
 * The digest the edge gives a slot it has no view for: its Suspense boundary is one the server
 * "could not finish", which React renders in the browser (and the host does not report as a fault).
 */
export const NO_VIEW_DIGEST = 'mars:no-first-view';

/** The attribute that marks a slot: on a marker in the host's HTML, and on the slot the edge fills. */
export const SLOT_ATTR = 'data-first-view-slot';

/**
 * Where the edge puts a view inside the host's HTML: `<template data-first-view-slot="KEY">skeleton</template>`.
 * An empty key stands for the route's own view; the skeleton inside is what the slot shows when the
 * live release has no view for it.
 */
export const slotMarker = (key = '', skeleton = ''): string => `<template ${SLOT_ATTR}="${key}">${skeleton}</template>`;

/** The route's own slot, empty: what the host's shell holds inside <main>. */
export const SLOT_MARKER = slotMarker();

/** The host's views: the shell (nav, main, footer), the home page's slots, and the 404 page. */
export const SHELL_VIEW = 'shell';
export const HOME_VIEW = 'page:home';
export const NOT_FOUND_VIEW = 'page:not-found';

/**
 * A list the visitor filters by free text (the blog's search), published as parts the edge puts
 * together for `?<param>=…` without running the app: the page around the list with these tokens,
 * each item with the texts a search looks in, and the status line for each count.
 */
export const QUERY_TOKEN = '__MARS_QUERY__';
export const QUERY_URL_TOKEN = '__MARS_QUERY_URL__';
export const STATUS_TOKEN = '__MARS_STATUS__';
export const RESULTS_TOKEN = '__MARS_RESULTS__';

/**
 * One view of an exposed module: its id plus its string props, sorted, as a query string
 * (`marketing/ProductPage?product=mars-hub`). The host, the remote and the edge compute it the same
 * way, so none needs another's code.
 */
export function firstViewKey(moduleId: string, props: Record<string, unknown> = {}): string {
  const query = Object.entries(props)
    .filter((entry) => typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`)
    .join('&');
  return query ? `${moduleId}?${query}` : moduleId;
}

/**
 * Values only the edge knows, for views rendered at build time: a run-time config entry
 * (`configToken('apiBase')`), the page's own URL, and a fresh signed form token (formToken.mjs).
 */
export const configToken = (name: string): string => `__MARS_CONFIG_${name}__`;
export const PAGE_URL_TOKEN = '__MARS_PAGE_URL__';
/** The address of this page in the country `code` (the country switcher's links): path and query. */
export const countryPageToken = (code: string): string => `__MARS_COUNTRY_PAGE_${code}__`;
export const FORM_TOKEN_TOKEN = '__MARS_FORM_TOKEN__';

/**
 * A form whose outcome comes back in the page's query (a post without JavaScript, answered with a
 * redirect): published as the form at rest plus the form in its outcome state with these tokens,
 * which the edge fills from the query — each field's value, its problem (by code, from the view's
 * own messages) and the notice for the outcome (by state, from the view's own notices).
 */
export const formValueToken = (field: string): string => `__MARS_FORM_VALUE_${field}__`;
export const formErrorToken = (field: string): string => `__MARS_FORM_ERROR_${field}__`;
export const formInvalidToken = (field: string): string => `__MARS_FORM_INVALID_${field}__`;
export const FORM_NOTICE_TOKEN = '__MARS_FORM_NOTICE__';
export const WAIT_TOKEN = '__MARS_WAIT__';
