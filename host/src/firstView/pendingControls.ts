import { nextTask } from './nextTask';

/**
 * What a visitor does before its code has come is held, shown as pressed (`data-app-pending`,
 * `aria-busy`), and carried out on the same element (hydration keeps it) once that code has taken
 * it over: never silently lost, never done twice.
 *  - a tap on a control that works only with code (`data-app-control`, `appControl` in @mars/shared:
 *    Login, the hero's and the carousel's buttons);
 *  - a submit of a form whose live behaviour needs code (`data-app-intent`, `appIntent`: the demo
 *    form), after the browser's own validation has passed: its submitter (or the form) carries
 *    `data-app-pending="submit"`, and the form's code submits it (`requestSubmit`, the same
 *    submitter: its own checks, its request, its messages). When that code cannot come, the form
 *    goes as HTML, once — what a visitor without JavaScript gets.
 * Who holds them: before the app starts, the page's inline script (edge: worker/pages/inlineLoader.ts),
 * which the app carries out once it has taken the page over; in a remote's slot that is still the
 * edge's HTML, the host (holdTapsInWaitingSlots), until that slot's module has mounted (RemoteSlot)
 * or could not be loaded (hydrationGate).
 */
export const PENDING_ATTR = 'data-app-pending';
/** PENDING_ATTR's value on a held submit's submitter (a held tap's is ''). */
export const HELD_SUBMIT = 'submit';

/** A slot whose module has not mounted yet: what is held in it waits for that module. */
const WAITING_SLOT = '[data-first-view-slot]:not([data-mounted])';

const formOf = (held: Element): HTMLFormElement | null =>
  held instanceof HTMLFormElement ? held : ((held as HTMLButtonElement | HTMLInputElement).form ?? null);

/**
 * Carries out what the elements within `scope` hold — those whose code is here (not in a slot still
 * waiting for its module). A held submit goes in the next task: the form's code takes over what the
 * visitor typed in a layout effect (useTypedBeforeHydration), whose update React renders only after
 * the slot's mount effects — this call among them — have run; submitted at once, the form would
 * check and send the values it was sent with.
 */
export function replayPendingControls(scope: ParentNode = document): void {
  for (const held of Array.from(scope.querySelectorAll<HTMLElement>(`[${PENDING_ATTR}]`))) {
    if (held.closest(WAITING_SLOT)) continue;
    if (held.getAttribute(PENDING_ATTR) !== HELD_SUBMIT) {
      releasePendingControl(held);
      if (held.isConnected) held.click();
      continue;
    }
    void nextTask().then(() => {
      // Carried out once: another call may have scheduled it too, or it was given up meanwhile.
      if (held.getAttribute(PENDING_ATTR) !== HELD_SUBMIT) return;
      releasePendingControl(held);
      const form = formOf(held);
      if (form?.isConnected) form.requestSubmit(held === form ? null : held);
    });
  }
}

/** Lets go of a held tap without carrying it out. */
export function releasePendingControl(control: Element | null): void {
  control?.removeAttribute(PENDING_ATTR);
  control?.removeAttribute('aria-busy');
}

/**
 * The code that would carry out what `scope` holds cannot come (its module failed, the app cannot
 * run): a held tap is let go; a held submit goes as HTML, once (`submit()` fires no second submit
 * event), with what the visitor typed.
 */
export function giveUpPendingControls(scope: ParentNode = document): void {
  for (const held of Array.from(scope.querySelectorAll<HTMLElement>(`[${PENDING_ATTR}]`))) {
    const submit = held.getAttribute(PENDING_ATTR) === HELD_SUBMIT;
    releasePendingControl(held);
    const form = submit ? formOf(held) : null;
    if (form?.isConnected) HTMLFormElement.prototype.submit.call(form);
  }
}

/** Marks `form`'s submit as held: on its submitter, or on the form when it has none (Enter in a form without a button). */
export function holdSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  // One held submit per form: a second press moves it to the latest submitter.
  for (const held of Array.from(form.querySelectorAll(`[${PENDING_ATTR}="${HELD_SUBMIT}"]`))) releasePendingControl(held);
  if (form.getAttribute(PENDING_ATTR) === HELD_SUBMIT) releasePendingControl(form);
  const mark = submitter ?? form;
  mark.setAttribute(PENDING_ATTR, HELD_SUBMIT);
  mark.setAttribute('aria-busy', 'true');
}

/**
 * From the moment the app runs, in a slot that is still the edge's HTML (its module not mounted: no
 * `data-mounted`), React would drop what the visitor does (it stops events in a boundary it has not
 * hydrated): a tap on a control is held, and so is a submit of a form that needs code — until the
 * slot's module has mounted and carries it out. A slot whose module failed (`data-remote-failed`) is
 * the page's HTML: its forms post. Returns a function that stops holding them.
 */
export function holdTapsInWaitingSlots(win: Window = window): () => void {
  const hold = (e: MouseEvent) => {
    const control = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-app-control]') : null;
    const slot = control?.closest('[data-first-view-slot]');
    // A control a behaviour script runs (the hero's player) answers without the slot's module.
    if (!control || !slot || slot.hasAttribute('data-mounted') || control.closest('[data-behaviour-live]')) return;
    e.preventDefault();
    // One held tap at a time (a held submit stays).
    for (const held of Array.from(win.document.querySelectorAll(`[${PENDING_ATTR}=""]`))) releasePendingControl(held);
    control.setAttribute(PENDING_ATTR, '');
    control.setAttribute('aria-busy', 'true');
  };
  const holdForm = (e: SubmitEvent) => {
    const form = e.target instanceof HTMLFormElement && e.target.hasAttribute('data-app-intent') ? e.target : null;
    const slot = form?.closest('[data-first-view-slot]');
    if (!form || !slot || slot.hasAttribute('data-mounted') || slot.hasAttribute('data-remote-failed')) return;
    e.preventDefault();
    holdSubmit(form, e.submitter);
  };
  win.addEventListener('click', hold, true);
  win.addEventListener('submit', holdForm, true);
  return () => {
    win.removeEventListener('click', hold, true);
    win.removeEventListener('submit', holdForm, true);
  };
}
