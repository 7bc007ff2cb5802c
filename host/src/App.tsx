import { siteStore, theme } from '@mars/shared';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import type { ActiveOverride } from './federation/qaOverrides';
import { NavContext } from './nav/NavContext';
import { QaOverrideBanner } from './qa/QaOverrideBanner';
import { createSiteRouter } from './routes/router';

// Made on first render, not when this module loads: module loading is one task with the rest of
// the host's code, and keeping that task short keeps the page answering input while the app starts.
let router: ReturnType<typeof createSiteRouter> | undefined;
const siteRouter = (config: RuntimeConfig | null) => {
  router ??= createSiteRouter(config);
  return router;
};

export function App({ config, overrides = [] }: { config: RuntimeConfig | null; overrides?: ActiveOverride[] }) {
  useEffect(() => {
    siteStore.getState().detectCountry();
  }, []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider theme={theme}>
        <QaOverrideBanner overrides={overrides} />
        <NavContext.Provider value={config?.nav ?? []}>
          <RouterProvider router={siteRouter(config)} />
        </NavContext.Provider>
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
