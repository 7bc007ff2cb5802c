import { siteStore, theme } from '@mars/shared';
import { useEffect, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { useSiteConfig } from './config/siteConfig';
import { CountryNotice } from './country/CountryNotice';
import { CountryRouter } from './country/CountryRouter';
import { wakeWaitingSlots } from './federation/slot/hydrationGate';
import { pageWasHydrated } from './firstView/slots';
import { NavContext } from './nav/NavContext';
import { RouterErrorScreen, SiteRoutes, siteRoutes } from './routes/router';

/** One empty menu, not a new one each render: a new context value would render anew every slot still showing the edge's HTML (AuthMount.tsx). */
const NO_NAV: [] = [];

/**
 * The whole app: the page as the edge sent it, hydrated (bootstrap.tsx). Its first render must be
 * the build's render of the same components, so nothing here reads the browser (storage, the
 * session, the viewport) before it has mounted: host/README.md, "The page answers first".
 */
export function App() {
  const config = useSiteConfig();
  const routes = useMemo(() => siteRoutes(config), [config]);
  // A page the edge sent has logged it already, from its inline script (which runs on every page).
  useEffect(() => siteStore.getState().detectCountry({ logged: pageWasHydrated() }), []);
  // Another country: the slots still showing the edge's HTML show the other one's text once their code runs.
  useEffect(() => siteStore.subscribe((s, before) => s.country !== before.country && wakeWaitingSlots()), []);
  return (
    <ThemeProvider theme={theme}>
      <NavContext.Provider value={config?.nav ?? NO_NAV}>
        <CountryRouter>
          <RouterErrorScreen>
            <SiteRoutes routes={routes} />
          </RouterErrorScreen>
          <CountryNotice />
        </CountryRouter>
      </NavContext.Provider>
    </ThemeProvider>
  );
}
