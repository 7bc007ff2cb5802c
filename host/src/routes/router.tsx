import { ADDRESS_VIEW_ATTR, firstViewKey } from '@mars/shared/first-view';
import { loadsAtOnce, type SiteRoute } from '@mars/shared/routes';
import { Component, type ReactNode, useState } from 'react';
import { type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import type { RuntimeConfig } from '../config/readRuntimeConfig';
import { RouteSlot } from '../federation/RemoteSlot';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFound } from '../pages/NotFound';
import { HOST_ROUTE_TABLE } from './routeTable';

/** A route of a remote's table: its module, with the route's props and the path's parameters. */
export function RemoteRoute({ route }: { route: SiteRoute }) {
  const params = Object.fromEntries(Object.entries(useParams()).filter((p): p is [string, string] => typeof p[1] === 'string'));
  const props = { ...route.props, ...params };
  // A page of its own per module and props: a slot never carries one page's state (or the edge's HTML
  // it is waiting to hydrate) over to the next.
  return <RoutePage key={firstViewKey(route.module, props)} route={route} props={props} />;
}

function RoutePage({ route, props }: { route: SiteRoute; props: Record<string, string> }) {
  // A route that needs its code at once says so (AppRoute.hydrate, or AppRoute.loadWith for an address
  // that carries one of its parameters) — unless the page's HTML already shows what the address asks
  // for (its release's renderer composed it at the edge: @mars/shared/first-view, addressViews.ts).
  // Decided once per page: the page's own later writes to its address (the tool records the setup as
  // it is typed) do not change how its slot hydrates.
  const { search } = useLocation();
  const [hydrate] = useState(() => (loadsAtOnce(route, search) && !mainShowsAddress() ? ('load' as const) : undefined));
  return <RouteSlot id={route.module} props={props} notFound={<NotFound />} hydrate={hydrate} />;
}

/** Whether the route's slot in the page's HTML is a view its release composed from the address. */
const mainShowsAddress = () =>
  typeof document !== 'undefined' && document.querySelector(`main [data-remote] [${ADDRESS_VIEW_ATTR}]`) !== null;

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

/** The routes of the site, rendered for the current location (inside the app's BrowserRouter). */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A failure of the router or a page outside a remote's slot (each slot has its own boundary): the
 * spec's default screen, as React Router's data router draws it.
 */
export class RouterErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('[host] the page failed:', error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{error.message}</h3>
      </>
    );
  }
}
