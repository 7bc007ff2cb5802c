/**
 * What the page composition (composePage.ts) takes and gives, as plain data: free of any runtime's
 * types, so the tests and the CLI read the same shapes.
 */
import type { AddressViews, FirstViewFile, RenderedView, RenderRequest } from '@mars/shared/first-view';
import type { AppRoute, NavEntry } from '@mars/shared/routes';
import type { FederationManifest } from '../releases/records';

/** A remote's release as the composition needs it (null when it cannot be read: its slot goes without a view). */
export interface RemoteRelease {
  id: string;
  /** Where its files are: its views' asset URLs and its preloads point here. */
  base: string;
  manifestUrl: string;
  firstView: FirstViewFile | null;
  manifest: FederationManifest | null;
  publishedAt?: string;
  /** Since when each of its pages has had its content (its release record's `pages`). */
  pages?: Record<string, { since: string }>;
  /** Some of its files could not be read now: a page made from it is composed again next time, not kept. */
  degraded?: boolean;
}

/** The live host release: its index.html, the site's routes and its own first views (the shell, home, 404). */
export interface HostRelease {
  id?: string;
  page: string | ArrayBuffer;
  routes: AppRoute[];
  firstView: FirstViewFile | null;
}

/** The run-time config as the composition reads it. */
export interface PageConfig {
  publicOrigin: string;
  nav?: NavEntry[];
  composition?: string;
  [entry: string]: unknown;
}

/** A composed page: its status, its HTML (its form token still a token: each answer stamps its own), its inline scripts' CSP hashes. */
export interface ComposedPage {
  status: 200 | 404;
  html: string;
  scriptHashes: string[];
}

/** What a request for a page gets: the page, or a 301 to its canonical address. */
export type Composed = ComposedPage | { status: 301; location: string };

/** How long a page waits for a release's renderer (addressViews.ts) before it keeps the published view. */
export const RENDER_BUDGET_MS = 1000;

/** A view to ask a release's renderer for. */
export interface AddressViewAsk {
  app: string;
  releaseId: string;
  /** What the release's first-view.json declares (none: it has no renderer). */
  declared: AddressViews | undefined;
  request: RenderRequest;
}

/** The rendered view; `null` when the published one stands; `failed` when the renderer could not answer (the page is not kept). */
export type AddressViewResult = { view: RenderedView } | { view: null; failed?: string };
