/**
 * The hero's player on the page's own HTML (the build's render of Hero), before any React runs in
 * the page — and the app taking the hero over from wherever the player left it.
 */
import { theme } from '@mars/shared';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { resetCountry } from '../../test/render';
import { Hero } from './Hero';
import { ADOPTED_EVENT, BEHAVIOUR_LIVE_ATTR } from './heroDom';
import { startHeroPlayer, startHeroPlayerOnScreen } from './heroPlayer';
import { PHONE_CLIP_MEDIA } from './videos';

const tree = () => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <Hero />
    </MemoryRouter>
  </ThemeProvider>
);
const video = () => document.querySelector('video') as HTMLVideoElement;
const section = () => document.querySelector('[data-section="hero"]') as HTMLElement;
const currentButton = () => document.querySelector('button[aria-current="true"]');
const toggle = () => document.querySelector('button[aria-pressed]') as HTMLButtonElement;
const playing = { calls: 0 };
const paused = { calls: 0 };

let container: HTMLElement;
let root: Root | null = null;
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value() {
      playing.calls++;
      return Promise.resolve();
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
    configurable: true,
    value() {
      paused.calls++;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: () => {} });
});
beforeEach(() => {
  resetCountry();
  container = document.createElement('div');
  // The page as the edge sends it: the build's HTML of the hero.
  container.innerHTML = renderToString(tree());
  document.body.append(container);
});
afterEach(() => {
  // The player lets go of the page (its listeners on the document) as when the app adopts the hero.
  section()?.dispatchEvent(new Event(ADOPTED_EVENT));
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('the hero without the app', () => {
  it('plays on: when a clip ends the next one comes, looping, with the ring and its announcement on the new clip', () => {
    startHeroPlayer();
    expect(video().loop).toBe(false);
    expect(section()).toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
    for (const next of ['lobby', 'parking', 'dock', 'hero-us']) {
      video().dispatchEvent(new Event('ended'));
      expect(video().dataset.videoId).toBe(next);
      expect(currentButton()?.getAttribute('data-clip')).toBe(next);
    }
    video().dispatchEvent(new Event('ended'));
    expect(currentButton()).toHaveTextContent('Lobby tracking');
    expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1);
    expect(currentButton()?.querySelector('[role="progressbar"]')).toHaveAttribute('aria-label', 'Lobby tracking, playing');
    // The poster (the page's largest paint) and every source follow the clip, the phone's rendition first.
    expect(document.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe(video().getAttribute('poster'));
    const sources = [...video().querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('media')]);
    expect(sources).toEqual([
      ['lobby-phone.webm', PHONE_CLIP_MEDIA],
      ['lobby-phone.mp4', PHONE_CLIP_MEDIA],
      ['lobby.webm', null],
      ['lobby.mp4', null],
    ]);
  });

  it('the toggle pauses and plays; the selector jumps to a clip', () => {
    startHeroPlayer();
    toggle().click();
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(toggle()).toHaveTextContent('Play video');
    (document.querySelector('button[data-clip="dock"]') as HTMLButtonElement).click();
    expect(video().dataset.videoId).toBe('dock');
    toggle().click();
    expect(toggle()).toHaveTextContent('Pause video');
  });

  it("answers a tap that the page's React root stops before it reaches the buttons (the hero's slot not hydrated yet)", () => {
    startHeroPlayer();
    // What React's root listener does with a tap in a boundary it cannot hydrate: stops it on the way down.
    const reactRoot = (e: Event) => e.stopPropagation();
    container.addEventListener('click', reactRoot, true);
    try {
      (document.querySelector('button[data-clip="dock"]') as HTMLButtonElement).click();
      expect(video().dataset.videoId).toBe('dock');
      toggle().click();
      expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    } finally {
      container.removeEventListener('click', reactRoot, true);
    }
  });

  it('carries out a tap the page held before it ran', () => {
    const dock = document.querySelector('button[data-clip="dock"]') as HTMLButtonElement;
    dock.setAttribute('data-app-pending', '');
    dock.setAttribute('aria-busy', 'true');
    startHeroPlayer();
    expect(video().dataset.videoId).toBe('dock');
    expect(dock).not.toHaveAttribute('aria-busy');
  });

  it('with reduced motion nothing plays: the play control is offered', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as never;
    try {
      startHeroPlayer();
      expect(toggle()).toHaveTextContent('Play video');
    } finally {
      window.matchMedia = original;
    }
  });
});

/**
 * The browser's IntersectionObserver, as the test says the hero is seen: `show(seen)` answers every
 * observer watching; `watching()` names the observers still connected. Put on the window for the
 * test's body, and taken off again.
 */
async function withSeenHero(body: (show: (seen: boolean) => void, watching: () => IntersectionObserver[]) => Promise<void> | void) {
  const observers = new Set<{ fn: IntersectionObserverCallback; self: IntersectionObserver }>();
  class FakeObserver {
    constructor(private fn: IntersectionObserverCallback) {}
    observe() {
      observers.add({ fn: this.fn, self: this as unknown as IntersectionObserver });
    }
    disconnect() {
      for (const o of observers) if (o.self === (this as unknown as IntersectionObserver)) observers.delete(o);
    }
  }
  const had = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  try {
    const show = (seen: boolean) => {
      for (const { fn, self } of [...observers]) fn([{ isIntersecting: seen } as IntersectionObserverEntry], self);
    };
    await body(show, () => [...observers].map((o) => o.self));
  } finally {
    if (had) Object.defineProperty(window, 'IntersectionObserver', had);
    else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
}

describe('the player waits for the hero to be on screen', () => {
  it('opened below the hero: the clip waits, paused, the page still saying it plays; on screen the player starts it', () =>
    withSeenHero((show) => {
      startHeroPlayerOnScreen();
      const [plays, pauses] = [playing.calls, paused.calls];
      show(false);
      expect(section()).not.toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
      expect(paused.calls).toBe(pauses + 1);
      expect(playing.calls).toBe(plays);
      expect(toggle()).toHaveTextContent('Pause video');
      show(true);
      expect(section()).toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
      expect(playing.calls).toBe(plays + 1);
      video().dispatchEvent(new Event('ended'));
      expect(video().dataset.videoId).toBe('lobby');
    }));

  it('on screen as it runs (a page opened at the top): the player starts at once, not a frame later', () =>
    withSeenHero((_show, watching) => {
      const box = { top: 0, bottom: 600, height: 600, left: 0, right: 390, width: 390, x: 0, y: 0 };
      const measured = jest.spyOn(section(), 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
      try {
        startHeroPlayerOnScreen();
        expect(section()).toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
        expect(video().loop).toBe(false);
        // Only the player's own watch (it pauses the clip off screen), no wait to start.
        expect(watching()).toHaveLength(1);
      } finally {
        measured.mockRestore();
      }
    }));

  it('the app adopting the hero first: the player stops waiting, and never starts', () =>
    withSeenHero(async (show, watching) => {
      startHeroPlayerOnScreen();
      show(false);
      const [player] = watching();
      expect(player).toBeDefined();
      await act(async () => {
        root = hydrateRoot(container, tree());
      });
      expect(watching()).not.toContain(player);
      show(true);
      expect(section()).not.toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
    }));
});

describe('the app takes the hero over from the player', () => {
  it('adopts the same nodes where the player left them — another clip, paused — without a mismatch, and the player lets go', async () => {
    startHeroPlayer();
    video().dispatchEvent(new Event('ended'));
    video().dispatchEvent(new Event('ended'));
    toggle().click();
    const sameVideo = video();
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(video()).toBe(sameVideo);
    expect(video().dataset.videoId).toBe('parking');
    expect(toggle()).toHaveTextContent('Play video');
    expect(section()).not.toHaveAttribute(BEHAVIOUR_LIVE_ATTR);
    // From here the app moves on — once per end (the player no longer does).
    await act(async () => video().dispatchEvent(new Event('ended')));
    expect(video().dataset.videoId).toBe('dock');
  });
});
