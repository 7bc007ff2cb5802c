import type { SiteRoute } from '@mars/shared/routes';
import { createBrowserRouter, type RouteObject, useParams } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { RouteSlot } from '../federation/RemoteSlot';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFound } from '../pages/NotFound';
import { HOST_ROUTE_TABLE } from './routeTable';

/** A route of a remote's table: its module, with the route's props and the path's parameters. */
function RemoteRoute({ route }: { route: SiteRoute }) {
  const params = Object.fromEntries(Object.entries(useParams()).filter((p): p is [string, string] => typeof p[1] === 'string'));
  return <RouteSlot id={route.module} props={{ ...route.props, ...params }} notFound={<NotFound />} />;
}

/**
 * The site's routes: every URL of the live route tables (the run-time config's `routes`, merged by
 * the edge), the host's home page, and the 404 for anything else. Without a config the site still
 * has its home page (its slots show their fallbacks) and the 404.
 */
export function siteRoutes(config: Pick<RuntimeConfig, 'routes'> | null): RouteObject[] {
  const table = config?.routes ?? HOST_ROUTE_TABLE.routes.map((r) => ({ ...r, app: 'host' }));
  return [
    {
      path: '/',
      element: <Layout />,
      // No errorElement: a router failure shows React Router's default 'Unexpected Application Error!' screen.
      children: [
        ...table.map(
          (route): RouteObject => ({
            path: route.path,
            // Each page's head comes with its module (PageHead): the remote that renders it declares it.
            element: route.page ? <HomePage /> : <RemoteRoute route={route} />,
          }),
        ),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const createSiteRouter = (config: Pick<RuntimeConfig, 'routes'> | null) => createBrowserRouter(siteRoutes(config));
