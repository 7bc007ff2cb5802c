/**
 * Route tables: each app publishes the URLs it renders, and its menu and footer entries, as
 * `routes.json` in its release (built from the app's own `src/routes/routeTable.ts`). The edge
 * merges the live releases' tables into the run-time config, and composes pages, status codes and
 * the sitemap from them; the host builds its router, menu and footer from the same merged table.
 * So a team adds a page — URL, menu entry, head, sitemap line — with a release of its own app.
 * One typed source: the edge, the build configs and the browser share it.
 */

/**
 * A URL an app renders. `path` may hold `:params` (passed to the module as props); `query` names
 * parameters that select another view of the module (the blog's category); `page` is a page the
 * host composes around its slots (the home page). `hydrate: 'load'`: the page's slot takes its
 * module's code as soon as the page has loaded, not at the visitor's first reach into it — for a
 * page whose HTML never shows what its address asks for; `loadWith`: the same, only when the address
 * carries one of these query parameters — a view the HTML cannot show (the compatibility tool's
 * `setup`: a shared link's answer); without them the page is complete as sent and its code comes at
 * the visitor's first reach, like every page's. A host that does not know a field hydrates on intent.
 */
export interface AppRoute {
  path: string;
  module: string;
  props?: Record<string, string>;
  query?: string[];
  page?: string;
  hydrate?: 'load';
  loadWith?: string[];
}

/** Whether a route's page takes its code as soon as it has loaded, for an address with this query. */
export function loadsAtOnce(route: Pick<AppRoute, 'hydrate' | 'loadWith'>, query: string): boolean {
  if (route.hydrate === 'load') return true;
  if (!route.loadWith?.length) return false;
  const params = new URLSearchParams(query);
  return route.loadWith.some((name) => params.has(name));
}
/**
 * A menu or footer entry an app contributes. `group` is one of the host's menu groups or footer
 * columns (the host's table lists them, in order); `to` is a site path (`/blog`), a home-page
 * section (`/#about`) or an external URL.
 */
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

/** The file each release carries its table in. */
export const ROUTE_TABLE_FILE = 'routes.json';

/** The attribute of the `<template>` a first view holds in each menu group's list, for the edge to fill. */
export const NAV_SLOT_ATTR = 'data-nav-group';

/** `/blog/:slug` and `/blog/:id` are the same claim. */
export const pathPattern = (path: string): string => path.replace(/:[^/]+/g, ':');

/** What a nav entry points at: another page, a section of the home page, or another site. */
export function navTarget(to: string): 'external' | 'section' | 'route' {
  if (/^https?:\/\//.test(to)) return 'external';
  if (to.startsWith('/#')) return 'section';
  return 'route';
}

/**
 * The site's routes and nav entries from the live tables, in precedence order (the host first,
 * then the remotes whose release went live earliest): a path claimed twice stays with its first
 * claimant. Nav entries are ordered by `order` within their group, then by label.
 */
export function mergeRouteTables(tables: RouteTable[]): { routes: SiteRoute[]; nav: NavEntry[]; navGroups: string[]; conflicts: string[] } {
  const routes: SiteRoute[] = [];
  const owners = new Map<string, string>();
  const conflicts: string[] = [];
  for (const table of tables) {
    for (const route of table.routes ?? []) {
      const claim = pathPattern(route.path);
      const owner = owners.get(claim);
      if (owner) {
        if (owner !== table.app) conflicts.push(`${route.path} is claimed by ${owner} and ${table.app}; ${owner} keeps it`);
        continue;
      }
      owners.set(claim, table.app);
      routes.push({ ...route, app: table.app });
    }
  }
  const nav = tables.flatMap((t) => t.nav ?? []).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  const navGroups = tables.find((t) => t.navGroups)?.navGroups ?? [];
  return { routes, nav, navGroups, conflicts };
}

/** The paths of `table` that another table already claims: what the gate refuses. */
export function duplicateClaims(table: RouteTable, others: RouteTable[]): { path: string; owner: string }[] {
  const claimed = new Map<string, string>();
  for (const other of others) for (const r of other.routes ?? []) claimed.set(pathPattern(r.path), other.app);
  return (table.routes ?? [])
    .filter((r) => claimed.has(pathPattern(r.path)))
    .map((r) => ({ path: r.path, owner: claimed.get(pathPattern(r.path)) as string }));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => String(s).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * One nav entry as the first view's HTML: exactly the markup the host's MenuItemLink renders with
 * React (React Router marks its own links `data-discover`), so the app hydrates the menu as it is.
 * host/src/nav/NavItems.test.tsx compares the two.
 */
export function navItemHtml(entry: NavEntry): string {
  const label = escapeHtml(entry.label);
  if (navTarget(entry.to) === 'external')
    return `<li><a href="${escapeHtml(entry.to)}" target="_blank" rel="noopener noreferrer">${label}<span class="visually-hidden"> (opens in a new tab)</span></a></li>`;
  return `<li><a href="${escapeHtml(entry.to)}" data-discover="true">${label}</a></li>`;
}
