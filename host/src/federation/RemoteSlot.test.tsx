import { useTypedBeforeHydration } from '@mars/shared';
import { hydratePage } from '@mars/shared/test/hydrate-page';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { setSiteConfig } from '../config/siteConfig';
import { holdTapsInWaitingSlots } from '../firstView/pendingControls';
import { hydrationDone, indexFirstViewSlots } from '../firstView/slots';
import { renderWithProviders } from '../test/render';
import { QuietSlot } from './QuietSlot';
import { AUTO_RETRY_MS } from './RemoteFallback';
import { RemoteSlot } from './RemoteSlot';
import { wakeWaitingSlots } from './slot/hydrationGate';
import { forgetLoadedModule, type Loader } from './slot/loaderCache';

function Legal({ page }: { page: string }) {
  return <h1>Legal: {page}</h1>;
}

describe('remote slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.useRealTimers());

  it('shows a fallback that keeps the layout when the remote fails, and recovers on retry without a reload', async () => {
    let up = false;
    const loader = jest.fn(async () => {
      if (!up) throw new Error('connection refused');
      return { default: Legal };
    });
    renderWithProviders(
      <main>
        <p>Nav stays</p>
        <RemoteSlot id="marketing/LegalPage" page="privacy-policy" loader={loader as never} />
        <p>Footer stays</p>
      </main>,
    );
    const fallback = await screen.findByText(/temporarily unavailable/);
    expect(fallback.closest('[data-remote-fallback]')).toHaveAttribute('data-remote-fallback', 'marketing');
    expect(screen.getByText('Nav stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();

    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Legal: privacy-policy' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('retries by itself with back-off while the fallback is shown', async () => {
    jest.useFakeTimers();
    let up = false;
    const loader = jest.fn(async () => {
      if (!up) throw new Error('down');
      return { default: Legal };
    });
    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    const [first, second] = AUTO_RETRY_MS as [number, number];
    renderWithProviders(<RemoteSlot id="blog/BlogIndex" loader={loader as never} />);
    await advance(0);
    expect(screen.getByText(/temporarily unavailable/)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    // The first retry comes after the first delay, and fails again.
    await advance(first);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/temporarily unavailable/)).toBeInTheDocument();
    // The next waits longer: nothing once the first delay has passed again, a retry at the second.
    await advance(first);
    expect(loader).toHaveBeenCalledTimes(2);
    up = true;
    await advance(second - first);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading')).toHaveTextContent('Legal:');
  });

  it('a quiet slot (auth) renders nothing while it is down', async () => {
    const loader = jest.fn(async () => {
      throw new Error('down');
    });
    const onStatus = jest.fn();
    const { container } = renderWithProviders(
      <QuietSlot
        id="auth/AuthRoot"
        firebase={{ apiKey: 'k', authDomain: 'd', projectId: 'p' }}
        onStatus={onStatus}
        loader={loader as never}
      />,
    );
    // Once its failure has been handled (the fallback is in place by then).
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('failed'));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/temporarily unavailable/)).toBeNull();
  });

  describe('a slot that waits until near the viewport, on a client-side navigation', () => {
    let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    beforeEach(() => {
      observers = [];
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        targets: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {
          this.targets = [];
        }
      };
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const comeNear = () =>
      act(() => {
        for (const o of observers)
          for (const target of o.targets) o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as never);
      });

    it('fetches nothing until the slot comes near, then loads it', async () => {
      const loader = jest.fn(async () => ({ default: Legal }));
      renderWithProviders(<RemoteSlot id="marketing/InfoPage" page="documentation" loader={loader as never} hydrate="near" />);
      expect(document.querySelector('[data-remote-deferred="marketing"]')).toBeInTheDocument();
      // Not "loading": a scroll to an anchor is not held up by a section nobody has asked for yet.
      expect(document.querySelector('[data-remote-loading]')).toBeNull();
      expect(loader).not.toHaveBeenCalled();
      comeNear();
      expect(await screen.findByRole('heading', { name: 'Legal: documentation' })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
    });
  });
});

describe('a slot the edge sent as HTML, when the app hydrates the page', () => {
  const KEY = 'marketing/IndustryPage?industry=retail';
  const edgeHtml = (heading: string) =>
    `<main><div data-first-view-slot="${KEY}" data-remote="marketing" style="display:contents"><!--$--><h1>${heading}</h1><a href="/industries/retail#x">Read on</a><!--/$--></div></main>`;
  function Page({ loader }: { loader: Loader }) {
    return (
      <main>
        <RemoteSlot id="marketing/IndustryPage" industry="retail" loader={loader} />
      </main>
    );
  }
  function Industry() {
    return (
      <>
        <h1>Retail</h1>
        <a href="/industries/retail#x">Read on</a>
      </>
    );
  }
  const hydrate = async (container: HTMLElement, loader: Loader) => {
    indexFirstViewSlots(container);
    setSiteConfig({ remotes: {} } as never);
    const hydrated = await hydratePage(container, <Page loader={loader} />);
    recoverable.push(...hydrated.recoverable);
    cleanups.push(() => act(() => hydrated.root.unmount()));
    hydrationDone();
  };
  let recoverable: unknown[] = [];
  // Undone after each test, passed or failed: roots, containers, listeners.
  let cleanups: (() => void)[] = [];
  const mountEdgeHtml = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    cleanups.push(() => container.remove());
    return container;
  };
  beforeEach(() => {
    recoverable = [];
    forgetLoadedModule('marketing/IndustryPage');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const cleanup of cleanups.reverse()) cleanup();
    cleanups = [];
  });

  it('stays the very HTML it was sent, loading nothing, until the visitor reaches into it; then the module adopts the same nodes', async () => {
    const container = mountEdgeHtml(edgeHtml('Retail'));
    const heading = container.querySelector('h1');
    const loader = jest.fn(async () => ({ default: Industry }));
    await hydrate(container, loader as never);
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('[data-mounted]')).toBeNull();
    // Live meanwhile: nothing inert or hidden.
    expect(container.querySelector('[inert], [aria-hidden]')).toBeNull();
    await act(async () => {
      heading?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    await waitFor(() => expect(container.querySelector('[data-mounted]')).not.toBeNull());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).toEqual([]);
  });

  it('is wanted at once when something it shows changes for the whole page (another country)', async () => {
    const container = mountEdgeHtml(edgeHtml('Retail'));
    const loader = jest.fn(async () => ({ default: Industry }));
    await hydrate(container, loader as never);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => wakeWaitingSlots());
    await waitFor(() => expect(container.querySelector('[data-mounted]')).not.toBeNull());
  });

  it('a tap on one of its controls before its code has arrived is held (a pressed state) and carried out once it has', async () => {
    const container = mountEdgeHtml(
      `<main><div data-first-view-slot="${KEY}" data-remote="marketing" style="display:contents"><!--$--><h1>Retail</h1><button type="button" data-app-control="">Next</button><!--/$--></div></main>`,
    );
    const pressed: string[] = [];
    function WithButton() {
      return (
        <>
          <h1>Retail</h1>
          <button type="button" data-app-control="" onClick={() => pressed.push('next')}>
            Next
          </button>
        </>
      );
    }
    let arrive: (m: { default: typeof WithButton }) => void = () => {};
    const loader = jest.fn(() => new Promise<{ default: typeof WithButton }>((resolve) => (arrive = resolve)));
    await hydrate(container, loader as never);
    cleanups.push(holdTapsInWaitingSlots());
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(pressed).toEqual([]);
    await act(async () => arrive({ default: WithButton }));
    await waitFor(() => expect(pressed).toEqual(['next']));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('button')).toBe(button);
  });

  describe('a submit of its form (one that needs code) before its code has arrived', () => {
    const FORM_HTML = `<main><div data-first-view-slot="${KEY}" data-remote="marketing" style="display:contents"><!--$--><form data-app-intent="" action="/send" method="post"><input name="firstName" required="" value=""/><button type="submit">Send</button></form><!--/$--></div></main>`;
    /** What the form's code sent, each time its own submit ran: the name in its state. */
    let sent: string[] = [];
    /** A form whose state takes over what was typed before it hydrated, as the demo form's does. */
    function WithForm() {
      const form = useRef<HTMLFormElement>(null);
      const [name, setName] = useState('');
      useTypedBeforeHydration(form, (typed) => setName(typed.firstName ?? ''));
      return (
        <form
          data-app-intent=""
          action="/send"
          method="post"
          ref={form}
          onSubmit={(e) => {
            e.preventDefault();
            sent.push(name);
          }}
        >
          <input name="firstName" required value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit">Send</button>
        </form>
      );
    }
    /** The page as the visitor left it: the name typed, Send pressed while the form is the page's HTML. */
    async function pressedBeforeItsCode(load: Loader) {
      const container = mountEdgeHtml(FORM_HTML);
      await hydrate(container, load);
      cleanups.push(holdTapsInWaitingSlots());
      const button = container.querySelector('button') as HTMLButtonElement;
      (container.querySelector('input') as HTMLInputElement).value = 'Ana';
      await act(async () => {
        button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        button.click();
      });
      return { container, button };
    }
    const postedAsHtml = () => jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    beforeEach(() => {
      sent = [];
    });
    afterEach(() => jest.restoreAllMocks());

    it('is held (its submitter pressed) and sent by the form’s own code once it has come, once, with what was typed', async () => {
      const posted = postedAsHtml();
      let arrive: (m: { default: typeof WithForm }) => void = () => {};
      const { container, button } = await pressedBeforeItsCode(() => new Promise((resolve) => (arrive = resolve)) as never);
      expect(button).toHaveAttribute('data-app-pending', 'submit');
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(sent).toEqual([]);
      await act(async () => arrive({ default: WithForm }));
      await waitFor(() => expect(sent).toEqual(['Ana']));
      expect(button).not.toHaveAttribute('data-app-pending');
      expect(button).not.toHaveAttribute('aria-busy');
      expect(container.querySelector('button')).toBe(button);
      expect(posted).not.toHaveBeenCalled();
    });

    it('when its code cannot be loaded, is posted as HTML, once; the next submit posts too (the slot is the page’s HTML)', async () => {
      const posted = postedAsHtml();
      const { container, button } = await pressedBeforeItsCode((async () => {
        throw new Error('down');
      }) as never);
      await waitFor(() => expect(container.querySelector('[data-remote-failed]')).not.toBeNull());
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted.mock.contexts[0]).toBe(container.querySelector('form'));
      expect(button).not.toHaveAttribute('data-app-pending');
      const next = new Event('submit', { bubbles: true, cancelable: true });
      container.querySelector('form')?.dispatchEvent(next);
      expect(next.defaultPrevented).toBe(false);
      expect(sent).toEqual([]);
    });
  });

  it('when its module cannot be loaded, stays as the HTML (marked, reported) instead of a fallback, and tries again on the next intent', async () => {
    const container = mountEdgeHtml(edgeHtml('Retail'));
    const heading = container.querySelector('h1');
    let up = false;
    const loader = jest.fn(async () => {
      if (!up) throw new Error('integrity');
      return { default: Industry };
    });
    await hydrate(container, loader as never);
    await act(async () => {
      heading?.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    await waitFor(() => expect(container.querySelector('[data-remote-failed="marketing"]')).not.toBeNull());
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-remote-fallback]')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[host] remote "marketing" failed: integrity'));
    up = true;
    await act(async () => {
      heading?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await waitFor(() => expect(container.querySelector('[data-mounted]')).not.toBeNull());
    expect(container.querySelector('[data-remote-failed]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
  });
});
