import { edgeRoutes, SITE_ROUTES } from './routeTable';

describe('routes as the edge reads them (routes.json)', () => {
  it('names the module that renders each route, with its props and the query that picks a variant', () => {
    const byPath = Object.fromEntries(edgeRoutes().map((r) => [r.path, r]));
    expect(byPath['/']).toEqual({ path: '/', module: 'marketing/HomeSections', page: 'page:home' });
    expect(byPath['/product/mars-hub']).toEqual({
      path: '/product/mars-hub',
      module: 'marketing/ProductPage',
      props: { product: 'mars-hub' },
    });
    expect(byPath['/blog']).toEqual({ path: '/blog', module: 'blog/BlogIndex', query: ['category'] });
    expect(byPath['/blog/:slug']).toEqual({ path: '/blog/:slug', module: 'blog/BlogArticle' });
    expect(byPath['/privacy-policy']?.props).toEqual({ page: 'privacy-policy' });
  });

  it('covers every route of the site, in the same order as the router', () => {
    expect(edgeRoutes().map((r) => r.path)).toEqual(SITE_ROUTES.map((r) => r.path));
  });
});
