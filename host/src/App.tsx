import { siteStore, theme } from '@mars/shared';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import type { ActiveOverride } from './federation/qaOverrides';
import { QaOverrideBanner } from './qa/QaOverrideBanner';
import { createSiteRouter } from './routes/router';

const router = createSiteRouter();

export function App({ config, overrides = [] }: { config: RuntimeConfig | null; overrides?: ActiveOverride[] }) {
  useEffect(() => {
    siteStore.getState().detectCountry();
  }, []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider theme={theme}>
        <QaOverrideBanner overrides={overrides} />
        <RouterProvider router={router} />
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
