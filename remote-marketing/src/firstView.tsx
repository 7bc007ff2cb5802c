/**
 * Build-time only: every page this remote renders — the home page's sections and each route of its
 * route table (routes/routeTable.ts) — as HTML for each country, with its head (see
 * shared/src/protocol/firstView/firstViewKey.ts). The edge puts them into the page for each URL, so every
 * page is complete before any JavaScript runs.
 */
import { firstViewKey } from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { ADDRESS_VIEWS } from './addressViews';
import HomeSections from './home/HomeSections';
import { pageModule } from './routes/pageModules';
import { ROUTE_TABLE } from './routes/routeTable';
import { HOME_HEAD } from './seo/pageHeads';

const pages = [
  { key: firstViewKey('marketing/HomeSections'), path: '/', render: () => <HomeSections />, head: HOME_HEAD },
  ...ROUTE_TABLE.routes.map((route) => {
    const module = pageModule(route);
    const props = route.props ?? {};
    return { key: firstViewKey(route.module, props), path: route.path, render: () => <module.Page {...props} />, head: module.head(props) };
  }),
];

export default () =>
  renderFirstViews(Object.fromEntries(pages.map(({ key, path, render }) => [key, { path, render }])), {
    heads: Object.fromEntries(pages.map(({ key, head }) => [key, head])),
    // The hero plays on without React: its player comes with the home page's sections (rspack.config.ts).
    behaviours: { [firstViewKey('marketing/HomeSections')]: ['heroPlayer'] },
    // With a setup in the address, the release's renderer composes the tool (viewRenderer.tsx).
    addressViews: ADDRESS_VIEWS,
  });
