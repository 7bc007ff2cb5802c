/**
 * A minimal frame for running one remote by itself (its team's `pnpm dev`): theme, global styles,
 * a router, a toast list and a banner saying which app this is. Not part of the shared singleton:
 * only standalone bootstraps import it.
 */
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { COUNTRIES, COUNTRY_CODES } from '../../protocol/country/countries';
import { siteStore, useSiteStore } from '../store/siteStore';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 8px 16px;
  background: ${theme.color.night};
  color: ${theme.color.paper};
  font-size: 14px;
  a { color: ${theme.color.signal}; }
  select { padding: 4px; }
`;

const Toasts = styled.ul`
  position: fixed;
  right: 16px;
  bottom: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  li { background: #fff; box-shadow: ${theme.shadow.raised}; padding: 12px 16px; border-radius: 12px; margin-top: 8px; }
`;

function Frame({ app, links, children }: { app: string; links: [string, string][]; children: ReactNode }) {
  const country = useSiteStore((s) => s.country);
  const setCountry = useSiteStore((s) => s.setCountry);
  const toasts = useSiteStore((s) => s.toasts);
  useEffect(() => siteStore.getState().detectCountry(), []);
  useEffect(() => {
    document.documentElement.lang = COUNTRIES[country].language;
  }, [country]);
  return (
    <>
      <GlobalStyle />
      <Bar>
        <strong>{app} (standalone)</strong>
        {links.map(([to, label]) => (
          <Link key={to + label} to={to}>
            {label}
          </Link>
        ))}
        <label>
          Country{' '}
          <select value={country} onChange={(e) => setCountry(e.target.value)}>
            {COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>
                {COUNTRIES[c].name}
              </option>
            ))}
          </select>
        </label>
      </Bar>
      {children}
      <Toasts aria-live="polite">
        {toasts.map((t) => (
          <li key={t.id} role={t.kind === 'error' ? 'alert' : 'status'}>
            {t.message}
          </li>
        ))}
      </Toasts>
    </>
  );
}

export function renderStandalone(app: string, links: [string, string][], routes: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          <Frame app={app} links={links}>
            {routes}
          </Frame>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
