import { contentRule, remoteBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './HomeSections': './src/home/HomeSections.tsx',
  './ProductPage': './src/pages/product/ProductPage.tsx',
  './FeaturePage': './src/pages/feature/FeaturePage.tsx',
  './IndustryPage': './src/pages/industry/IndustryPage.tsx',
  './InfoPage': './src/pages/info/InfoPage.tsx',
  './LegalPage': './src/pages/legal/LegalPage.tsx',
  './CompatibilityPage': './src/pages/compatibility/CompatibilityPage.tsx',
};

/** The pages of prose are content files (content/), compiled and checked at build time. */
export const RULES = [contentRule(__dirname, 'content/contentLoader.cjs')];

// Production releases also carry every page's first view (HTML for the edge), and the renderer that
// composes the compatibility tool from a page's address (a shared link's setup).
export default remoteBuilds({
  name: 'marketing',
  dir: __dirname,
  routeTable: ROUTE_TABLE,
  exposes: EXPOSES,
  rules: RULES,
  firstView: true,
  viewRenderer: true,
  // The hero's next clip without React: the home page runs it after its first paint (firstView.tsx names it).
  behaviours: { heroPlayer: './src/home/hero/heroPlayer.ts' },
});
