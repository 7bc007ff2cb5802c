/**
 * When a slot that the edge sent as HTML needs its remote's code. Until then the slot is the
 * edge's HTML — its links navigate, its forms post — and nothing of the remote is downloaded:
 *
 *   intent   the visitor reaches into it: pointer over or down, a touch, the wheel, focus, a key
 *            (the default: a page's own slot, the home page's sections)
 *   near     it comes within about a screen of the viewport, or intent (the demo form)
 *   load     at once, once the app runs (a route that says so: its HTML cannot show what its
 *            address asks for — the compatibility tool's setup in the query)
 *
 * Each only once the app runs, which is itself when the visitor reaches for a control that
 * needs code (the page's inline script, edge: worker/pages/inlineLoader.ts); a tap that woke it on
 * one of the slot's controls makes the slot wanted at once. (The hero's clips need no slot code: the
 * hero's player plays them on the page's HTML, remote-marketing/src/home/hero/heroPlayer.ts.)
 *
 * `wanted(slot, when)` resolves then; `readyToHydrate` once the module has arrived too, and the slot
 * suspends on it (HydrationGate) inside its Suspense boundary, which React keeps dehydrated
 * meanwhile. Nothing is loaded for a visitor who only looks. A module that cannot be loaded leaves
 * the HTML in place — it still works, which beats a fallback — marked (`data-remote-failed`), named
 * in the console and reported, a submit it held posted as HTML; the next intent tries again.
 */
import type { RemoteModuleId } from '@mars/shared';
import type { ReactNode } from 'react';
import { use } from 'react';
import { giveUpPendingControls } from '../../firstView/pendingControls';
import { reportSlotFallback } from '../../rum/startRealVisitorMetrics';
import { remoteNameOf } from '../remotes';

export type HydrateWhen = 'intent' | 'near' | 'load';

/** Events that mean the visitor is reaching for something in the slot. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'focusin', 'keydown', 'input'] as const;
/** How far below the viewport a slot counts as near: about a screen ahead of the reader. */
const NEAR_MARGIN = '1000px 0px';

const promises = new WeakMap<HTMLElement, Promise<void>>();
/** The slots still waiting, each with what makes it wanted now. */
const waiting = new Set<() => void>();

/**
 * Every waiting slot is wanted now: something its HTML shows has changed for the whole page (the
 * visitor chose another country: each slot's text is that country's only once its code runs).
 */
export function wakeWaitingSlots(): void {
  for (const wake of [...waiting]) wake();
}

export function wanted(slot: HTMLElement, when: HydrateWhen): Promise<void> {
  let promise = promises.get(slot);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const cleanups: (() => void)[] = [];
    // A slot that left the page before it was wanted (a client-side navigation) is let go: it stops
    // listening and is held by nothing, at the next event or wake — and no module is loaded for it.
    const letGo = () => {
      for (const cleanup of cleanups) cleanup();
      waiting.delete(wake);
    };
    const done = () => {
      letGo();
      resolve();
    };
    const wake = () => (slot.isConnected ? done() : letGo());
    waiting.add(wake);
    // Listened for on the window, first: React stops an event that lands in a boundary it has not
    // hydrated yet at the page's root, before it could reach the slot's own listeners.
    const onIntent = (e: Event) => {
      if (!slot.isConnected) letGo();
      else if (e.target instanceof Node && slot.contains(e.target)) done();
    };
    for (const type of INTENT) {
      window.addEventListener(type, onIntent, { capture: true, passive: true });
      cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }));
    }
    if (when === 'load') queueMicrotask(done);
    // Already there before the app started: a tap held on one of its controls (the one that woke the
    // app, maybe), the focus inside (a field the visitor was typing in), or the pointer resting over
    // it (no new event would come until it moves).
    const focused = slot.contains(document.activeElement) && document.activeElement !== document.body;
    if (slot.querySelector('[data-app-pending]') || focused || slot.matches(':hover')) queueMicrotask(done);
    if (when === 'near' && typeof IntersectionObserver !== 'undefined') {
      // A box with `display: contents` has no box of its own: watch what it holds.
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR_MARGIN });
      for (const child of slot.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    }
  });
  promises.set(slot, promise);
  return promise;
}

const NEVER = new Promise<never>(() => {});
/** What counts as asking again for a module that failed (listened for on the window, like INTENT). */
const RETRY_ON = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves once the slot is wanted and its module has arrived (`load`). A failed load leaves the
 * edge's HTML in place, marked, logged and reported, lets go of a tap it held and posts a submit it
 * held as HTML (pendingControls.ts), `forget`s the load, and waits for the next intent to try again.
 */
export function readyToHydrate(
  slot: HTMLElement,
  when: HydrateWhen,
  { id, load, forget }: { id: RemoteModuleId; load: () => Promise<unknown>; forget: () => void },
): Promise<void> {
  const remote = remoteNameOf(id);
  const attempt = (): Promise<void> =>
    wanted(slot, when).then(() =>
      load().then(
        () => {
          slot.removeAttribute('data-remote-failed');
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[host] remote "${remote}" failed: ${message} (its slot stays as the page's HTML)`);
          reportSlotFallback(remote, error instanceof Error ? error : new Error(message));
          slot.setAttribute('data-remote-failed', remote);
          // What it held cannot be carried out by its code: a tap is let go, a submit goes as HTML.
          giveUpPendingControls(slot);
          forget();
          // Wanted again on the next intent; until then the HTML stays.
          return new Promise<void>((resolve) => {
            const again = (e: Event) => {
              const gone = !slot.isConnected;
              if (!gone && !(e.target instanceof Node && slot.contains(e.target))) return;
              for (const t of RETRY_ON) window.removeEventListener(t, again, true);
              if (!gone) resolve(attempt());
            };
            for (const t of RETRY_ON) window.addEventListener(t, again, true);
          });
        },
      ),
    );
  return attempt().then(
    () => undefined,
    () => NEVER,
  );
}

/**
 * The edge's HTML stays as it is until `ready` (readyToHydrate) resolves: React keeps the Suspense
 * boundary around this dehydrated while it suspends, then hydrates it.
 */
export function HydrationGate({ ready, children }: { ready: Promise<void>; children: ReactNode }): ReactNode {
  use(ready);
  return children;
}
