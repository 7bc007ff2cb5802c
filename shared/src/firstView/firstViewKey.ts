/**
 * First views: a page's HTML rendered at build time, so the first paint needs no JavaScript.
 *
 * Each app publishes `first-view.json` in its release: the views it renders, per country, and their
 * CSS. The host's file holds the page shell (nav and footer) with an empty slot; a remote's file
 * holds the views of its exposed modules, keyed by module and props (`firstViewKey`). The CDN edge
 * puts the host's shell and the live remote release's view for the requested route into the page;
 * the host shows that HTML as the slot's placeholder until the remote module has mounted.
 * Kept free of React so build configs and the edge can use it.
 */

export { FIRST_VIEW_FILE, RELEASE_BASE_PLACEHOLDER, SHELL_VIEW, SLOT_MARKER } from './format.mjs';

export interface FirstViewFile {
  /** CSS of every view below (styled-components' server output, without its rehydration markers). */
  css: string;
  /** view key → country code → HTML. */
  views: Record<string, Record<string, string>>;
  /** The shell only: where the visitor's country is remembered, and the default one. */
  country?: { storageKey: string; fallback: string };
}

/**
 * One view of an exposed module: its id plus its string props, sorted, as a query string
 * (`marketing/ProductPage?product=mars-hub`). The host's route table and the remote compute it the
 * same way, so neither needs the other's code.
 */
export function firstViewKey(moduleId: string, props: Record<string, unknown> = {}): string {
  const query = Object.entries(props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return query ? `${moduleId}?${query}` : moduleId;
}

/** The module id of a view key (`marketing/ProductPage?product=x` → `marketing/ProductPage`). */
export const moduleOfViewKey = (key: string): string => key.split('?')[0] ?? key;
