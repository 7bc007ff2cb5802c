import { appBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'marketing',
    title: 'remote-marketing (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    routeTable: ROUTE_TABLE,
    exposes: {
      './HomeSections': './src/home/HomeSections.tsx',
      './ProductPage': './src/pages/product/ProductPage.tsx',
      './FeaturePage': './src/pages/feature/FeaturePage.tsx',
      './IndustryPage': './src/pages/industry/IndustryPage.tsx',
      './InfoPage': './src/pages/info/InfoPage.tsx',
      './LegalPage': './src/pages/legal/LegalPage.tsx',
    },
    // Production releases also carry the home and product pages' first views (HTML for the edge).
    firstView: true,
  });
