import { appBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'demo',
    title: 'remote-demo (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    routeTable: ROUTE_TABLE,
    exposes: {
      './DemoSection': './src/demoSection/DemoSection.tsx',
    },
    // Production releases carry the section as HTML: a form that works without JavaScript.
    firstView: true,
  });
