/**
 * The first-view format the builds (TypeScript) and the CDN edge (plain Node) both use: one source,
 * no dependencies, so it can run in either.
 */

export const FIRST_VIEW_FILE = 'first-view.json';

/** Asset URLs in a remote's first view start with this; the edge swaps in the release's base URL. */
export const RELEASE_BASE_PLACEHOLDER = '__MARS_RELEASE_BASE__/';

/** Where the edge puts the route's view inside the host's shell. */
export const SLOT_MARKER = '<template data-first-view-slot=""></template>';

/** The shell's key in the host's first-view.json. */
export const SHELL_VIEW = 'shell';
