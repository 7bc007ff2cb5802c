/**
 * When a slot that the edge sent as HTML needs its remote's code. Until then the slot is the
 * edge's HTML — its links navigate, its forms post — and nothing of the remote is downloaded:
 *
 *   intent   the visitor reaches into it: pointer over or down, a touch, focus, a key (default)
 *   near     it comes within about a screen of the viewport, or intent (the demo form)
 *   idle     the browser is idle after the page has loaded, or intent (the home page's sections:
 *            the hero's videos play and advance only with their code)
 *
 * `wanted(slot, when)` resolves then; the slot suspends on it inside its Suspense boundary, which
 * React keeps dehydrated meanwhile.
 */

export type HydrateWhen = 'intent' | 'near' | 'idle';

/** Events that mean the visitor is reaching for something in the slot. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;
/** How far below the viewport a slot counts as near: about a screen ahead of the reader. */
const NEAR_MARGIN = '1000px 0px';

const promises = new WeakMap<HTMLElement, Promise<void>>();

export function wanted(slot: HTMLElement, when: HydrateWhen): Promise<void> {
  let promise = promises.get(slot);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    // Listened for on the window, first: React stops an event that lands in a boundary it has not
    // hydrated yet at the page's root, before it could reach the slot's own listeners.
    const onIntent = (e: Event) => {
      if (e.target instanceof Node && slot.contains(e.target)) done();
    };
    for (const type of INTENT) {
      window.addEventListener(type, onIntent, { capture: true, passive: true });
      cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }));
    }
    // Already there before the app started: the focus inside (a field the visitor was typing in), or
    // the pointer resting over it (no new event would come until it moves).
    if ((slot.contains(document.activeElement) && document.activeElement !== document.body) || slot.matches(':hover')) queueMicrotask(done);
    if (when === 'near' && typeof IntersectionObserver !== 'undefined') {
      // A box with `display: contents` has no box of its own: watch what it holds.
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR_MARGIN });
      for (const child of slot.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    }
    if (when === 'idle') {
      const start = () => {
        const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
        idle(done, { timeout: 2000 });
      };
      if (document.readyState === 'complete') start();
      else {
        window.addEventListener('load', start, { once: true });
        cleanups.push(() => window.removeEventListener('load', start));
      }
    }
  });
  promises.set(slot, promise);
  return promise;
}
