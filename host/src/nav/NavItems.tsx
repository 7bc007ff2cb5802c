import { useIsFirstViewRender } from '@mars/shared';
import { NAV_SLOT_ATTR } from '@mars/shared/routes';
import { MenuItemLink } from './MenuItemLink';
import { groupLinks } from './menu';
import { useNavEntries } from './NavContext';

/**
 * One menu group's or footer column's entries, each `<li>` holding its link. At build time the
 * entries are not known (they come from the live releases' route tables), so the first view holds a
 * `<template data-nav-group>` that the edge fills with the same markup (shared/src/protocol/routes).
 */
export function NavItems({ group, onNavigate }: { group: string; onNavigate?: () => void }) {
  const nav = useNavEntries();
  if (useIsFirstViewRender()) return <template {...{ [NAV_SLOT_ATTR]: group }} />;
  return groupLinks(nav, group).map((item) => (
    <li key={item.label}>
      <MenuItemLink item={item} onNavigate={onNavigate} />
    </li>
  ));
}
