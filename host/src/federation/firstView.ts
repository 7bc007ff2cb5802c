/**
 * The first view the CDN edge put into the page (see shared/src/firstView/firstViewKey.ts): the
 * route's HTML, rendered at build time by the remote that owns it. React replaces #root when it
 * starts, so the host reads that HTML first and shows it as the route slot's placeholder until the
 * remote module has mounted: the page looks the same from the first paint on, with no skeleton.
 */

let adopted: { key: string; html: string } | null = null;

/** Call once, before React renders into `root`. */
export function adoptFirstView(root: HTMLElement): void {
  const slot = root.querySelector<HTMLElement>('[data-first-view-slot]');
  const key = slot?.dataset.firstViewSlot;
  adopted = slot && key ? { key, html: slot.innerHTML } : null;
}

/** The prerendered HTML for the slot with this view key, while it has not mounted yet. */
export function firstViewHtml(key: string): string | null {
  return adopted?.key === key ? adopted.html : null;
}

/** The slot's own module has mounted: its placeholder is never needed again. */
export function releaseFirstView(key: string): void {
  if (adopted?.key === key) adopted = null;
}
