import { act } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { APP_STARTING_ATTR, holdEventsUntilRootCommits, RootPass } from './rootPass';

/** How many times the app's root component has rendered: React's root pass, or a tap forcing it. */
let rootRenders = 0;
let menuTaps = 0;

function Menu() {
  const [open, setOpen] = useState(false);
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

function App() {
  rootRenders++;
  return (
    <Suspense fallback={null}>
      <Menu />
    </Suspense>
  );
}

describe('the takeover’s root pass (hydrated in a transition)', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The transition must not be flushed by act() as it starts: the tap has to land while it is pending.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    rootRenders = 0;
    menuTaps = 0;
    container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(
      <RootPass>
        <App />
      </RootPass>,
    );
    document.body.append(container);
    rootRenders = 0;
  });

  afterEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root?.unmount());
    root = null;
    container.remove();
    document.documentElement.removeAttribute(APP_STARTING_ATTR);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  const startApp = () => {
    holdEventsUntilRootCommits(container);
    startTransition(() => {
      root = hydrateRoot(
        container,
        <RootPass>
          <App />
        </RootPass>,
      );
    });
  };
  const rootCommitted = () =>
    new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute(APP_STARTING_ATTR)) return;
        watch.disconnect();
        resolve();
      });
      watch.observe(document.documentElement, { attributes: true });
    });

  it('a tap before the root’s pass has committed does not make React render the whole root in the tap’s task', async () => {
    const committed = rootCommitted();
    startApp();
    container.querySelector('button')?.click();
    expect(rootRenders).toBe(0);
    expect(document.documentElement.hasAttribute(APP_STARTING_ATTR)).toBe(false);
    await committed;
    expect(rootRenders).toBeGreaterThan(0);
  });

  it('from the root’s commit React answers taps itself', async () => {
    const committed = rootCommitted();
    startApp();
    await committed;
    const button = container.querySelector('button');
    button?.click();
    expect(menuTaps).toBe(1);
    await new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        watch.disconnect();
        resolve();
      });
      watch.observe(container, { subtree: true, characterData: true, childList: true });
    });
    expect(container.textContent).toBe('Close');
  });
});
