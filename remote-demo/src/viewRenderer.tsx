/**
 * This release's view renderer, run by the edge (@mars/shared/view-renderer): the demo section
 * composed from the page's address — the form with the camera setup a link brings, and the outcome
 * of a form posted without JavaScript with it — so the page shows it from its first paint and posts
 * it without JavaScript. An address whose setup this form cannot read (another major, a broken link)
 * keeps the published section.
 */
import { configToken } from '@mars/shared/first-view';
import { type AddressViewSource, serveAddressViews } from '@mars/shared/view-renderer';
import { DEMO_SECTION_VIEW } from './addressViews';
import DemoSection from './demoSection/DemoSection';
import { attachedFrom } from './demoSection/setup';

export const ADDRESS_VIEW_SOURCES: Record<string, AddressViewSource> = {
  [DEMO_SECTION_VIEW]: {
    render: ({ query }) => (attachedFrom(query) ? <DemoSection apiBase={configToken('apiBase')} /> : null),
  },
};

export default serveAddressViews(ADDRESS_VIEW_SOURCES);
