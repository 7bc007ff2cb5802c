/** What each app's rspack.config.ts says of itself: the one input of every build (appConfig.ts). */
import type { Configuration } from '@rspack/core';
import type { AppName } from '../src/protocol/apps';
import type { RouteTable } from '../src/protocol/routes/routeTable';

export interface AppOptions {
  /** The app, as the apps table names it (its port and container name come from there). */
  name: AppName;
  /** The app's folder (use `__dirname`). */
  dir: string;
  mode: 'development' | 'production';
  /** Remotes only: exposed module name → file. */
  exposes?: Record<string, string>;
  /** Host only: React Fast Refresh in dev (remotes use live reload: their HMR cannot refresh the host's UI). */
  reactRefresh?: boolean;
  /** Extra module rules (e.g. the blog's Markdown loader). */
  rules?: NonNullable<Configuration['module']>['rules'];
  /** Extra plugins (e.g. copying static files). */
  plugins?: Configuration['plugins'];
  /** Page title of the standalone frame / host document. */
  title: string;
  /** The URLs the app renders and its menu entries, published as routes.json (see src/routes/routeTable.ts). */
  routeTable?: RouteTable;
  /**
   * Production only: small scripts with no framework that a view needs without any input (the hero's
   * next clip), entry name → file. Built on their own (no React, no Module Federation: a page runs
   * them before any app), named per view in `renderFirstViews(…, { behaviours })`.
   */
  behaviours?: Record<string, string>;
  /**
   * Host only: entries the page runs after its first paint without waiting for the app (real-visitor
   * metrics), entry name → file. They share one webpack runtime with the app (`runtimeChunk:
   * 'single'`), so a module both import is one instance; their scripts are marked `data-when="paint"`
   * in index.html for the edge (worker/pages/composePage.ts), the app's are loaded on the visitor's reach.
   */
  afterPaint?: Record<string, string>;
}
