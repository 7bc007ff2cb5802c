/**
 * Build-time only (bundled for Node by `firstViewConfig` in @mars/shared/build, never shipped to
 * browsers): renders an app's views to HTML for every country, with the providers the host gives
 * them at run time, and collects their CSS. The HTML is React's server markup (`renderToString`),
 * so the browser's React hydrates it — adopts the very nodes on screen — rather than replacing it.
 */
import type { ReactElement } from 'react';
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from '../src/protocol/country/countries';
import { COUNTRY_LANGUAGES } from '../src/protocol/country/countryPaths';
import { VIEW_RENDERER_FILE } from '../src/protocol/firstView/addressViews';
import type { FirstViewFile, FirstViewHtml, FormOutcomeView } from '../src/protocol/firstView/firstViewKey';
import { RESULTS_TOKEN } from '../src/protocol/firstView/format';
import { QA_OVERRIDE_PARAM, QA_OVERRIDES_KEY } from '../src/protocol/firstView/qaOverrideKeys';
import { escapeText, type PageHead } from '../src/protocol/head/head';
import { BRAND } from '../src/runtime/brand/brand';
import { AUTH_SESSION_HINT_KEY } from '../src/runtime/store/session';
import { COUNTRY_STORAGE_KEY } from '../src/runtime/store/siteStore';
import { inCountry, renderView } from './renderView';

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
    addressViews,
  }: {
    shell?: boolean;
    heads?: Record<string, PageHead>;
    /**
     * view key → the app's behaviour entries it needs without input (AppOptions.behaviours): the
     * build writes each as its file and integrity (appConfig.ts, WriteFirstViewPlugin).
     */
    behaviours?: Record<string, string[]>;
    /**
     * view key → the query parameters for which the app's view renderer (`src/viewRenderer.tsx`,
     * built beside first-view.json) composes that view from the page's address.
     */
    addressViews?: Record<string, string[]>;
  } = {},
): FirstViewFile & { behaviourEntries?: Record<string, string[]> } {
  // Every rule once; each view lists the rules it uses. The cascade's order is styled-components'
  // own (by the component's group, then as written), not the order the views happen to meet them:
  // two views may meet the same two components in either order, and the browser's styles follow
  // the groups.
  const rules = new Map<string, { group: number; seq: number }>();
  const byView: Record<string, Set<string>> = {};
  const out: FirstViewFile['views'] = {};
  for (const country of Object.keys(COUNTRIES) as CountryCode[]) {
    // Each country's render sees its own country in the store.
    inCountry(country, () => {
      for (const [key, source] of Object.entries(views)) {
        const { path = '/', render } = typeof source === 'function' ? { render: source } : source;
        byView[key] ??= new Set();
        const used = byView[key];
        const html = (element: ReactElement): string => {
          const { markup, rules: rendered } = renderView(element, { country, path });
          for (const { rule, group } of rendered) {
            if (!rules.has(rule)) rules.set(rule, { group, seq: rules.size });
            used.add(rule);
          }
          return markup;
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
    });
  }
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
    ...(addressViews
      ? {
          addressViews: {
            file: VIEW_RENDERER_FILE,
            views: Object.fromEntries(Object.entries(addressViews).map(([key, params]) => [key, { params }])),
          },
        }
      : {}),
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
