/**
 * The root's own pass of the takeover runs in a transition, in slices (bootstrap.tsx) — unless a tap
 * reaches React before that pass has committed: React then hydrates the whole root at once, in the
 * tap's task, to answer it (selective hydration of a discrete event), and a phone freezes for that
 * long (~200 ms at the bench's CPU). Until the root's pass commits, the page answers taps as it did
 * before the app started: its HTML (links, <details>, forms) does so natively, and a tap on a control
 * that needs code is held by the page's inline script and carried out once the app has taken over
 * (pendingControls.ts). React sees events from the commit on; each region still the edge's HTML is
 * then hydrated first when tapped, on its own.
 */
import { type ReactNode, useLayoutEffect } from 'react';

/** The events React hydrates synchronously for when they land on HTML it has not adopted yet. */
const DISCRETE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'keydown',
  'keyup',
  'keypress',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
  'reset',
] as const;

/** On <html> from the root's commit: React answers taps itself (the inline script stops holding them). */
export const APP_STARTING_ATTR = 'data-app-starting';

let release: (() => void) | null = null;

/**
 * Before `hydrateRoot(container, …)`: the root's container does not pass discrete events on to
 * React's listeners (on the container) until `<RootPass>` has committed. Listeners outside it (the
 * page's inline script, the host's held taps) and the browser's own default actions are untouched;
 * so is a control a behaviour script runs (the hero's player, `data-behaviour-live`), whose
 * listeners sit inside the page.
 */
export function holdEventsUntilRootCommits(container: HTMLElement): void {
  const parent = container.parentNode;
  if (!parent) return;
  const hold = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('[data-behaviour-live]')) return;
    e.stopPropagation();
  };
  for (const type of DISCRETE_EVENTS) parent.addEventListener(type, hold, true);
  release = () => {
    release = null;
    for (const type of DISCRETE_EVENTS) parent.removeEventListener(type, hold, true);
    document.documentElement.setAttribute(APP_STARTING_ATTR, '');
  };
}

/** Wraps the app at the root (one child: React's ids are unchanged); its layout effect runs at the root's commit. */
export function RootPass({ children }: { children: ReactNode }) {
  useLayoutEffect(() => release?.(), []);
  return children;
}
