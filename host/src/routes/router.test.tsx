import type { RemoteModuleId } from '@mars/shared';
import type { SiteRoute } from '@mars/shared/routes';
import { hydratePage } from '@mars/shared/test/hydrate-page';
import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { Link, useRoutes } from 'react-router-dom';
import { setSiteConfig } from '../config/siteConfig';
import { loadRemoteModule } from '../federation/remotes';
import { forgetLoadedModule } from '../federation/slot/loaderCache';
import { hydrationDone, indexFirstViewSlots } from '../firstView/slots';
import { RemoteRoute, siteRoutes } from './router';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(),
}));

const routes: SiteRoute[] = [
  { app: 'host', path: '/', module: 'marketing/HomeSections', page: 'page:home' },
  { app: 'marketing', path: '/product/mars-hub', module: 'marketing/ProductPage', props: { product: 'mars-hub' } },
  { app: 'blog', path: '/blog', module: 'blog/BlogIndex', query: ['category'] },
  { app: 'blog', path: '/blog/:slug', module: 'blog/BlogArticle' },
];

const paths = (config: { routes?: SiteRoute[] } | null) => siteRoutes(config)[0]?.children?.map((r) => r.path);

it('routes every URL of the live tables, in their order, then the 404', () => {
  expect(paths({ routes })).toEqual(['/', '/product/mars-hub', '/blog', '/blog/:slug', '*']);
});

it('without a run-time config keeps its own home page and the 404', () => {
  expect(paths(null)).toEqual(['/', '*']);
});

describe('a page of a remote, reached from another in the app', () => {
  function Industry() {
    return <h1>Retail</h1>;
  }
  function Blog() {
    return <h1>Blog</h1>;
  }
  beforeEach(() => {
    (loadRemoteModule as jest.Mock)
      .mockReset()
      .mockImplementation(async (id: string) => ({ default: id === 'blog/BlogIndex' ? Blog : Industry }));
  });

  it('renders at once, though the page it leaves was the edge’s HTML still waiting to be wanted', async () => {
    const retail: SiteRoute = {
      app: 'marketing',
      path: '/industries/retail',
      module: 'marketing/IndustryPage',
      props: { industry: 'retail' },
    };
    const blog: SiteRoute = { app: 'blog', path: '/blog', module: 'blog/BlogIndex' };
    function Site() {
      const element = useRoutes([retail, blog].map((route) => ({ path: route.path, element: <RemoteRoute route={route} /> })));
      return (
        <>
          <Link to="/blog">Blog</Link>
          <main>{element}</main>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML =
      '<a href="/blog" data-discover="true">Blog</a><main><div data-first-view-slot="marketing/IndustryPage?industry=retail" data-remote="marketing" style="display:contents"><!--$--><h1>Retail</h1><!--/$--></div></main>';
    document.body.append(container);
    indexFirstViewSlots(container);
    setSiteConfig({ remotes: {} } as never);
    const { root } = await hydratePage(container, <Site />, '/industries/retail');
    hydrationDone();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    await act(async () => (container.querySelector('a') as HTMLAnchorElement).click());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Blog'));
    act(() => root.unmount());
    container.remove();
  });
});

describe('a page the edge sent as HTML', () => {
  // The clock is Jest's: "not asked for" holds after every timer the page set has run, not after a wait.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Hydrates the edge's HTML of /camera-compatibility for `route`, and says whether its module was asked for without any input. */
  async function loadedUntouched(route: SiteRoute, address = route.path, { showsAddress = false } = {}): Promise<boolean> {
    (loadRemoteModule as jest.Mock).mockReset().mockImplementation(async () => ({ default: () => <h1>Tool</h1> }));
    const container = document.createElement('div');
    // The tool's view as published, or as its release's renderer composed it from the address (marked).
    const h1 = showsAddress ? '<h1 data-address-view="">Tool</h1>' : '<h1>Tool</h1>';
    container.innerHTML = `<main><div data-first-view-slot="marketing/CompatibilityPage" data-remote="marketing" style="display:contents"><!--$-->${h1}<!--/$--></div></main>`;
    document.body.append(container);
    indexFirstViewSlots(container);
    setSiteConfig({ remotes: { marketing: 'http://localhost:3001/mf-manifest.json' } } as never);
    let root: Root | undefined;
    try {
      ({ root } = await hydratePage(
        container,
        <main>
          <RemoteRoute route={route} />
        </main>,
        address,
      ));
      hydrationDone();
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      return (loadRemoteModule as jest.Mock).mock.calls.length > 0;
    } finally {
      act(() => root?.unmount());
      container.remove();
      // The next page loads the module afresh (the slots keep a module once loaded).
      forgetLoadedModule(route.module as RemoteModuleId);
    }
  }
  const tool: SiteRoute = { app: 'marketing', path: '/camera-compatibility', module: 'marketing/CompatibilityPage' };

  it('waits for the visitor to reach into it, unless its route asks for its code at once (hydrate: load)', async () => {
    expect(await loadedUntouched(tool)).toBe(false);
    expect(await loadedUntouched({ ...tool, hydrate: 'load' })).toBe(true);
  });

  it('with loadWith, takes its code at once only for an address that carries one of its parameters (a shared link)', async () => {
    const withSetup = { ...tool, loadWith: ['setup'] };
    expect(await loadedUntouched(withSetup)).toBe(false);
    expect(await loadedUntouched(withSetup, '/camera-compatibility?utm_source=mail')).toBe(false);
    expect(await loadedUntouched(withSetup, '/camera-compatibility?setup=1&count=4')).toBe(true);
  });

  it('with loadWith, waits for the visitor when the page’s HTML already shows what the address asks for', async () => {
    const withSetup = { ...tool, loadWith: ['setup'] };
    expect(await loadedUntouched(withSetup, '/camera-compatibility?setup=1&count=4', { showsAddress: true })).toBe(false);
  });
});
