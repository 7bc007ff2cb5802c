import { createContext, useContext } from 'react';

/**
 * True while a page is rendered at build time for its first view (renderFirstViews). A component
 * whose live form needs JavaScript (a menu button, a remote slot) renders its HTML-only form then:
 * the first view works without JavaScript, and the app replaces it once it starts.
 */
export const FirstViewRenderContext = createContext(false);

export const useIsFirstViewRender = (): boolean => useContext(FirstViewRenderContext);
