/**
 * Navigation: each `<template data-nav-group="GROUP">` in the host's views becomes the group's menu
 * or footer entries from the live route tables (the config's `nav`), in the page's country — the
 * same links the host renders (`navItemHtml`), so the app hydrates them.
 */
import { underPrefix } from '@mars/shared/country-paths';
import { escapeAttr } from '@mars/shared/head';
import { NAV_SLOT_ATTR, navItemHtml, navTarget } from '@mars/shared/routes';
import type { Concern } from './concern';

export const navigation: Concern = ({ config, address }) => {
  const entriesOf = (group: string) =>
    (config.nav ?? [])
      .filter((entry) => entry.group === group || escapeAttr(entry.group) === group)
      .map((entry) => navItemHtml(navTarget(entry.to) === 'external' ? entry : { ...entry, to: underPrefix(entry.to, address.prefix) }))
      .join('');
  return {
    shell: {
      [`template[${NAV_SLOT_ATTR}]`]: {
        element(el) {
          el.replace(entriesOf(el.getAttribute(NAV_SLOT_ATTR) ?? ''), { html: true });
        },
      },
    },
  };
};
