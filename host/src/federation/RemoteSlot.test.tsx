import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { adoptFirstView } from '../firstView/adoption';
import { renderWithProviders } from '../test/render';
import { RemoteSlot } from './RemoteSlot';

function Legal({ page }: { page: string }) {
  return <h1>Legal: {page}</h1>;
}

describe('remote slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

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
    renderWithProviders(<RemoteSlot id="blog/BlogIndex" loader={loader as never} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(/temporarily unavailable/)).toBeInTheDocument();
    up = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Legal:'));
  });

  it('a quiet slot (auth) renders nothing while it is down', async () => {
    const loader = jest.fn(async () => {
      throw new Error('down');
    });
    const { container } = renderWithProviders(
      <RemoteSlot id="auth/AuthRoot" firebase={{ apiKey: 'k', authDomain: 'd', projectId: 'p' }} quiet loader={loader as never} />,
    );
    await waitFor(() => expect(loader).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  describe('deferred until near the viewport (below-the-fold sections)', () => {
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
      window.history.replaceState(null, '', '/');
    });
    const comeNear = () =>
      act(() => {
        for (const o of observers)
          for (const target of o.targets) o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as never);
      });

    it('fetches nothing until the slot comes near, then loads it', async () => {
      const loader = jest.fn(async () => ({ default: Legal }));
      renderWithProviders(
        <RemoteSlot id="marketing/InfoPage" page="documentation" loader={loader as never} deferUntilNear={{ anchorId: 'demo' }} />,
      );
      expect(document.querySelector('[data-remote-deferred="marketing"]')).toBeInTheDocument();
      // Not "loading": a scroll to an anchor is not held up by a section nobody has asked for yet.
      expect(document.querySelector('[data-remote-loading]')).toBeNull();
      expect(loader).not.toHaveBeenCalled();
      comeNear();
      expect(await screen.findByRole('heading', { name: 'Legal: documentation' })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it('waits for a loading section above it before measuring, so a skeleton above does not count as near', async () => {
      const skeleton = document.createElement('div');
      skeleton.setAttribute('data-remote-loading', '');
      document.body.append(skeleton);
      const loader = jest.fn(async () => ({ default: Legal }));
      renderWithProviders(
        <RemoteSlot id="marketing/LegalPage" page="terms-of-service" loader={loader as never} deferUntilNear={{ anchorId: 'demo' }} />,
      );
      expect(observers[0]?.targets).toEqual([]);
      skeleton.remove();
      await waitFor(() => expect(observers[0]?.targets).toHaveLength(1));
      expect(loader).not.toHaveBeenCalled();
    });

    it('loads at once when the page is opened at its anchor', async () => {
      window.history.replaceState(null, '', '/#demo');
      const loader = jest.fn(async () => ({ default: Legal }));
      renderWithProviders(
        <RemoteSlot
          id="marketing/FeaturePage"
          feature={'ai-powered-search' as never}
          loader={loader as never}
          deferUntilNear={{ anchorId: 'demo' }}
        />,
      );
      expect(await screen.findByRole('heading', { name: /Legal:/ })).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
    });
  });

  it("shows the edge's first view of its route while the module loads, then the module; later loads get the skeleton", async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-first-view inert><main><div data-first-view-slot="marketing/IndustryPage?industry=retail"><h1>Static cookie policy</h1></div></main></div>';
    const staticHeading = root.querySelector('h1');
    adoptFirstView(root);
    let resolve: (m: { default: typeof Legal }) => void = () => {};
    const loader = jest.fn(() => new Promise<{ default: typeof Legal }>((r) => (resolve = r)));
    const { unmount } = renderWithProviders(<RemoteSlot id="marketing/IndustryPage" industry="retail" loader={loader as never} />);
    const placeholder = document.querySelector('[data-remote-loading]');
    expect(placeholder).toHaveTextContent('Static cookie policy');
    // The very nodes the visitor already sees (moved, not parsed again from a copy).
    expect(placeholder?.querySelector('h1')).toBe(staticHeading);
    // A static copy: not operable, and hidden from assistive tech until the real page is there.
    expect(placeholder).toHaveAttribute('inert');
    await act(async () => resolve({ default: Legal }));
    expect(await screen.findByRole('heading', { name: /Legal:/ })).toBeInTheDocument();
    expect(screen.queryByText('Static cookie policy')).toBeNull();
    unmount();
    // Another slot (another route) never shows that page's HTML.
    renderWithProviders(<RemoteSlot id="demo/DemoSection" apiBase="" loader={(() => new Promise(() => {})) as never} />);
    expect(document.querySelector('[data-remote-loading]')).toBeInTheDocument();
    expect(document.querySelector('[data-remote-loading]')).not.toHaveTextContent('Static cookie policy');
  });
});
