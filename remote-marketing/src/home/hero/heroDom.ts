/**
 * What the hero's HTML tells its player (heroPlayer.ts), and the player tells the app: the clip list
 * on the selector's buttons, the state on the page itself (which button is current, whether the
 * toggle is pressed), so whoever runs the hero next — the player after the first paint, the app
 * when it takes over — starts from what the visitor sees.
 */
export const HERO_SELECTOR = '[data-section="hero"]';

/** On each selector button: its clip's id and files (the page's HTML has only the current clip's <video>). */
export const CLIP_ATTRS = { id: 'data-clip', webm: 'data-webm', mp4: 'data-mp4', poster: 'data-poster' } as const;

/**
 * On the section while a behaviour script runs it: the page's inline script leaves its controls
 * alone (edge: worker/pages/inlineLoader.ts). The app removes it when it adopts the hero.
 */
export const BEHAVIOUR_LIVE_ATTR = 'data-behaviour-live';

/** Dispatched on the section when the app has adopted the hero: the player lets go of it. */
export const ADOPTED_EVENT = 'mars:hero-adopted';

/** The toggle's words (the same in the app). */
export const TOGGLE_TEXT = { playing: 'Pause video', paused: 'Play video' } as const;

/**
 * What the page shows now: the current clip, whether it plays, and whether the player has run it
 * (the clip no longer loops: it ends and the next one comes, as the app plays it).
 */
export function heroStateOnPage(section: Element | null): { index: number; playing: boolean; played: boolean } | null {
  if (!section) return null;
  const buttons = [...section.querySelectorAll(`[${CLIP_ATTRS.id}]`)];
  const index = buttons.findIndex((b) => b.getAttribute('aria-current') === 'true');
  const toggle = section.querySelector('button[aria-pressed]');
  return {
    index: Math.max(0, index),
    playing: toggle?.getAttribute('aria-pressed') !== 'true',
    played: section.hasAttribute(BEHAVIOUR_LIVE_ATTR),
  };
}

/** The ring's circumference (ProgressRing.tsx draws it; the player moves it). */
export const RING_CIRCUMFERENCE = 2 * Math.PI * 11;
