/**
 * The views of this release that show what the page's address asks for, and for which query
 * parameters (@mars/shared/first-view, addressViews.ts): the demo form with the camera setup a
 * link brings. Declared here once: firstView.tsx publishes the list, viewRenderer.tsx renders them.
 */
import { SETUP_PARAMS } from '@mars/shared/demo-setup';
import { firstViewKey } from '@mars/shared/first-view';

export const DEMO_SECTION_VIEW = firstViewKey('demo/DemoSection');

export const ADDRESS_VIEWS = { [DEMO_SECTION_VIEW]: [SETUP_PARAMS.version] };
