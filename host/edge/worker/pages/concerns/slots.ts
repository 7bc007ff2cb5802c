/**
 * Slots: each `<template data-first-view-slot="KEY">skeleton</template>` in the host's views becomes
 * that slot's view, streamed in as the rewriter reaches it — the route's own slot (`KEY` empty) the
 * route's view, or the page the host composes for the route (the home page, whose own slots are
 * filled the same way) — wrapped as the app's React tree has it, so the app hydrates it instead of
 * replacing it. A slot without a view keeps its skeleton, and the app renders it; a 404 puts the
 * host's 404 page in the route's slot.
 */
import { NOT_FOUND_VIEW, SLOT_ATTR } from '@mars/shared/first-view';
import { escapeAttr } from '@mars/shared/head';
import type { RemoteRelease } from '../composition';
import { ShellError, shellLacksSlot } from '../shellPlaces';
import { viewHtml, withBase } from '../views';
import type { Concern } from './concern';
import { slotEnds } from './slotEnds';

export const remoteOf = (moduleId: string): string => moduleId.split('/')[0] ?? '';

/** Each slot names the remote and release its DOM comes from (real-visitor metrics attribute by it). */
const owner = (key: string | undefined, release: RemoteRelease | null) =>
  key ? ` data-remote="${escapeAttr(remoteOf(key))}"${release?.id ? ` data-release="${escapeAttr(release.id)}"` : ''}` : '';

export const slots: Concern = (page) => {
  const { shell, address: a, placed } = page;
  if (!shell) return {};
  const search = page.url.searchParams;
  const { main, status, code, fallback } = a;
  let sawMainSlot = false;
  const view = (key: string) => viewHtml(shell, key, code, fallback, search, page.values);

  const releaseFor = async (moduleKey: string) => {
    const name = remoteOf(moduleKey);
    if (!placed.releases.has(name))
      placed.releases.set(name, main?.route && remoteOf(main.route.module) === name ? main.release : await page.remoteRelease(name));
    return placed.releases.get(name) ?? null;
  };

  /** A slot's marker becomes its view; synchronous once the slot's release is known (the rewriter then does not pause). */
  function fillSlot(el: Element): void | Promise<void> {
    const markerKey = el.getAttribute(SLOT_ATTR) ?? '';
    if (markerKey === '' && !sawMainSlot) {
      sawMainSlot = true;
      // The page the host composes for this route (the home page) takes the route's slot, with slots of its own.
      const hostPage = main?.route.page ? view(main.route.page) : null;
      if (hostPage !== null) {
        el.replace(page.place(hostPage, true), { html: true });
        return;
      }
    }
    const key = markerKey === '' ? main?.key : markerKey;
    if (key) placed.keys.add(key);
    if (status !== 404 && key && !placed.releases.has(remoteOf(key))) return releaseFor(key).then(() => fillKnown(el, key));
    fillKnown(el, key);
  }

  function fillKnown(el: Element, key: string | undefined): void {
    const release = key ? (placed.releases.get(remoteOf(key)) ?? null) : null;
    let inner: string;
    if (status === 404) inner = view(NOT_FOUND_VIEW) ?? '';
    else {
      const html = release && key ? viewHtml(release.firstView, key, code, fallback, search, page.values) : null;
      if (html === null || !release) {
        // No view for this slot: its skeleton (the marker's content), and the app renders the slot.
        const [open, close] = slotEnds(key ?? '', owner(key, release), { empty: true });
        el.before(open, { html: true });
        el.after(close, { html: true });
        el.removeAndKeepContent();
        return;
      }
      inner = withBase(html, release.base);
    }
    // An unknown path has no slot: the host renders its 404 itself.
    if (status === 404 && !main) {
      el.replace(page.place(inner, false), { html: true });
      return;
    }
    const [open, close] = slotEnds(key ?? '', status === 404 || !key ? '' : owner(key, release));
    el.before(open, { html: true });
    el.after(close, { html: true });
    el.replace(page.place(inner, false), { html: true });
  }

  return {
    shell: { [`template[${SLOT_ATTR}]`]: { element: fillSlot } },
    done() {
      if (!sawMainSlot) throw new ShellError(shellLacksSlot(page.hostName, code));
    },
  };
};
