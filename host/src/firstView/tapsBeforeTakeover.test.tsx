import { act } from '@testing-library/react';
import { Suspense, startTransition, use, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTapsFromReactUntilTakeover } from './tapsBeforeTakeover';

/** What React has done, as the page would feel it: renders of the root and of the region, taps it answered. */
let rootRenders = 0;
let regionRenders = 0;
let menuTaps = 0;
let regionHydrated: () => void = () => {};
let rootCommitted: () => void = () => {};
/** A promise React's `use` reads as settled at once (on the server too). */
const arrived = () => Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
/** The region's code: it hydrates once this is settled (as a slot waits for its module). */
let regionCode: Promise<void> = arrived();

function Menu() {
  regionRenders++;
  use(regionCode);
  const [open, setOpen] = useState(false);
  useEffect(() => regionHydrated(), []);
  return (
    <button
      type="button"
      onClick={() => {
        menuTaps++;
        setOpen(!open);
      }}
    >
      {open ? 'Close' : 'Menu'}
    </button>
  );
}

/** A shell like the host's: a root pass, and a region (a Suspense boundary) hydrated on its own. */
function App() {
  rootRenders++;
  useEffect(() => rootCommitted(), []);
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  );
}

describe('taps before the takeover', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  let releaseTaps = () => {};
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The hydration must not be flushed by act() as it starts: the taps land while it is under way.
    global.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    rootRenders = 0;
    regionRenders = 0;
    menuTaps = 0;
  });

  afterEach(async () => {
    global.IS_REACT_ACT_ENVIRONMENT = true;
    releaseTaps();
    await act(async () => root?.unmount());
    root = null;
    container.remove();
    regionHydrated = () => {};
    rootCommitted = () => {};
    regionCode = arrived();
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** Starts the app as bootstrap.tsx does: when its root's pass has committed, when its region has been hydrated. */
  const startApp = () => {
    const committed = new Promise<void>((resolve) => {
      rootCommitted = resolve;
    });
    const hydrated = new Promise<void>((resolve) => {
      regionHydrated = resolve;
    });
    const release = keepTapsFromReactUntilTakeover(container);
    releaseTaps = release;
    startTransition(() => {
      root = hydrateRoot(container, <App />);
    });
    return { committed, hydrated, release };
  };
  const button = () => container.querySelector('button') as HTMLButtonElement;
  /** What React renders in the tap's own task (synchronously, before click() returns). */
  const renderedByTap = () => {
    const before = { rootRenders, regionRenders };
    button().click();
    return { root: rootRenders - before.rootRenders, region: regionRenders - before.regionRenders };
  };

  it('a tap while React adopts the root does not make it render the root in the tap’s task', async () => {
    const { committed } = startApp();
    expect(renderedByTap()).toEqual({ root: 0, region: 0 });
    expect(menuTaps).toBe(0);
    await committed;
  });

  it('a tap on a region React has not hydrated yet does not make it hydrate the region in the tap’s task', async () => {
    let regionCodeArrives = () => {};
    regionCode = new Promise<void>((resolve) => {
      regionCodeArrives = resolve;
    });
    const { committed, hydrated } = startApp();
    await committed;
    expect(renderedByTap()).toEqual({ root: 0, region: 0 });
    expect(menuTaps).toBe(0);
    regionCodeArrives();
    await hydrated;
  });

  it('from the takeover React answers taps itself', async () => {
    const { hydrated, release } = startApp();
    await hydrated;
    button().click();
    expect(menuTaps).toBe(0);
    release();
    button().click();
    expect(menuTaps).toBe(1);
    await new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        watch.disconnect();
        resolve();
      });
      watch.observe(container, { subtree: true, characterData: true, childList: true });
    });
    expect(button().textContent).toBe('Close');
  });
});
