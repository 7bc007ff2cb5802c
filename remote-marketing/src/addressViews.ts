/**
 * The views of this release that show what the page's address asks for, and for which query
 * parameters (@mars/shared/first-view, addressViews.ts): the compatibility tool with the setup a
 * link, or its own form sent without JavaScript, brings. Declared here once: firstView.tsx publishes
 * the list, viewRenderer.tsx renders them.
 */
import { SETUP_PARAMS } from '@mars/shared/demo-setup';
import { firstViewKey } from '@mars/shared/first-view';
import { COMPATIBILITY_ROUTE } from './routes/routeTable';

export const COMPATIBILITY_VIEW = firstViewKey(COMPATIBILITY_ROUTE.module, COMPATIBILITY_ROUTE.props ?? {});

export const ADDRESS_VIEWS = { [COMPATIBILITY_VIEW]: [SETUP_PARAMS.version] };
