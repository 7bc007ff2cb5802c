/**
 * The first view the edge put into the page (see shared/src/firstView/firstViewKey.ts): each
 * slot's HTML, rendered at build time by the app that owns it. React replaces #root when it
 * starts, so the host takes each slot's nodes first and shows them as that slot's placeholder
 * until the module has mounted: the page looks the same from the first paint on.
 *
 * The nodes themselves move, not a copy of their HTML: the browser neither parses, styles nor lays
 * out the view a second time, and an image stays the element it has already painted (a new one
 * could count as a later, "largest" paint, or be fetched again).
 */
import { SLOT_ATTR } from '@mars/shared/first-view';

const adopted = new Map<string, Node[]>();

/** Call once, before React renders into `root`. The nodes stay where they are until a placeholder takes them. */
export function adoptFirstView(root: HTMLElement): void {
  adopted.clear();
  // A slot the edge had no view for holds only its skeleton: the live placeholder draws the same.
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTR}]:not([data-first-view-empty])`)) {
    const key = slot.getAttribute(SLOT_ATTR);
    if (key && !adopted.has(key)) adopted.set(key, [...slot.childNodes]);
  }
}

/** The first view's nodes for the slot with this view key, while its module has not mounted yet. */
export function firstViewNodes(key: string): readonly Node[] | null {
  return adopted.get(key) ?? null;
}

/** The slot's own module has mounted: its placeholder is never needed again. */
export function releaseFirstView(key: string): void {
  adopted.delete(key);
}
