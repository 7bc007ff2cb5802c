/**
 * Every URL the marketing team renders, with its menu and footer entries (labels as the spec
 * lists them). The build publishes it as routes.json in the release (shared/src/protocol/routes): the edge
 * and the host read the live one, so a new page ships with a marketing release alone. The pages'
 * HTML and heads come from firstView.tsx, which renders each route here.
 * Plain data: the build config reads it.
 */
import { BRAND } from '@mars/shared/brand';
import { SECTION_IDS, sectionPath } from '@mars/shared/contracts';
import { SETUP_PARAMS } from '@mars/shared/demo-setup';
import type { AppRoute, NavEntry, RouteTable } from '@mars/shared/routes';
import { COMPATIBILITY } from '../catalog/compatibility';
import { type FeatureId, type IndustryId, type InfoPageId, type LegalPageId, PRODUCT_IDS } from '../catalog/ids';
import { PRODUCT_DETAILS } from '../catalog/products';

const FEATURES: [FeatureId, string][] = [
  ['entry-to-exit-tracking', 'Entry-to-Exit Tracking'],
  ['loitering-alerts', 'Loitering Alerts'],
  ['fully-on-premises', 'Fully On-Premises'],
  ['ai-powered-search', 'AI-Powered Search'],
];
const INDUSTRIES: [IndustryId, string][] = [
  ['residential', 'Residential'],
  ['retail', 'Retail'],
  ['warehouses', 'Warehouses'],
  ['healthcare', 'Healthcare'],
];
const INFO: [InfoPageId, string][] = [
  ['case-studies', 'Case Studies'],
  ['documentation', 'Documentation'],
  ['contact-support', 'Contact Support'],
];
const LEGAL: [LegalPageId, string][] = [
  ['privacy-policy', 'Privacy Policy'],
  ['terms-of-service', 'Terms of Service'],
  ['cookie-policy', 'Cookie Policy'],
];

/**
 * A calculator. Its HTML shows the answer for the setup in its address: the release's view renderer
 * composes it (src/viewRenderer.tsx), so its code comes at the visitor's first reach, like any page's.
 * Where the page is the published one for every address — an edge that runs no renderer, or a render
 * that failed — it is the empty form, which cannot show a shared link's answer: then (`loadWith`) the
 * code comes at once and reads the address.
 */
export const COMPATIBILITY_ROUTE: AppRoute = {
  path: COMPATIBILITY.path,
  module: 'marketing/CompatibilityPage',
  loadWith: [SETUP_PARAMS.version],
};

const routes: AppRoute[] = [
  ...PRODUCT_IDS.map((product) => ({ path: `/product/${product}`, module: 'marketing/ProductPage', props: { product } })),
  ...FEATURES.map(([feature]) => ({ path: `/${feature}`, module: 'marketing/FeaturePage', props: { feature } })),
  ...INDUSTRIES.map(([industry]) => ({ path: `/industries/${industry}`, module: 'marketing/IndustryPage', props: { industry } })),
  ...INFO.map(([page]) => ({ path: `/${page}`, module: 'marketing/InfoPage', props: { page } })),
  ...LEGAL.map(([page]) => ({ path: `/${page}`, module: 'marketing/LegalPage', props: { page } })),
  COMPATIBILITY_ROUTE,
];

/** Entries of one group, ordered as listed (10, 20, …: room to insert between). */
const group = (name: string, entries: [label: string, to: string][], first = 10): NavEntry[] =>
  entries.map(([label, to], i) => ({ group: name, label, to, order: first + i * 10 }));

const nav: NavEntry[] = [
  ...group('Products', [
    ...PRODUCT_IDS.map((id): [string, string] => [PRODUCT_DETAILS[id].name, `/product/${id}`]),
    ['Cameras', '/product/mars-node'],
    [COMPATIBILITY.name, COMPATIBILITY.path],
  ]),
  ...group(
    'Features',
    FEATURES.map(([id, label]) => [label, `/${id}`]),
  ),
  ...group(
    'Properties',
    INDUSTRIES.map(([id, label]) => [label, `/industries/${id}`]),
  ),
  // The blog's entry comes first (order 10), from the blog's own table.
  ...group(
    'Resources',
    [
      ['Case Studies', '/case-studies'],
      ['Documentation', '/documentation'],
      ['Help Center', '/documentation'],
      ['Contact Support', '/contact-support'],
    ],
    20,
  ),
  // Contact (the demo section) comes from remote-demo's table.
  ...group('Company', [
    ['About Us', sectionPath(SECTION_IDS.about)],
    ['Careers', BRAND.careersUrl],
  ]),
  ...group('Footer: Company', [
    ['About Us', sectionPath(SECTION_IDS.about)],
    ['Careers', BRAND.careersUrl],
  ]),
  ...group('Footer: Resources', [
    ['Documentation', '/documentation'],
    ['Help Center', '/documentation'],
    ['API Reference', '/documentation'],
  ]),
  ...group(
    'Footer: Legal',
    LEGAL.map(([id, label]) => [label, `/${id}`]),
  ),
];

export const ROUTE_TABLE: RouteTable = { app: 'marketing', routes, nav };
