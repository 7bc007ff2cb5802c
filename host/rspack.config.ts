import { BRAND } from '@mars/shared/brand';
import { appBuilds } from '@mars/shared/build';
import { rspack } from '@rspack/core';
import { HOST_ROUTE_TABLE } from './src/routes/routeTable';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'host',
    title: BRAND.siteTitle,
    dir: __dirname,
    mode: argv.mode ?? 'production',
    reactRefresh: argv.mode === 'development',
    plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] })],
    routeTable: HOST_ROUTE_TABLE,
    // Production releases also carry the shell's first view (nav, footer, home slots, 404 as HTML, for the edge).
    firstView: true,
    // Real-visitor metrics run on every page from its first paint: most visits never start the app.
    afterPaint: { rum: './src/rum/index.ts' },
  });
