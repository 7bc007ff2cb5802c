/**
 * What the hero's HTML tells its player (heroPlayer.ts), and the player tells the app: the clip list
 * on the selector's buttons, the state on the page itself (which button is current, whether the
 * toggle is pressed), so whoever runs the hero next — the player after the first paint, the app
 * when it takes over — starts from what the visitor sees.
 */
export const HERO_SELECTOR = '[data-section="hero"]';

/** On each selector button: its clip's id and files (the page's HTML has only the current clip's <video>). */
export const CLIP_ATTRS = {
  id: 'data-clip',
  webm: 'data-webm',
  mp4: 'data-mp4',
  phoneWebm: 'data-phone-webm',
  phoneMp4: 'data-phone-mp4',
  poster: 'data-poster',
} as const;

/** Which of a clip's files a <source> of the hero's video takes: by its type, and its media query (the phone's). */
export function clipFileOf(source: HTMLSourceElement): keyof typeof CLIP_ATTRS {
  const mp4 = source.type === 'video/mp4';
  if (source.media) return mp4 ? 'phoneMp4' : 'phoneWebm';
  return mp4 ? 'mp4' : 'webm';
}

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

/**
 * The progress ring (ProgressRing.tsx) is two half-rings that turn: the first through the clip's
 * first half, the second through its second. A turn is a transform, which the browser animates on
 * its compositor, so the ring follows playback with no work on the page's main thread each frame —
 * an SVG stroke moved from a requestAnimationFrame loop kept a main-thread frame going 60 times a
 * second (~85 ms of every second on this project's test machine, four times that on a phone).
 */
export const RING_ROTOR_ATTR = 'data-ring-rotor';

/**
 * The turn moves in steps this far apart (3.6° of an 8-second clip, under a CSS pixel of the ring's
 * edge). The compositor turns the ring between the page's own frames, but every frame the page does
 * render — a tap's, a scroll's — first restyles an animation whose value has changed since the last
 * one: a continuous turn changes every time, a stepped one only at its next step (about a fifth
 * of a tap's frame updates, in a Chromium trace of taps on the phone menu).
 */
export const RING_STEP_MS = 80;

const turn = (deg: number) => `rotate(${deg}deg)`;
/** Each rotor's turn through a clip (0 → 1), as keyframes; the second shows only once it moves. */
function rotorKeyframes(rotor: number): Keyframe[] {
  return rotor === 0
    ? [{ transform: turn(0) }, { transform: turn(180), offset: 0.5 }, { transform: turn(180) }]
    : [
        { transform: turn(0), opacity: 0 },
        { transform: turn(0), opacity: 0, offset: 0.5 },
        { transform: turn(0), opacity: 1, offset: 0.5 },
        { transform: turn(180), opacity: 1 },
      ];
}

/**
 * Makes `ring` follow `video`'s playback until the returned function is called: the rotors turn
 * with the clip (started, paused, stalled and sought with it, put back on time at each
 * `timeupdate`), and the ring announces the played share (`aria-valuenow`) at those moments, not
 * every frame. Without Web Animations (no browser the site supports; jsdom) only the announcement moves.
 */
export function followPlayback(ring: Element, video: HTMLVideoElement): () => void {
  const rotors = [...ring.querySelectorAll<HTMLElement>(`[${RING_ROTOR_ATTR}]`)];
  const stop = new AbortController();
  let turning: Animation[] = [];
  const share = () => (video.duration > 0 && Number.isFinite(video.duration) ? Math.min(video.currentTime / video.duration, 1) : 0);
  const sync = () => {
    const at = video.currentTime * 1000;
    const moving = !video.paused && !video.ended && video.readyState >= 3; // HAVE_FUTURE_DATA: not stalled
    for (const a of turning) {
      if (Math.abs(Number(a.currentTime ?? 0) - at) > 50) a.currentTime = at;
      if (a.playbackRate !== video.playbackRate) a.playbackRate = video.playbackRate;
      if (moving && a.playState === 'paused') a.play();
      else if (!moving && a.playState === 'running') a.pause();
    }
    ring.setAttribute('aria-valuenow', String(Math.round(share() * 100)));
  };
  const start = () => {
    for (const a of turning) a.cancel();
    turning = [];
    const duration = video.duration * 1000;
    if (duration > 0 && Number.isFinite(duration) && typeof rotors[0]?.animate === 'function')
      turning = rotors.map((rotor, i) => {
        const steps = Math.max(1, Math.round(duration / RING_STEP_MS));
        const a = rotor.animate(rotorKeyframes(i), { duration, fill: 'both', easing: `steps(${steps})` });
        a.pause();
        return a;
      });
    sync();
  };
  for (const type of ['playing', 'pause', 'waiting', 'seeked', 'ratechange', 'timeupdate', 'ended'])
    video.addEventListener(type, sync, { signal: stop.signal });
  // A new clip (or its length known only now): the turn starts again at the clip's own length.
  for (const type of ['durationchange', 'emptied']) video.addEventListener(type, start, { signal: stop.signal });
  start();
  return () => {
    stop.abort();
    for (const a of turning) a.cancel();
  };
}

/**
 * Pauses `video` while the hero (`hero`: the clip and the selector, whose ring follows the clip) is
 * off screen, and plays it again when any of it is back, if the hero still plays (`playing()`: the
 * visitor's toggle, which this never touches), until the returned function is called. What Chrome
 * on Android does by itself for a muted clip that autoplays out of sight: a desktop browser went on
 * decoding the hero 24 times a second on a page opened at /#demo, 5,000 px below it, while the
 * visitor filled in the form. Nobody sees the difference: nothing of the hero is on screen.
 */
export function playOnlyOnScreen(video: HTMLVideoElement, hero: Element, playing: () => boolean): () => void {
  const Observer = video.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) return () => {};
  let pausedHere = false;
  const seen = new Observer((entries) => {
    const onScreen = entries.at(-1)?.isIntersecting;
    if (!onScreen && !video.paused) {
      pausedHere = true;
      video.pause();
    } else if (onScreen && pausedHere) {
      pausedHere = false;
      if (playing()) playClip(video);
    }
  });
  seen.observe(hero);
  return () => seen.disconnect();
}

/**
 * Plays `video`; `refused` only when the browser will not play it (autoplay not allowed), not when
 * the play was cut short by a pause (playOnlyOnScreen's) or a new clip loaded (an AbortError).
 */
export function playClip(video: HTMLVideoElement, refused: () => void = () => {}): void {
  video.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) refused();
  });
}
