/**
 * One view of a release's first-view.json as HTML for this request: a plain view, a searchable list
 * put together for the visitor's search text, or a form in the outcome its query names. Views are
 * rendered at build time; the only values taken from the request (a search text, a form's values)
 * are escaped here, and the only others are what the edge knows (run-time config entries, the page's
 * URL, each country's address of the page). A form token stays a token here: each answer stamps its
 * own (keptPages.ts). See shared/src/protocol/firstView/format.ts for the tokens a view may hold.
 */
import {
  countryPageToken,
  type FirstViewFile,
  FORM_NOTICE_TOKEN,
  type FormOutcomeView,
  formErrorToken,
  formInvalidToken,
  formValueToken,
  PAGE_URL_TOKEN,
  QUERY_TOKEN,
  QUERY_URL_TOKEN,
  RELEASE_BASE_PLACEHOLDER,
  RESULTS_TOKEN,
  type SearchableListView,
  STATUS_TOKEN,
  WAIT_TOKEN,
} from '@mars/shared/first-view';
import { waitText } from '@mars/shared/form-token';
import { escapeAttr, escapeText } from '@mars/shared/head';

/** What only the edge knows, for views that need it. */
export interface RuntimeValues {
  /** The run-time config (string entries fill `configToken(name)`). */
  config: Record<string, unknown>;
  /** This page's URL on the public origin. */
  pageUrl: string;
  /** Country code → this page's address in that country (the country switcher's links). */
  countryPages?: Record<string, string>;
}

/** Asset URLs of a release's view point into that release. */
export const withBase = (html: string, base: string): string => html.split(RELEASE_BASE_PLACEHOLDER).join(base);

/** A searchable list put together for the visitor's search text (see SearchableListView). */
function assembleList(view: SearchableListView, search: URLSearchParams): string {
  const q = search.get(view.param) ?? '';
  const needle = q.trim().toLowerCase();
  const items = view.items.filter((item) => needle === '' || item.text.some((t) => t.includes(needle)));
  const statuses = needle === '' ? view.status.plain : view.status.search;
  const status = statuses[Math.min(items.length, statuses.length - 1)] ?? '';
  const results = items.length ? `${view.list[0]}${items.map((i) => i.html).join('')}${view.list[1]}` : view.empty;
  // Links that carry the search (`…&q=TOKEN`, written by React with `&amp;`) lose the parameter when there is none.
  let page = view.page;
  if (q === '') for (const sep of ['&amp;', '?']) page = page.split(`${sep}${view.param}=${QUERY_URL_TOKEN}`).join('');
  // The tokens are replaced in an order that never lets the visitor's text be read as one.
  return page
    .split(STATUS_TOKEN)
    .join(status)
    .split(RESULTS_TOKEN)
    .join(results)
    .split(QUERY_URL_TOKEN)
    .join(escapeAttr(new URLSearchParams({ [view.param]: q }).toString().slice(view.param.length + 1)))
    .split(QUERY_TOKEN)
    .join(escapeAttr(q));
}

/** The longest value a form's outcome echoes back into the page. */
const ECHO_MAX = 300;

/**
 * A form put together for the outcome in the query (see FormOutcomeView): the visitor's values
 * (escaped), each field's problem and the notice, both from the view's own texts by code.
 */
function assembleForm(view: FormOutcomeView, search: URLSearchParams): string {
  const state = search.get(view.param);
  if (!state || !Object.hasOwn(view.notices, state)) return view.idle;
  const selected = search.get(`v.${view.select}`);
  let html =
    (selected && Object.hasOwn(view.outcome, selected) ? view.outcome[selected] : null) ?? Object.values(view.outcome)[0] ?? view.idle;
  const retry = Number(search.get('retry'));
  const notice = (view.notices[state] ?? '').split(WAIT_TOKEN).join(waitText(Number.isFinite(retry) && retry > 0 ? retry : 60));
  for (const field of view.fields) {
    const code = search.get(`e.${field}`) ?? '';
    const messages = view.messages[field] ?? {};
    const message = (Object.hasOwn(messages, code) && messages[code]) || '';
    const value = state === 'sent' ? '' : (search.get(`v.${field}`) ?? '').slice(0, ECHO_MAX);
    html = html
      .split(formInvalidToken(field))
      .join(message ? 'true' : 'false')
      .split(formErrorToken(field))
      .join(escapeText(message))
      .split(formValueToken(field))
      .join(escapeAttr(value));
  }
  return html.split(FORM_NOTICE_TOKEN).join(escapeText(notice));
}

/** Values only the edge knows, in a view rendered at build time (see format.ts). */
function withRuntimeValues(html: string, values: RuntimeValues): string {
  for (const [code, address] of Object.entries(values.countryPages ?? {}))
    if (html.includes(countryPageToken(code))) html = html.split(countryPageToken(code)).join(escapeAttr(address));
  return html
    .replace(/__MARS_CONFIG_(\w+)__/g, (_, name: string) => {
      const value = values.config[name];
      return typeof value === 'string' ? escapeAttr(value) : '';
    })
    .split(PAGE_URL_TOKEN)
    .join(escapeAttr(values.pageUrl));
}

/** Where a view is shown: the page's country (and the default one), its query and the values only the edge knows. */
export interface ViewContext {
  country: string;
  fallback: string | undefined;
  search: URLSearchParams;
  values: RuntimeValues;
}

/** One country's HTML of a view (the default country's when it has none of its own), or null when the file has none. */
export function viewHtml(
  file: FirstViewFile | null | undefined,
  key: string,
  { country, fallback, search, values }: ViewContext,
): string | null {
  const views = file?.views?.[key];
  const view = views?.[country] ?? (fallback === undefined ? undefined : views?.[fallback]);
  if (view === undefined) return null;
  if (typeof view === 'string') return withRuntimeValues(view, values);
  if ('form' in view) {
    const form = view.form;
    const fill = (h: string) => withRuntimeValues(h, values);
    return assembleForm(
      { ...form, idle: fill(form.idle), outcome: Object.fromEntries(Object.entries(form.outcome).map(([k, h]) => [k, fill(h)])) },
      search,
    );
  }
  return assembleList(view, search);
}

/** A view its release's renderer composed from the address (addressViews.ts), with the values only the edge knows. */
export const addressViewHtml = (html: string, { values }: Pick<ViewContext, 'values'>): string => withRuntimeValues(html, values);

/** True when the release publishes views of this module: then it publishes one for every item it has. */
export const knowsModule = (file: FirstViewFile | null | undefined, moduleId: string): boolean =>
  Object.keys(file?.views ?? {}).some((k) => k === moduleId || k.startsWith(`${moduleId}?`));

/** The CSS rules the given views use, once each, in cascade order. */
export function cssOf(file: FirstViewFile | null | undefined, keys: (string | undefined)[]): string {
  const rules = file?.css?.rules ?? [];
  const used = new Set(keys.flatMap((k) => (k === undefined ? [] : (file?.css?.byView?.[k] ?? []))));
  return [...used]
    .sort((a, b) => a - b)
    .map((i) => rules[i])
    .join('\n');
}
