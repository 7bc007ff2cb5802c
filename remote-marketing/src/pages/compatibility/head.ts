/**
 * The compatibility page's head: its name and address are the catalog's (catalog/compatibility.ts:
 * the route table and the links read them too), its description and link-preview card are here, with
 * the page, so no other page's bundle carries them.
 */
import { BRAND, type PageHeadData } from '@mars/shared';
import card from '../../assets/og/compatibility.jpg';
import { COMPATIBILITY } from '../../catalog/compatibility';
import { innerPage } from '../../seo/pageHeads';

export const COMPATIBILITY_DESCRIPTION =
  'Describe your sites and cameras: see which will work with Mars and why, and the Mars devices each site needs.';

export function compatibilityHead(): PageHeadData {
  return innerPage(
    COMPATIBILITY.path,
    COMPATIBILITY.name,
    COMPATIBILITY_DESCRIPTION,
    card,
    `${BRAND.name}: will Mars work with my cameras?`,
  );
}
