/**
 * When a slot that the edge sent as HTML needs its remote's code. Until then the slot is the
 * edge's HTML — its links navigate, its forms post — and nothing of the remote is downloaded:
 *
 *   intent   the visitor reaches into it: pointer over or down, a touch, the wheel, focus, a key
 *            (the default: a page's own slot)
 *   near     it comes within about a screen of the viewport, or intent (the demo form)
 *   engaged  the visitor does anything on the page — moves, touches, scrolls — or intent, or a
 *            video in the slot nears the end of its clip (the home page's sections: the edge's HTML
 *            plays the hero's first clip by itself, looping; moving on to the next clip needs the
 *            code, so it comes before the clip ends even for a visitor who only watches)
 *
 * `wanted(slot, when)` resolves then; `readyToHydrate` once the module has arrived too, and the slot
 * suspends on it (HydrationGate) inside its Suspense boundary, which React keeps dehydrated
 * meanwhile. Nothing is loaded for a visitor who only looks. A module that cannot be loaded leaves
 * the HTML in place — it still works, which beats a fallback — marked (`data-remote-failed`), named
 * in the console and reported; the next intent tries again.
 */
import type { RemoteModuleId } from '@mars/shared';
import type { ReactNode } from 'react';
import { use } from 'react';
import { PENDING_ATTR, releasePendingControl } from '../../firstView/pendingControls';
import { reportSlotFallback } from '../../rum/startRealVisitorMetrics';
import { remoteNameOf } from '../remotes';

export type HydrateWhen = 'intent' | 'near' | 'engaged';

/** Events that mean the visitor is reaching for something in the slot. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'focusin', 'keydown', 'input'] as const;
/** Anything a visitor does on the page at all. */
const ENGAGED = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'scroll'] as const;
/** How long before a playing clip ends its slot's code is asked for: time to arrive and take over before the end. */
const CLIP_LEAD_SECONDS = 3;
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
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      waiting.delete(done);
      resolve();
    };
    waiting.add(done);
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
    if (when === 'engaged') {
      for (const type of ENGAGED) {
        window.addEventListener(type, done, { capture: true, passive: true, once: true });
        cleanups.push(() => window.removeEventListener(type, done, { capture: true }));
      }
      // Media events do not bubble, but they pass the window on their way down (capture).
      const onTime = (e: Event) => {
        const media = e.target;
        if (!(media instanceof HTMLMediaElement) || !slot.contains(media) || !media.duration) return;
        if (media.duration - media.currentTime <= CLIP_LEAD_SECONDS) done();
      };
      window.addEventListener('timeupdate', onTime, { capture: true, passive: true });
      cleanups.push(() => window.removeEventListener('timeupdate', onTime, { capture: true }));
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
 * edge's HTML in place, marked, logged and reported, lets go of a tap it held, `forget`s the load, and
 * waits for the next intent to try again.
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
          releasePendingControl(slot.querySelector(`[${PENDING_ATTR}]`));
          forget();
          // Wanted again on the next intent; until then the HTML stays.
          return new Promise<void>((resolve) => {
            const again = (e: Event) => {
              if (!(e.target instanceof Node && slot.contains(e.target))) return;
              for (const t of RETRY_ON) window.removeEventListener(t, again, true);
              resolve(attempt());
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
