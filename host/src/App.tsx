import { siteStore, theme } from '@mars/shared';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import { createSiteRouter } from './routes/router';

const router = createSiteRouter();

export function App({ config }: { config: RuntimeConfig | null }) {
  useEffect(() => {
    siteStore.getState().detectCountry();
  }, []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
