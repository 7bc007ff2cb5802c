import path from 'node:path';
import { appBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './HomeSections': './src/home/HomeSections.tsx',
  './ProductPage': './src/pages/product/ProductPage.tsx',
  './FeaturePage': './src/pages/feature/FeaturePage.tsx',
  './IndustryPage': './src/pages/industry/IndustryPage.tsx',
  './InfoPage': './src/pages/info/InfoPage.tsx',
  './LegalPage': './src/pages/legal/LegalPage.tsx',
};

/** The pages of prose are content files (content/), compiled and checked at build time. */
export const RULES = [
  {
    test: /\.md$/,
    include: path.join(__dirname, 'content'),
    type: 'javascript/auto',
    use: [{ loader: path.join(__dirname, 'content/contentLoader.cjs') }],
  },
];

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'marketing',
    title: 'remote-marketing (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    routeTable: ROUTE_TABLE,
    exposes: EXPOSES,
    rules: RULES,
    // Production releases also carry the home and product pages' first views (HTML for the edge).
    firstView: true,
  });
