/**
 * When a slot that the edge sent as HTML needs its remote's code. Until then the slot is the
 * edge's HTML — its links navigate, its forms post — and nothing of the remote is downloaded: a
 * slot is wanted when the visitor **reaches for something in it that needs code** — the pointer over
 * it, a press, a touch, focus or a key on a control that works only with code (`data-app-control`)
 * or a part whose live behaviour does (`data-app-intent`: a form) — or when a tap on one of its
 * controls is already waiting (`data-app-pending`). Reading, scrolling, following a link need none.
 * A control a behaviour script runs (inside `data-behaviour-live`: the hero's player) needs no
 * module either. `wakeWaitingSlots` wants every slot at once (another country, a QA browser).
 *
 * `wanted(slot)` resolves then; `readyToHydrate` once the module has arrived too, and the slot
 * suspends on it (HydrationGate) inside its Suspense boundary, which React keeps dehydrated
 * meanwhile. A module that cannot be loaded leaves the HTML in place — it still works, which beats
 * a fallback — marked (`data-remote-failed`), named in the console and reported; the next reach
 * tries again.
 */
import type { RemoteModuleId } from '@mars/shared';
import type { ReactNode } from 'react';
import { use } from 'react';
import { PENDING_ATTR, releasePendingControl } from '../../firstView/pendingControls';
import { reportSlotFallback } from '../../rum/startRealVisitorMetrics';
import { remoteNameOf } from '../remotes';

/** What the page's inline script (edge: worker/pages/inlineLoader.ts) also takes for reaching. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;
const NEEDS_CODE = '[data-app-control], [data-app-intent]';

/** The event's target is something in `slot` that needs its code. */
export function reachesForCode(slot: HTMLElement, target: EventTarget | null): boolean {
  if (!(target instanceof Element) || !slot.contains(target)) return false;
  return target.closest(NEEDS_CODE) !== null && target.closest('[data-behaviour-live]') === null;
}

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

export function wanted(slot: HTMLElement): Promise<void> {
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
      if (reachesForCode(slot, e.target)) done();
    };
    for (const type of INTENT) {
      window.addEventListener(type, onIntent, { capture: true, passive: true });
      cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }));
    }
    // Already there before the app started (it may have come for this): a tap held on one of its
    // controls, the focus in a field the visitor is typing in, the pointer resting on a control.
    const hovered = [...slot.querySelectorAll(':hover')].at(-1) ?? null;
    if (slot.querySelector('[data-app-pending]') || reachesForCode(slot, document.activeElement) || reachesForCode(slot, hovered))
      queueMicrotask(done);
  });
  promises.set(slot, promise);
  return promise;
}

const NEVER = new Promise<never>(() => {});
/** What counts as asking again for a module that failed (a reach, listened for on the window like INTENT). */
const RETRY_ON = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves once the slot is wanted and its module has arrived (`load`). A failed load leaves the
 * edge's HTML in place, marked, logged and reported, lets go of a tap it held, `forget`s the load, and
 * waits for the next intent to try again.
 */
export function readyToHydrate(
  slot: HTMLElement,
  { id, load, forget }: { id: RemoteModuleId; load: () => Promise<unknown>; forget: () => void },
): Promise<void> {
  const remote = remoteNameOf(id);
  const attempt = (): Promise<void> =>
    wanted(slot).then(() =>
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
              if (!reachesForCode(slot, e.target)) return;
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
