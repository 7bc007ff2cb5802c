/**
 * Controls that work only with their app's code (`data-app-control`, `appControl` in @mars/shared:
 * the country switcher, Login, the hero's and the carousel's buttons) answer a tap that comes before
 * that code with a pressed state (`data-app-pending`, `aria-busy`), and the tap is carried out on the
 * same element (hydration keeps it) once the code has taken it over: never silently lost.
 *  - before the app starts, the page's inline script holds the tap (edge: worker/pages/inlineLoader.ts);
 *    the app carries it out once it has taken the page over;
 *  - in a remote's slot that is still the edge's HTML, the host holds it (holdTapsInWaitingSlots) and
 *    carries it out once that slot's module has mounted (RemoteSlot).
 */
export const PENDING_ATTR = 'data-app-pending';

/** Carries out the tap a control within `scope` is holding, if any. */
export function replayPendingControl(scope: ParentNode = document): void {
  const control = scope.querySelector<HTMLElement>(`[${PENDING_ATTR}]`);
  if (!control) return;
  releasePendingControl(control);
  if (control.isConnected) control.click();
}

/** Lets go of a held tap without carrying it out (its code could not be loaded). */
export function releasePendingControl(control: Element | null): void {
  control?.removeAttribute(PENDING_ATTR);
  control?.removeAttribute('aria-busy');
}

/**
 * From the moment the app runs: a tap on a control in a slot that is still the edge's HTML (its
 * module not mounted: no `data-mounted`) is held — React would drop it (it stops events in a boundary
 * it has not hydrated) — until the slot's module has mounted and carries it out. Returns a function that stops holding them.
 */
export function holdTapsInWaitingSlots(win: Window = window): () => void {
  const hold = (e: MouseEvent) => {
    const control = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-app-control]') : null;
    const slot = control?.closest('[data-first-view-slot]');
    // A control a behaviour script runs (the hero's player) answers without the slot's module.
    if (!control || !slot || slot.hasAttribute('data-mounted') || control.closest('[data-behaviour-live]')) return;
    e.preventDefault();
    for (const held of win.document.querySelectorAll(`[${PENDING_ATTR}]`)) releasePendingControl(held);
    control.setAttribute(PENDING_ATTR, '');
    control.setAttribute('aria-busy', 'true');
  };
  win.addEventListener('click', hold, true);
  return () => win.removeEventListener('click', hold, true);
}
