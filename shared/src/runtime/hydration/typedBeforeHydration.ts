import { type RefObject, useLayoutEffect } from 'react';

/**
 * The page's forms take typing before the app has started (they are the edge's HTML). When React
 * hydrates a form it keeps the very fields — with what the visitor typed, their focus and caret — but
 * its state still holds the values the page was sent with. This reads what the visitor changed since
 * the page was parsed (each field against its default), so the form's state can take it over.
 */
export function changedFields(form: HTMLFormElement | null): Record<string, string> {
  const changed: Record<string, string> = {};
  if (!form) return changed;
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement) {
      if (el.name && el.type !== 'hidden' && el.value !== el.defaultValue) changed[el.name] = el.value;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.name && el.value !== el.defaultValue) changed[el.name] = el.value;
    } else if (el instanceof HTMLSelectElement) {
      if (el.name && Array.from(el.options).some((o) => o.selected !== o.defaultSelected)) changed[el.name] = el.value;
    }
  }
  return changed;
}

/**
 * Once the form has mounted (hydrated), hands what the visitor typed before to `adopt`. Runs before
 * the browser paints, and the state it sets equals what the fields already show, so React changes
 * nothing on screen: the values, the focus and the caret stay as they were.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (changed: Record<string, string>) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const changed = changedFields(form.current);
    if (Object.keys(changed).length) adopt(changed);
  }, []);
}

/**
 * Props for a control that works only with its app's code — a button that is not a link or a form's
 * own: a tap on it before that code has arrived shows a pressed state and is carried out once it has
 * (the page's inline script before the host runs, then the host until the slot is hydrated:
 * host/src/firstView/pendingControls.ts). Never silently lost.
 */
export const appControl = { 'data-app-control': '' } as const;

/**
 * Props for a part of the page whose live behaviour needs its app's code but which works as HTML
 * meanwhile (the demo form posts, the blog's search is a GET form): the visitor reaching into it —
 * the pointer over it, a press, focus, a key — is when that code is fetched (the page's inline
 * script, edge: worker/pages/inlineLoader.ts). The HTML answers until then, but for a submit of such
 * a form while its code is on its way: held, and submitted by that code once it has come (or posted
 * as HTML if it cannot come: host/src/firstView/pendingControls.ts).
 */
export const appIntent = { 'data-app-intent': '' } as const;
