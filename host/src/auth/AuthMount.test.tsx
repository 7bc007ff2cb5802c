import { AUTH_SESSION_HINT_KEY, siteStore, theme, useSiteStore } from '@mars/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, use, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { type SiteConfig, setSiteConfig } from '../config/siteConfig';
import { forgetRemoteModule } from '../federation/RemoteSlot';
import { loadRemoteModule } from '../federation/remotes';
import { NavContext } from '../nav/NavContext';
import { SessionControls } from '../nav/SessionControls';
import { renderWithProviders, resetStore, SITE_NAV } from '../test/render';
import { AUTH_UNAVAILABLE, AuthMount } from './AuthMount';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(),
}));
const load = loadRemoteModule as jest.Mock;

function FakeAuthRoot() {
  return <p>remote-auth mounted</p>;
}

const config = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-p' } } as unknown as SiteConfig;
const page = (more?: ReactNode) => {
  setSiteConfig(config);
  return renderWithProviders(
    <AuthMount>
      <SessionControls />
      {more}
    </AuthMount>,
  );
};
/**
 * The page has settled: its effects have run, and so has every frame and timer due in the next ten
 * seconds, those they set included (the clock moved on by Jest, not waited for), so anything it
 * would load by itself has been asked for.
 */
const settled = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(10_000);
  });

beforeEach(() => {
  jest.useFakeTimers();
  resetStore();
  localStorage.clear();
  load.mockReset().mockResolvedValue({ default: FakeAuthRoot });
  forgetRemoteModule('auth/AuthRoot'); // each test is a fresh page load
});

afterEach(() => jest.useRealTimers());

describe('when remote-auth loads', () => {
  it('a signed-out visitor does not load it until they reach for Login', async () => {
    page();
    await settled();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('remote-auth mounted')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth/AuthRoot');
  });

  it('a sign-in request from anywhere loads it, and the request waits in the store for it', async () => {
    page();
    act(() => siteStore.getState().openAuth('signup'));
    expect(await screen.findByText('remote-auth mounted')).toBeInTheDocument();
    expect(siteStore.getState().authIntent).toMatchObject({ kind: 'open', view: 'signup' });
  });

  it('stays mounted once remote-auth has taken the request that asked for it (a click with no pointer before it: a screen reader, a replayed tap)', async () => {
    let consumed = false;
    function ConsumingAuthRoot() {
      const intent = useSiteStore((s) => s.authIntent);
      if (intent && !consumed) {
        consumed = true;
        queueMicrotask(() => siteStore.getState().consumeAuthIntent(intent.id));
      }
      return <p>remote-auth mounted</p>;
    }
    load.mockResolvedValue({ default: ConsumingAuthRoot });
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('remote-auth mounted')).toBeInTheDocument();
    await waitFor(() => expect(siteStore.getState().authIntent).toBeNull());
    await settled();
    expect(screen.getByText('remote-auth mounted')).toBeInTheDocument();
  });

  it('a returning visitor (session hint) gets it after the first paint, without clicking', async () => {
    localStorage.setItem(AUTH_SESSION_HINT_KEY, '1');
    // What had been asked for when the first render was committed: its layout effects run before the paint.
    let loadsAtFirstPaint: number | undefined;
    function FirstPaint() {
      useLayoutEffect(() => {
        loadsAtFirstPaint ??= load.mock.calls.length;
      }, []);
      return null;
    }
    page(<FirstPaint />);
    expect(loadsAtFirstPaint).toBe(0);
    await waitFor(() => expect(load).toHaveBeenCalledWith('auth/AuthRoot'));
    expect(await screen.findByText('remote-auth mounted')).toBeInTheDocument();
  });

  it('when it cannot load, a Login click says so instead of doing nothing', async () => {
    load.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(siteStore.getState().toasts.map((t) => t.message)).toContain(
        'Sign-in is temporarily unavailable. Please try again in a moment.',
      ),
    );
  });
});

describe('the page behind Login', () => {
  /** A slot still showing the edge's HTML: its code is not wanted yet (HydrationGate suspends on it). */
  function NotWantedYet({ children }: { children: ReactNode }) {
    use(new Promise<never>(() => {}));
    return children;
  }
  const shell = (main: ReactNode) => (
    <ThemeProvider theme={theme}>
      <NavContext.Provider value={SITE_NAV}>
        <MemoryRouter>
          <AuthMount>
            <SessionControls />
            <main>
              <Suspense fallback={<p>Loading the page…</p>}>{main}</Suspense>
            </main>
          </AuthMount>
        </MemoryRouter>
      </NavContext.Provider>
    </ThemeProvider>
  );
  let container: HTMLElement;
  let root: Root | null = null;
  beforeEach(() => {
    setSiteConfig(config);
    container = document.createElement('div');
    container.innerHTML = renderToString(shell(<p>The page's own text</p>));
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, shell(<NotWantedYet>{<p>The page's own text</p>}</NotWantedYet>));
    });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  it('stays as the edge sent it when the visitor taps Login before its code is wanted', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('remote-auth mounted')).toBeInTheDocument();
    await settled();
    expect(container.querySelector('main')).toHaveTextContent("The page's own text");
  });

  it('stays as the edge sent it when remote-auth cannot load', async () => {
    load.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(siteStore.getState().toasts.map((t) => t.message)).toContain(AUTH_UNAVAILABLE));
    await settled();
    expect(container.querySelector('main')).toHaveTextContent("The page's own text");
  });
});
