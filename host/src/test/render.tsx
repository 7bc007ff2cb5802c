import { SIGNED_OUT, siteStore, theme } from '@mars/shared';
import { mergeRouteTables } from '@mars/shared/routes';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTE_TABLE as BLOG_ROUTES } from '../../../remote-blog/src/routes/routeTable';
import { ROUTE_TABLE as DEMO_ROUTES } from '../../../remote-demo/src/routes/routeTable';
import { ROUTE_TABLE as MARKETING_ROUTES } from '../../../remote-marketing/src/routes/routeTable';
import { CountryRouter } from '../country/CountryRouter';
import { NavContext } from '../nav/NavContext';
import { HOST_ROUTE_TABLE } from '../routes/routeTable';

/**
 * The menu and footer entries as the edge would merge them from the apps' own route tables: the
 * host's tests see the site's real menu (the spec's), not a copy of it.
 */
export const SITE_NAV = mergeRouteTables([HOST_ROUTE_TABLE, MARKETING_ROUTES, BLOG_ROUTES, DEMO_ROUTES]).nav;

/** Renders inside the providers the host gives every page. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <NavContext.Provider value={SITE_NAV}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </NavContext.Provider>
    </ThemeProvider>,
  );
}

/** Puts the shared store back as a fresh page would have it. */
export function resetStore() {
  siteStore.setState({
    country: 'us',
    session: SIGNED_OUT,
    authIntent: null,
    toasts: [],
  });
}

/** Renders at `path` in the site's own router (its basename follows the address's country), on the real window.history. */
export function renderInSiteRouter(ui: ReactElement, path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <ThemeProvider theme={theme}>
      <CountryRouter>{ui}</CountryRouter>
    </ThemeProvider>,
  );
}
