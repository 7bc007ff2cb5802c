/**
 * The marketing team's page vocabulary: which products, features, properties and pages exist. The
 * route table (routes/routeTable.ts) and the page modules read them; a page module checks the value
 * its route gives it (route tables are data) and renders the site's 404 for one it does not know.
 */
import { PRODUCT_FACTS, type ProductId } from '@mars/shared/products';

/** The products are the company's (shared/src/protocol/products): this catalog has a page for each. */
export type { ProductId };
export type FeatureId = 'entry-to-exit-tracking' | 'loitering-alerts' | 'fully-on-premises' | 'ai-powered-search';
export type IndustryId = 'residential' | 'retail' | 'warehouses' | 'healthcare';
/** The info pages (pages/info/InfoPage.tsx has each one's content and head). */
export type InfoPageId = 'case-studies' | 'documentation' | 'contact-support';
export type LegalPageId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

/** `value` when it is a key of `table`, else null: what a page module does with its route's props. */
export const knownId = <K extends string>(table: Record<K, unknown>, value: string): K | null =>
  Object.hasOwn(table, value) ? (value as K) : null;

export const PRODUCT_IDS = Object.keys(PRODUCT_FACTS) as ProductId[];
