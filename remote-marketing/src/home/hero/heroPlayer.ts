/**
 * The hero without the framework: a page's behaviour script (a few hundred bytes of it), fetched
 * after the first paint of the home page only, so the hero does what the spec shows without any
 * input — the clip advances when it ends, looping through the list, with a progress ring following
 * playback (turned by the browser's compositor, heroDom.ts); the toggle pauses; the selector jumps —
 * while React and marketing's code stay unloaded until the visitor reaches for something that needs
 * them. It starts once the hero is on screen (startHeroPlayerOnScreen), works on the page's own HTML
 * (the app's render of the hero, heroDom.ts says what it reads), and lets go of it when the app
 * adopts the hero (Hero.tsx dispatches ADOPTED_EVENT), which starts from the state left on the page.
 */
import {
  ADOPTED_EVENT,
  BEHAVIOUR_LIVE_ATTR,
  CLIP_ATTRS,
  clipFileOf,
  followPlayback,
  HERO_SELECTOR,
  heroStateOnPage,
  playClip,
  playOnlyOnScreen,
  TOGGLE_TEXT,
} from './heroDom';

export function startHeroPlayer(doc: Document = document): void {
  const section = doc.querySelector<HTMLElement>(HERO_SELECTOR);
  const video = section?.querySelector<HTMLVideoElement>('video[data-video-id]');
  const toggle = section?.querySelector<HTMLButtonElement>('button[aria-pressed]');
  const buttons = [...(section?.querySelectorAll<HTMLButtonElement>(`button[${CLIP_ATTRS.id}]`) ?? [])];
  // Not the hero this was written for, or already run (by this script or the app): leave it alone.
  if (
    !section ||
    !video ||
    !toggle ||
    !buttons.length ||
    section.hasAttribute(BEHAVIOUR_LIVE_ATTR) ||
    !video.hasAttribute('data-first-view')
  )
    return;
  const state = heroStateOnPage(section) ?? { index: 0, playing: true };
  const stop = new AbortController();
  const on = (target: EventTarget, type: string, fn: (e: Event) => void, capture = false) =>
    target.addEventListener(type, fn, { signal: stop.signal, capture });
  const ringOf = (button: HTMLButtonElement) => button.querySelector('[data-ring]');
  const follow = () => {
    const ring = ringOf(buttons[state.index] as HTMLButtonElement);
    return ring ? followPlayback(ring, video) : () => {};
  };
  let unfollow = () => {};
  const play = (playing: boolean) => {
    state.playing = playing;
    video.autoplay = playing;
    toggle.setAttribute('aria-pressed', String(!playing));
    toggle.textContent = playing ? TOGGLE_TEXT.playing : TOGGLE_TEXT.paused;
    if (playing) playClip(video, () => play(false));
    else video.pause();
  };
  const select = (index: number) => {
    const from = buttons[state.index] as HTMLButtonElement;
    const to = buttons[index] as HTMLButtonElement;
    unfollow();
    // The ring announces the current clip only (ProgressRing.tsx): its role and label move with it.
    const [fromRing, toRing] = [ringOf(from), ringOf(to)];
    for (const name of ['role', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow']) {
      const value = fromRing?.getAttribute(name);
      if (value === null || value === undefined) continue;
      toRing?.setAttribute(
        name,
        name === 'aria-label' ? `${to.querySelector('span:not([data-ring])')?.textContent ?? ''}, playing` : value,
      );
      fromRing?.removeAttribute(name);
    }
    from.setAttribute('aria-current', 'false');
    to.setAttribute('aria-current', 'true');
    state.index = index;
    const clip = (name: keyof typeof CLIP_ATTRS) => to.getAttribute(CLIP_ATTRS[name]) ?? '';
    video.setAttribute('data-video-id', clip('id'));
    video.poster = clip('poster');
    section.querySelector('img[fetchpriority="high"]')?.setAttribute('src', clip('poster'));
    for (const source of video.querySelectorAll('source')) source.setAttribute('src', clip(clipFileOf(source)));
    video.load();
    unfollow = follow();
    if (state.playing) play(true);
  };

  section.setAttribute(BEHAVIOUR_LIVE_ATTR, '');
  // HTML alone loops the first clip; from here each clip ends and the next one comes (as the app's hero plays it).
  video.loop = false;
  on(video, 'ended', () => select((state.index + 1) % buttons.length));
  // Its taps are heard on the document, as they go down: once the page's React root runs, it stops a
  // tap in a slot it has not hydrated (this one, until marketing's code is wanted) before the tap
  // reaches the buttons, and so does the host until its takeover (host/src/firstView/tapsBeforeTakeover.ts).
  on(
    doc,
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!target || !section.contains(target)) return;
      if (toggle.contains(target)) return play(!state.playing);
      const i = buttons.findIndex((button) => button.contains(target));
      if (i >= 0 && i !== state.index) select(i);
    },
    true,
  );
  const unwatch = playOnlyOnScreen(video, section, () => state.playing);
  on(section, ADOPTED_EVENT, () => {
    stop.abort();
    unfollow();
    unwatch();
  });
  const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  unfollow = follow();
  play(state.playing && !reduced);
  // Shown only now: with reduced motion the CSS hid the autoplaying clip, and it is paused by here.
  video.removeAttribute('data-first-view');
  // A tap on one of its controls before this script ran (the page's inline script held it): now.
  const held = section.querySelector<HTMLElement>('[data-app-pending]');
  if (held) {
    held.removeAttribute('data-app-pending');
    held.removeAttribute('aria-busy');
    held.click();
  }
}

/** Whether any of `el` is on screen now. */
function onScreenNow(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < (el.ownerDocument.defaultView?.innerHeight ?? 0) && box.height > 0;
}

/**
 * Starts the player when any of the hero is on screen. A page opened below it (at `/#demo`, the hero
 * thousands of pixels up) keeps its clip paused meanwhile, as the player would off screen
 * (playOnlyOnScreen), and the player's own start — its rings, the hero restyled and repainted, some
 * 80 ms of a phone's main thread — waits for the visitor to scroll up instead of landing among their
 * first taps at the form. Once the app has adopted the hero (ADOPTED_EVENT) it is not wanted.
 */
export function startHeroPlayerOnScreen(doc: Document = document): void {
  const section = doc.querySelector<HTMLElement>(HERO_SELECTOR);
  const Observer = doc.defaultView?.IntersectionObserver;
  // On screen already (a page opened at the top): started in this task, not a frame later.
  if (!section || !Observer || onScreenNow(section)) {
    startHeroPlayer(doc);
    return;
  }
  const seen = new Observer((entries) => {
    if (!entries.at(-1)?.isIntersecting) {
      section.querySelector<HTMLVideoElement>('video[data-first-view]')?.pause();
      return;
    }
    stopWaiting();
    startHeroPlayer(doc);
  });
  const stopWaiting = () => {
    seen.disconnect();
    section.removeEventListener(ADOPTED_EVENT, stopWaiting);
  };
  section.addEventListener(ADOPTED_EVENT, stopWaiting);
  seen.observe(section);
}

startHeroPlayerOnScreen();
