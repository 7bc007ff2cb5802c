/**
 * Build-time only (bundled for Node by `firstViewConfig` in @mars/shared/build, never shipped to
 * browsers): renders an app's views to HTML for every country, with the providers the host gives
 * them at run time, and collects their CSS.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from '../country/countries';
import { COUNTRY_STORAGE_KEY, siteStore } from '../store/siteStore';
import { theme } from '../theme/theme';
import type { FirstViewFile } from './firstViewKey';

/**
 * styled-components' server output is `<style data-styled="active">` with rules separated by a `!sc` comment, with
 * `data-styled.g1[id=…]` rules that tell its client which rules exist: keep the real rules only.
 */
function rulesOf(sheet: ServerStyleSheet): string[] {
  return sheet
    .getStyleTags()
    .replace(/<style[^>]*>|<\/style>/g, '')
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.'));
}

export function renderFirstViews(
  views: Record<string, () => ReactElement>,
  { path = '/', shell = false }: { path?: string; shell?: boolean } = {},
): FirstViewFile {
  const css = new Set<string>();
  const out: FirstViewFile['views'] = {};
  // On the server, zustand reads the store's initial state (React's server snapshot): point it at
  // the current state so each country's render sees its own country.
  const initial = siteStore.getInitialState;
  siteStore.getInitialState = siteStore.getState;
  for (const country of Object.keys(COUNTRIES) as CountryCode[]) {
    siteStore.setState({ country });
    for (const [key, view] of Object.entries(views)) {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToStaticMarkup(
          <StyleSheetManager sheet={sheet.instance}>
            <ThemeProvider theme={theme}>
              <MemoryRouter initialEntries={[path]}>{view()}</MemoryRouter>
            </ThemeProvider>
          </StyleSheetManager>,
        );
        out[key] = { ...out[key], [country]: html };
        for (const rule of rulesOf(sheet)) css.add(rule);
      } finally {
        sheet.seal();
      }
    }
  }
  siteStore.setState({ country: DEFAULT_COUNTRY });
  siteStore.getInitialState = initial;
  return {
    css: [...css].join('\n'),
    views: out,
    ...(shell ? { country: { storageKey: COUNTRY_STORAGE_KEY, fallback: DEFAULT_COUNTRY } } : {}),
  };
}
