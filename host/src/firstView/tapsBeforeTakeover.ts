/**
 * Until the app has taken the page over (every region of the shell hydrated), React does not see a
 * tap. React hydrates the page in a transition, in slices (bootstrap.tsx), and each region at idle
 * priority after the root — but a tap that reaches it on HTML it has not adopted yet makes it render
 * that part at once, in the tap's task, to answer it (selective hydration of a discrete event): before
 * the root's pass has committed, the whole root (a 200–370 ms task on the bench's phone), after it
 * the tapped region (60–100 ms). Until the takeover the page answers taps as it did before the app
 * started — its HTML (links, <details>, forms) natively, a control that needs code held by the page's
 * inline script with a pressed state and carried out once the app has taken over
 * (pendingControls.ts) — which is 0.3–0.5 s after the root's pass on that phone.
 */

/**
 * The events React hydrates synchronously for when they land on HTML it has not adopted yet (React
 * 19's `discreteReplayableEvents`, react-dom-client).
 */
export const DISCRETE_EVENTS = [
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
  'textInput',
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

/**
 * Before `hydrateRoot(container, …)`: discrete events do not reach React's listeners (on the
 * container) until the returned function is called, at the takeover. The event stops in its capture
 * phase at the container's parent: the listeners that capture it on the window and the document
 * before that (the page's inline script, the host's held taps, the slots' intent) and the browser's
 * default actions are untouched; the page's other listeners hear it from the takeover, like React.
 * (The hero's player listens on the document in the capture phase for that reason: marketing's
 * heroPlayer.ts.)
 */
export function keepTapsFromReactUntilTakeover(container: HTMLElement): () => void {
  const parent = container.parentNode;
  if (!parent) return () => {};
  const hold = (e: Event) => e.stopPropagation();
  for (const type of DISCRETE_EVENTS) parent.addEventListener(type, hold, true);
  return () => {
    for (const type of DISCRETE_EVENTS) parent.removeEventListener(type, hold, true);
  };
}
