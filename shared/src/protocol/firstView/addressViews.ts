/**
 * Views composed from the page's whole address. Most views are the same for every query and ship
 * rendered in first-view.json; a view that shows what its address asks for (a shared link's camera
 * setup) cannot be rendered ahead. Its release then ships its own renderer — an ES module Worker
 * built from the same code as its browser bundle — and declares which views it renders and for
 * which query parameters. The edge runs that renderer, sandboxed (no network, no bindings), for a
 * request whose query carries one of them, and puts what it returns in the view's place; with no
 * renderer, or one that fails or answers nothing, the page keeps the view as published. So the view
 * a visitor gets is always the owning team's, from the release that is live for them (canary, QA
 * override and rollback included), and it is the markup that release's code hydrates.
 */

/** The renderer's file in a release. */
export const VIEW_RENDERER_FILE = 'view-renderer.mjs';

/** What first-view.json declares of its renderer. */
export interface AddressViews {
  /** Its path in the release. */
  file: string;
  /** view key → the query parameters whose presence makes the view the renderer's to render. */
  views: Record<string, { params: string[] }>;
}

/** What the edge asks the renderer (a POST of this JSON). */
export interface RenderRequest {
  /** The view's key (firstViewKey). */
  key: string;
  /** The page's country. */
  country: string;
  /** The page's path without its country prefix (`/camera-compatibility`). */
  path: string;
  /** The page's query, without `?`. */
  query: string;
}

/**
 * The renderer's answer (200): the view's HTML, in the first-view format (its tokens filled by the
 * edge as in a published view), and the CSS rules it uses, in cascade order. A 204 means the view
 * has nothing of the address to show: the edge keeps the published one.
 */
export interface RenderedView {
  html: string;
  css: string[];
}

/** Whether a request's query asks a declared view of the renderer (its key → declared params). */
export function rendersFor(views: AddressViews | undefined, key: string, query: URLSearchParams): boolean {
  const params = views?.views[key]?.params ?? [];
  return params.some((p) => query.has(p));
}

/**
 * On a view's root element, in what its renderer returns: this HTML shows what the address asks
 * for. The app's first render reads it (@mars/shared/address-view) to render the same.
 */
export const ADDRESS_VIEW_ATTR = 'data-address-view';
