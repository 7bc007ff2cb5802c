/**
 * The slots the edge put into the page with their view (edge: worker/pages/concerns/slots.ts, `slotEnds`):
 * `<div data-first-view-slot="KEY" data-remote data-release style="display:contents">` around a
 * Suspense boundary in React's markers. The app hydrates the page — React adopts the nodes on
 * screen — and each such boundary stays the edge's HTML, live and untouched, until its remote's
 * module is wanted (federation/slot/hydrationGate.ts) and has arrived; then React hydrates it too.
 *
 * Read once, before React hydrates: which slots have a view, and whether the page is being
 * hydrated (a slot mounted later — a client-side navigation — renders from scratch).
 */
import { SLOT_ATTR } from '@mars/shared/first-view';

const withView = new Map<string, HTMLElement>();
let hydrating = false;
let hydrated = false;

/**
 * Call once, just before hydrating `root`. `renderedHere`: remotes whose HTML on the page is not of
 * the release the app will load (a QA override to a dev server's manifest, which the edge cannot
 * compose from): their slots load at once and render the override's view in place of the edge's.
 */
export function indexFirstViewSlots(root: HTMLElement, renderedHere: readonly string[] = []): void {
  withView.clear();
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTR}]:not([data-first-view-empty])`)) {
    if (renderedHere.includes(slot.getAttribute('data-remote') ?? '')) continue;
    const key = slot.getAttribute(SLOT_ATTR);
    if (key && !withView.has(key)) withView.set(key, slot);
  }
  hydrating = true;
  hydrated = true;
}

/** The app took over a page the edge sent (rather than rendering one itself). */
export const pageWasHydrated = (): boolean => hydrated;

/** The page has been hydrated: slots that mount from now on have no HTML of their own to adopt. */
export function hydrationDone(): void {
  hydrating = false;
}

/**
 * The edge's element for this slot, when the page is being hydrated and the edge sent its view:
 * the slot waits to be wanted before it loads anything. Each region of the shell is hydrated on its
 * own (firstView/regions.tsx), some after the app has taken over others, so "being hydrated" is
 * the element itself: still in the page, not yet adopted or replaced.
 */
export function firstViewSlot(key: string): HTMLElement | null {
  const slot = withView.get(key);
  return hydrating && slot?.isConnected ? slot : null;
}
