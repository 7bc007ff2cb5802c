/**
 * Slots: each `<template data-first-view-slot="KEY">skeleton</template>` in the host's own HTML of
 * the body becomes that slot's view, as the page loaded it (../loadPage.ts) — the route's own slot
 * (`KEY` empty) the route's view — wrapped as the app's React tree has it, so the app hydrates it
 * instead of replacing it. A slot without a view keeps its skeleton, and the app renders it; a 404
 * puts the host's 404 page in the route's slot. Nothing here reads storage: every view is loaded.
 */
import { SLOT_ATTR } from '@mars/shared/first-view';
import { escapeAttr } from '@mars/shared/head';
import { remoteOf } from '../address';
import type { RemoteRelease } from '../composition';
import type { Concern } from './concern';
import { slotEnds } from './slotEnds';

/** Each slot names the remote and release its DOM comes from (real-visitor metrics attribute by it). */
const owner = (key: string, release: RemoteRelease | null) =>
  ` data-remote="${escapeAttr(remoteOf(key))}"${release?.id ? ` data-release="${escapeAttr(release.id)}"` : ''}`;

export const slots: Concern = ({ shell, address: a, views, placed }) => {
  if (!shell) return {};
  /** A slot's marker becomes its view, around it the slot's box (its owner's, unless the view is the 404 page). */
  function fillSlot(el: Element): void {
    const marker = el.getAttribute(SLOT_ATTR) ?? '';
    const key = marker === '' ? (a.main?.key ?? '') : marker;
    const html = views.get(key) ?? null;
    // An unknown path has no slot: the host renders its 404 itself.
    if (a.status === 404 && !a.main) {
      el.replace(html ?? '', { html: true });
      return;
    }
    if (html === null) {
      // No view for this slot: its skeleton (the marker's content), and the app renders the slot.
      const [open, close] = slotEnds(key, owner(key, placed.releases.get(remoteOf(key)) ?? null), { empty: true });
      el.before(open, { html: true });
      el.after(close, { html: true });
      el.removeAndKeepContent();
      return;
    }
    const [open, close] = slotEnds(key, a.status === 404 ? '' : owner(key, placed.releases.get(remoteOf(key)) ?? null));
    el.before(open, { html: true });
    el.after(close, { html: true });
    el.replace(html, { html: true });
  }
  return { shell: { [`template[${SLOT_ATTR}]`]: { element: fillSlot } } };
};
