/**
 * Whether a view's render shows what the page's address asks for (@mars/shared/first-view,
 * addressViews.ts). Its first render in the browser must be the markup it adopts: the edge's page
 * holds either the published view (the same for every query) or the one its release's renderer
 * composed from the address, and only the markup says which. A subpath each app bundles, not the
 * page's shared singleton: it must answer the same under any host release.
 */
import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { ADDRESS_VIEW_ATTR } from '../../protocol/firstView/addressViews';

export { ADDRESS_VIEW_ATTR };

/** Set by the renders made outside the browser: the build's (false: no address) and the renderer's (true). */
const AddressRender = createContext<boolean | null>(null);

export function AddressRenderProvider({ address, children }: { address: boolean; children: ReactNode }) {
  return createElement(AddressRender.Provider, { value: address }, children);
}

/**
 * True when this render shows what the address asks for: in the renderer; in the browser when the
 * view's root (`rootId`) in the page carries ADDRESS_VIEW_ATTR, or when there is no page markup to
 * adopt (the view is rendered in the app, after a navigation). False in the build's render, and for
 * a page whose markup is the published view: the view then takes the address in after mount.
 * Decided once, for the view's life.
 */
export function useShowsAddress(rootId: string): boolean {
  const rendering = useContext(AddressRender);
  const [shows] = useState(() => {
    if (rendering !== null) return rendering;
    if (typeof document === 'undefined') return false;
    const root = document.getElementById(rootId);
    return root === null || root.hasAttribute(ADDRESS_VIEW_ATTR);
  });
  return shows;
}

/** The props that mark a view's root as showing its address (spread on the element with `rootId`). */
export const addressViewMark = (shows: boolean): Record<string, string> => (shows ? { [ADDRESS_VIEW_ATTR]: '' } : {});
