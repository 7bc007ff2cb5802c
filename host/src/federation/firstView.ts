/**
 * The first view the CDN edge put into the page (see shared/src/firstView/firstViewKey.ts): the
 * route's HTML, rendered at build time by the remote that owns it. React replaces #root when it
 * starts, so the host takes that view's nodes first and shows them as the route slot's placeholder
 * until the remote module has mounted: the page looks the same from the first paint on.
 *
 * The nodes themselves move, not a copy of their HTML: the browser neither parses, styles nor lays
 * out the view a second time, and the hero's image stays the element it has already painted (a new
 * one could count as a later, "largest" paint).
 */

let adopted: { key: string; nodes: Node[] } | null = null;

/** Call once, before React renders into `root`. The nodes stay where they are until a placeholder takes them. */
export function adoptFirstView(root: HTMLElement): void {
  const slot = root.querySelector<HTMLElement>('[data-first-view-slot]');
  const key = slot?.dataset.firstViewSlot;
  adopted = slot && key ? { key, nodes: [...slot.childNodes] } : null;
}

/** The first view's nodes for the slot with this view key, while its module has not mounted yet. */
export function firstViewNodes(key: string): readonly Node[] | null {
  return adopted?.key === key ? adopted.nodes : null;
}

/** The slot's own module has mounted: its placeholder is never needed again. */
export function releaseFirstView(key: string): void {
  if (adopted?.key === key) adopted = null;
}
