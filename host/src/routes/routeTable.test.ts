import { routeModules, SITE_ROUTES } from './routeTable';

describe('route → remote module map (published as route-modules.json for the CDN edge)', () => {
  it('names the module that renders each route', () => {
    const map = routeModules();
    expect(map['/']).toBe('marketing/HomeSections');
    expect(map['/product/mars-hub']).toBe('marketing/ProductPage');
    expect(map['/blog']).toBe('blog/BlogIndex');
    expect(map['/blog/:slug']).toBe('blog/BlogArticle');
    expect(map['/privacy-policy']).toBe('marketing/LegalPage');
  });

  it('covers every route of the site', () => {
    expect(Object.keys(routeModules()).sort()).toEqual(SITE_ROUTES.map((r) => r.path).sort());
  });
});
