import { siteStore, theme } from '@mars/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders, resetCountry } from '../../test/render';
import { Hero } from './Hero';

const video = () => document.querySelector('video') as HTMLVideoElement;
/** The app has adopted the video: the first view's loop is off, so a clip ends and the next comes. */
const videoLoaded = () => waitFor(() => expect(document.querySelector('video')?.loop).toBe(false));
const current = () => screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'true');

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
});
beforeEach(resetCountry);

describe('hero', () => {
  it('shows the headline, the CTA to the demo section and the coming-soon line', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'State-of-the-art AI monitoring, run 100% privately on your camera network.',
    );
    expect(screen.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/#demo');
    expect(screen.getByText('Owlie and Mars coming soon')).toBeInTheDocument();
  });

  it('advances to the next video when one ends, and loops back after the last', async () => {
    renderWithProviders(<Hero />);
    await videoLoaded();
    expect(video().dataset.videoId).toBe('hero-us');
    expect(current()).toHaveTextContent('Front entrance');
    for (const next of ['lobby', 'parking', 'dock', 'hero-us']) {
      fireEvent.ended(video());
      expect(video().dataset.videoId).toBe(next);
    }
  });

  it('the selector jumps to a video; the country picks the first one', async () => {
    renderWithProviders(<Hero />);
    await videoLoaded();
    fireEvent.click(screen.getByRole('button', { name: /Loading dock/ }));
    expect(video().dataset.videoId).toBe('dock');
    act(() => siteStore.getState().setCountry('in'));
    expect(video().dataset.videoId).toBe('hero-in');
    expect(current()).toHaveTextContent('Society gate');
  });

  it('the poster is the first paint: sized, eager, high priority; the video over it shows the same picture until it plays', () => {
    renderWithProviders(<Hero />);
    const poster = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
    expect(poster).toHaveAttribute('width', '960');
    expect(poster).not.toHaveAttribute('loading', 'lazy');
    expect(video().getAttribute('poster')).toBe(poster.getAttribute('src'));
  });

  it('the page’s HTML plays the first clip by itself (muted, inline, autoplay, looping: no script can advance it yet)', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Hero />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const tag = (html.match(/<video[^>]*>/)?.[0] ?? '').toLowerCase();
    for (const attribute of ['autoplay=""', 'muted=""', 'playsinline=""', 'loop=""', 'data-first-view=""', 'data-video-id="hero-us"'])
      expect(tag).toContain(attribute);
  });

  it('with reduced motion nothing autoplays and a play control is offered', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderWithProviders(<Hero />);
      await videoLoaded();
      expect(video().autoplay).toBe(false);
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
