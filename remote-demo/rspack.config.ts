import { remoteBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './DemoSection': './src/demoSection/DemoSection.tsx',
};

// Production releases carry the section as HTML: a form that works without JavaScript; and the
// renderer that composes it from a page's address (a camera setup a link brings).
export default remoteBuilds({
  name: 'demo',
  dir: __dirname,
  routeTable: ROUTE_TABLE,
  exposes: EXPOSES,
  firstView: true,
  viewRenderer: true,
});
