import { appBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './DemoSection': './src/demoSection/DemoSection.tsx',
};

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'demo',
    title: 'remote-demo (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    routeTable: ROUTE_TABLE,
    exposes: EXPOSES,
    // Production releases carry the section as HTML: a form that works without JavaScript.
    firstView: true,
  });
