import { act, waitFor } from '@testing-library/react';
import { Suspense, startTransition, use, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DISCRETE_EVENTS, keepTapsFromReactUntilTakeover } from './tapsBeforeTakeover';

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
  let actEnvironment: boolean | undefined;

  beforeEach(() => {
    actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
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
    releaseTaps = () => {};
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
  /** What React renders in the event's own task (synchronously, before dispatchEvent returns). */
  const renderedBy = (type: string, target: Element = button()) => {
    const before = { rootRenders, regionRenders };
    if (type === 'click') (target as HTMLElement).click();
    else target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    return { root: rootRenders - before.rootRenders, region: regionRenders - before.regionRenders };
  };

  it.each(DISCRETE_EVENTS)('%s, while React adopts the root, does not make it render the root in that task', async (type) => {
    const { committed } = startApp();
    expect(renderedBy(type)).toEqual({ root: 0, region: 0 });
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
    expect(renderedBy('click')).toEqual({ root: 0, region: 0 });
    regionCodeArrives();
    await hydrated;
  });

  it('a tap on a control a behaviour script runs is held from React too (it could not hydrate its slot: it would render the root for nothing)', async () => {
    button().parentElement?.setAttribute('data-behaviour-live', '');
    const { committed } = startApp();
    expect(renderedBy('click')).toEqual({ root: 0, region: 0 });
    await committed;
  });

  it('from the takeover React answers taps itself', async () => {
    const { hydrated, release } = startApp();
    await hydrated;
    button().click();
    expect(menuTaps).toBe(0);
    release();
    button().click();
    expect(menuTaps).toBe(1);
    await waitFor(() => expect(button()).toHaveTextContent('Close'));
  });
});
