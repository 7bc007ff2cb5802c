/**
 * Controls that need the app (`data-app-control`: the country switcher, Login) answer a tap before
 * it has started with a pressed state: the page's inline script (edge: page/composePage.mjs) marks
 * the control `data-app-pending` and `aria-busy`. Once the app has taken the page over, it carries
 * the tap out on the same element (hydration keeps it): the visitor's tap is never lost.
 */
export const PENDING_ATTR = 'data-app-pending';

export function replayPendingControl(doc: Document = document): void {
  const control = doc.querySelector<HTMLElement>(`[${PENDING_ATTR}]`);
  if (!control) return;
  control.removeAttribute(PENDING_ATTR);
  control.removeAttribute('aria-busy');
  if (control.isConnected) control.click();
}
