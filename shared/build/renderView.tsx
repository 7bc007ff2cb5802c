/**
 * One view rendered outside the browser — by the build (renderFirstViews.tsx) or by a release's
 * view renderer at the edge (serveAddressViews.tsx) — with the providers the host gives it at run
 * time, and the CSS rules it uses. The HTML is React's server markup (`renderToString`), so the
 * browser's React hydrates it: adopts the very nodes on screen rather than replacing them.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import type { CountryCode } from '../src/protocol/country/countries';
import { pathPrefixOf, underPrefix } from '../src/protocol/country/countryPaths';
import { AddressRenderProvider } from '../src/runtime/firstView/addressView';
import { FirstViewRenderContext } from '../src/runtime/firstView/renderContext';
import { siteStore } from '../src/runtime/store/siteStore';
import { theme } from '../src/runtime/theme/theme';

/** A CSS rule and its styled-components group (the cascade's order: the order components were defined). */
export interface GroupedRule {
  rule: string;
  group: number;
}

/**
 * styled-components' server output is `<style data-styled="active">` with rules separated by a `!sc`
 * comment; after each component's rules comes a `data-styled.g<N>[id=…]` marker naming its group:
 * the order styled-components gives every component's rules, on the server and in the browser alike
 * (the order the components were defined). Each real rule, with its group.
 */
function rulesOf(sheet: ServerStyleSheet): GroupedRule[] {
  const out: GroupedRule[] = [];
  let pending: string[] = [];
  for (const part of sheet
    .getStyleTags()
    .replace(/<style[^>]*>|<\/style>/g, '')
    .split('/*!sc*/')
    .map((rule) => rule.trim())) {
    const marker = /^data-styled\.g(\d+)\[/.exec(part);
    if (marker) {
      for (const rule of pending) out.push({ rule, group: Number(marker[1]) });
      pending = [];
    } else if (part) pending.push(part);
  }
  for (const rule of pending) out.push({ rule, group: Number.MAX_SAFE_INTEGER });
  return out;
}

/**
 * Runs `render` with the store in `country`: on the server, zustand reads the store's initial state
 * (React's server snapshot), so it is pointed at the current state for the render's length.
 */
export function inCountry<T>(country: CountryCode, render: () => T): T {
  const initial = siteStore.getInitialState;
  const before = siteStore.getState().country;
  siteStore.getInitialState = siteStore.getState;
  siteStore.setState({ country });
  try {
    return render();
  } finally {
    siteStore.setState({ country: before });
    siteStore.getInitialState = initial;
  }
}

/**
 * `element` as the page's markup at `path` (and `query`) in `country`'s pages, and its CSS rules.
 * `address`: whether this render shows what the address asks for (the renderer's) or not (the build's).
 */
export function renderView(
  element: ReactElement,
  { country, path, query = '', address = false }: { country: CountryCode; path: string; query?: string; address?: boolean },
): { markup: string; rules: GroupedRule[] } {
  const prefix = pathPrefixOf(country);
  const sheet = new ServerStyleSheet();
  try {
    // React's own markup (text separators and all): what the browser's React hydrates.
    const markup = renderToString(
      <FirstViewRenderContext.Provider value={true}>
        <AddressRenderProvider address={address}>
          <StyleSheetManager sheet={sheet.instance}>
            <ThemeProvider theme={theme}>
              {/* Each country's pages live under its prefix: links rendered here point into them. */}
              <MemoryRouter basename={prefix || '/'} initialEntries={[`${underPrefix(path, prefix)}${query ? `?${query}` : ''}`]}>
                {element}
              </MemoryRouter>
            </ThemeProvider>
          </StyleSheetManager>
        </AddressRenderProvider>
      </FirstViewRenderContext.Provider>,
    );
    return { markup, rules: rulesOf(sheet) };
  } finally {
    sheet.seal();
  }
}
