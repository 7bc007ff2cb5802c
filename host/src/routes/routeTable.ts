/**
 * The host's own part of the site's route table: the home page it composes around its two slots,
 * and the menu groups and footer columns every app's nav entries go into, in order. Every other
 * URL belongs to the remote that renders it (its own `src/routes/routeTable.ts`, published in its
 * release); the edge merges the live tables into the run-time config (shared/src/protocol/routes).
 * Plain data: the build config reads it.
 */
import { HOME_VIEW } from '@mars/shared/first-view';
import type { RouteTable } from '@mars/shared/routes';

/** The header's menu, in the spec's order (desktop dropdowns and the mobile accordion). */
export const MENU_GROUPS = ['Products', 'Features', 'Properties', 'Resources', 'Company'] as const;
/** The footer's link columns: two beside the brand, and the legal links at the bottom. */
export const FOOTER_GROUPS = { company: 'Footer: Company', resources: 'Footer: Resources', legal: 'Footer: Legal' } as const;

export const HOST_ROUTE_TABLE: RouteTable = {
  app: 'host',
  routes: [{ path: '/', module: 'marketing/HomeSections', page: HOME_VIEW }],
  nav: [],
  navGroups: [...MENU_GROUPS, ...Object.values(FOOTER_GROUPS)],
};
