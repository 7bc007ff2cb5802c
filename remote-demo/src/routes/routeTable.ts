/**
 * The demo team owns no URL of its own (its form is a section of the home page), but the menu's
 * Contact entry leads to it. Published as routes.json in each release (shared/src/protocol/routes).
 * Plain data: the build config reads it.
 */
import { SECTION_IDS, sectionPath } from '@mars/shared/contracts';
import type { RouteTable } from '@mars/shared/routes';

export const ROUTE_TABLE: RouteTable = {
  app: 'demo',
  routes: [],
  nav: [{ group: 'Company', label: 'Contact', to: sectionPath(SECTION_IDS.demo), order: 30 }],
};
