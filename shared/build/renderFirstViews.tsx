/**
 * Build-time only (bundled for Node by `firstViewConfig` in @mars/shared/build, never shipped to
 * browsers): renders an app's views to HTML for every country, with the providers the host gives
 * them at run time, and collects their CSS. The HTML is React's server markup (`renderToString`),
 * so the browser's React hydrates it — adopts the very nodes on screen — rather than replacing it.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from '../src/protocol/country/countries';
import { COUNTRY_LANGUAGES, pathPrefixOf, underPrefix } from '../src/protocol/country/countryPaths';
import type { FirstViewFile, FirstViewHtml, FormOutcomeView } from '../src/protocol/firstView/firstViewKey';
import { RESULTS_TOKEN } from '../src/protocol/firstView/format';
import { QA_OVERRIDE_PARAM, QA_OVERRIDES_KEY } from '../src/protocol/firstView/qaOverrideKeys';
import { escapeText, type PageHead } from '../src/protocol/head/head';
import { BRAND } from '../src/runtime/brand/brand';
import { FirstViewRenderContext } from '../src/runtime/firstView/renderContext';
import { AUTH_SESSION_HINT_KEY } from '../src/runtime/store/session';
import { COUNTRY_STORAGE_KEY, siteStore } from '../src/runtime/store/siteStore';
import { theme } from '../src/runtime/theme/theme';

/** A list the edge filters by free text (see SearchableListView), as elements to render. */
export interface SearchableList {
  /** The query parameter the list is filtered by. */
  param: string;
  page: ReactElement;
  /** Plain text, per result count. */
  status: { plain: string[]; search: string[] };
  /** The list element with RESULTS_TOKEN as its only child. */
  list: ReactElement;
  items: { element: ReactElement; text: string[] }[];
  empty: ReactElement;
}

/** A form whose outcome comes back in the page's query (see FormOutcomeView), as elements to render. */
export interface FormOutcome {
  /** The view's own shape, its form at rest and in each outcome state (with the format's tokens) as elements. */
  form: Omit<FormOutcomeView, 'idle' | 'outcome'> & { idle: ReactElement; outcome: Record<string, ReactElement> };
}

export interface FirstViewSource {
  /** The route the view is rendered at (for links that know where they are). */
  path?: string;
  render: () => ReactElement | SearchableList | FormOutcome;
}

/**
 * styled-components' server output is `<style data-styled="active">` with rules separated by a `!sc`
 * comment; after each component's rules comes a `data-styled.g<N>[id=…]` marker naming its group:
 * the order styled-components gives every component's rules, on the server and in the browser alike
 * (the order the components were defined). Each real rule, with its group.
 */
function rulesOf(sheet: ServerStyleSheet): { rule: string; group: number }[] {
  const out: { rule: string; group: number }[] = [];
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

const isList = (v: ReactElement | SearchableList | FormOutcome): v is SearchableList => 'items' in v && 'list' in v;
const isForm = (v: ReactElement | SearchableList | FormOutcome): v is FormOutcome => 'form' in v && !('type' in v);

/**
 * @param views view key → what to render (an element, or a searchable list's parts)
 * @param o.shell the host's file: also records where the visitor's country is remembered
 * @param o.heads view key → that page's head, published as it is
 */
export function renderFirstViews(
  views: Record<string, (() => ReactElement | SearchableList | FormOutcome) | FirstViewSource>,
  {
    shell = false,
    heads,
    behaviours,
  }: {
    shell?: boolean;
    heads?: Record<string, PageHead>;
    /**
     * view key → the app's behaviour entries it needs without input (AppOptions.behaviours): the
     * build writes each as its file and integrity (appConfig.ts, WriteFirstViewPlugin).
     */
    behaviours?: Record<string, string[]>;
  } = {},
): FirstViewFile & { behaviourEntries?: Record<string, string[]> } {
  // Every rule once; each view lists the rules it uses. The cascade's order is styled-components'
  // own (by the component's group, then as written), not the order the views happen to meet them:
  // two views may meet the same two components in either order, and the browser's styles follow
  // the groups.
  const rules = new Map<string, { group: number; seq: number }>();
  const byView: Record<string, Set<string>> = {};
  const out: FirstViewFile['views'] = {};
  // On the server, zustand reads the store's initial state (React's server snapshot): point it at
  // the current state so each country's render sees its own country.
  const initial = siteStore.getInitialState;
  siteStore.getInitialState = siteStore.getState;
  for (const country of Object.keys(COUNTRIES) as CountryCode[]) {
    siteStore.setState({ country });
    const prefix = pathPrefixOf(country);
    for (const [key, source] of Object.entries(views)) {
      const { path = '/', render } = typeof source === 'function' ? { render: source } : source;
      byView[key] ??= new Set();
      const used = byView[key];
      const html = (element: ReactElement): string => {
        const sheet = new ServerStyleSheet();
        try {
          // React's own markup (text separators and all): what the browser's React hydrates.
          const markup = renderToString(
            <FirstViewRenderContext.Provider value={true}>
              <StyleSheetManager sheet={sheet.instance}>
                <ThemeProvider theme={theme}>
                  {/* Each country's pages live under its prefix: links rendered here point into them. */}
                  <MemoryRouter basename={prefix || '/'} initialEntries={[underPrefix(path, prefix)]}>
                    {element}
                  </MemoryRouter>
                </ThemeProvider>
              </StyleSheetManager>
            </FirstViewRenderContext.Provider>,
          );
          for (const { rule, group } of rulesOf(sheet)) {
            if (!rules.has(rule)) rules.set(rule, { group, seq: rules.size });
            used.add(rule);
          }
          return markup;
        } finally {
          sheet.seal();
        }
      };
      const view = render();
      let result: FirstViewHtml;
      if (isForm(view)) {
        const { idle, outcome, ...rest } = view.form;
        result = {
          form: { ...rest, idle: html(idle), outcome: Object.fromEntries(Object.entries(outcome).map(([k, el]) => [k, html(el)])) },
        };
      } else if (isList(view)) {
        const [open = '', close = ''] = html(view.list).split(RESULTS_TOKEN);
        result = {
          param: view.param,
          page: html(view.page),
          status: { plain: view.status.plain.map(escapeText), search: view.status.search.map(escapeText) },
          list: [open, close],
          items: view.items.map((item) => ({ html: html(item.element), text: item.text })),
          empty: html(view.empty),
        };
      } else result = html(view);
      out[key] = { ...out[key], [country]: result };
    }
  }
  siteStore.setState({ country: DEFAULT_COUNTRY });
  siteStore.getInitialState = initial;
  const ordered = [...rules.entries()].sort(([, a], [, b]) => a.group - b.group || a.seq - b.seq).map(([rule]) => rule);
  const indexOf = new Map(ordered.map((rule, i) => [rule, i]));
  return {
    css: {
      rules: ordered,
      byView: Object.fromEntries(
        Object.entries(byView).map(([k, set]) => [k, [...set].map((rule) => indexOf.get(rule) as number).sort((a, b) => a - b)]),
      ),
    },
    views: out,
    ...(heads ? { heads } : {}),
    ...(behaviours ? { behaviourEntries: behaviours } : {}),
    ...(shell
      ? {
          siteName: BRAND.name,
          country: { fallback: DEFAULT_COUNTRY, languages: COUNTRY_LANGUAGES },
          authHint: { storageKey: AUTH_SESSION_HINT_KEY },
          countryChoice: { storageKey: COUNTRY_STORAGE_KEY },
          qaOverrides: { storageKey: QA_OVERRIDES_KEY, param: QA_OVERRIDE_PARAM },
        }
      : {}),
  };
}
