import { type NavEntry, navTarget } from '@mars/shared/routes';
import { FOOTER_GROUPS, MENU_GROUPS } from '../routes/routeTable';

/**
 * The menu and the footer's columns: the host owns the groups and their order (routes/routeTable.ts);
 * the entries come from each app's route table, live (the run-time config's `nav`).
 */
export type MenuLink =
  | { label: string; kind: 'route'; to: string }
  | { label: string; kind: 'section'; section: string }
  | { label: string; kind: 'external'; href: string };

/** A nav entry as the link it renders. */
export function menuLink({ label, to }: Pick<NavEntry, 'label' | 'to'>): MenuLink {
  const kind = navTarget(to);
  if (kind === 'external') return { label, kind, href: to };
  if (kind === 'section') return { label, kind, section: to.slice(2) };
  return { label, kind, to };
}

/** The entries of one group, in order (the edge and the config already sort them). */
export const groupLinks = (nav: NavEntry[], group: string): MenuLink[] => nav.filter((e) => e.group === group).map(menuLink);

export { FOOTER_GROUPS, MENU_GROUPS };

/** Close delay and height animation from the spec. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const DROPDOWN_ANIMATION_MS = 120;
