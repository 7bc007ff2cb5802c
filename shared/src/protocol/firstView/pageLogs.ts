/**
 * What the spec has the product log on load: "Detecting country based on IP..." on every page, and
 * the bad path on the 404 page. A composed page's inline script logs them (the edge's
 * worker/pages/inlineLoader.ts: a page of text may never start the app); the app logs them only for
 * what it renders itself (a page without the edge, a client-side navigation). One text for both.
 */
export const COUNTRY_DETECT_LOG = 'Detecting country based on IP...';
export const NOT_FOUND_LOG_PREFIX = '404 Not Found: the user tried to reach a path that does not exist: ';
/** On <html> of a page the edge answered 404: its inline script logs the path. */
export const NOT_FOUND_ATTR = 'data-not-found';
