/** A URL an app renders (see routeTable.mjs). */
export interface AppRoute {
  path: string;
  module: string;
  props?: Record<string, string>;
  query?: string[];
  page?: string;
}
/** A menu or footer entry an app contributes. */
export interface NavEntry {
  group: string;
  label: string;
  order: number;
  to: string;
}
export interface RouteTable {
  app: string;
  routes: AppRoute[];
  nav: NavEntry[];
  /** The host's table only: the menu groups and footer columns, in order. */
  navGroups?: string[];
}
export interface SiteRoute extends AppRoute {
  app: string;
}
export declare const ROUTE_TABLE_FILE: string;
export declare const NAV_SLOT_ATTR: string;
export declare function pathPattern(path: string): string;
export declare function navTarget(to: string): 'external' | 'section' | 'route';
export declare function mergeRouteTables(tables: RouteTable[]): {
  routes: SiteRoute[];
  nav: NavEntry[];
  navGroups: string[];
  conflicts: string[];
};
export declare function duplicateClaims(table: RouteTable, others: RouteTable[]): { path: string; owner: string }[];
export declare function navItemHtml(entry: NavEntry): string;
