/**
 * This release's view renderer, run by the edge (@mars/shared/view-renderer): the compatibility
 * tool composed from the page's address — the form with the setup a shared link brings (or its own
 * form sent without JavaScript), and its answer — so a link shows its answer from the first paint
 * with no framework code, and the form works without JavaScript. A setup the tool cannot read shows
 * the empty form with the reason, as the app does; an address with no setup keeps the published page.
 */
import { SETUP_PARAMS } from '@mars/shared/demo-setup';
import { type AddressViewSource, serveAddressViews } from '@mars/shared/view-renderer';
import { COMPATIBILITY_VIEW } from './addressViews';
import CompatibilityPage from './pages/compatibility/CompatibilityPage';

export const ADDRESS_VIEW_SOURCES: Record<string, AddressViewSource> = {
  [COMPATIBILITY_VIEW]: {
    render: ({ query }) => (query.has(SETUP_PARAMS.version) ? <CompatibilityPage /> : null),
  },
};

export default serveAddressViews(ADDRESS_VIEW_SOURCES);
