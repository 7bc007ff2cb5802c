/**
 * Every part of a composed page, registered here and nowhere else (the way Module Federation's
 * runtime plugins are listed in one `plugins` array). Each is a file of its own beside this one,
 * testable alone (composePage.test.ts, "each concern alone"). Their handlers run in this order
 * where two meet (the inline scripts' CSP hashes follow it too).
 *
 * To add a concern (say, a banner on a release candidate's pages): write `concerns/<name>.ts`
 * exporting a `Concern`, and add it to this list — host/edge/README.md, "Adding a concern".
 */
import type { Concern } from './concern';
import { country } from './country';
import { head } from './head';
import { lateLoads } from './lateLoads';
import { navigation } from './navigation';
import { slots } from './slots';

export const PAGE_CONCERNS: readonly Concern[] = [slots, navigation, country, lateLoads, head];
