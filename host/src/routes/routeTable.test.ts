import { routeModules, SITE_ROUTES } from './routeTable';

describe('route → remote module map (published as route-modules.json for the CDN edge)', () => {
  it('names the module that renders each route, with its props (the key of its first view)', () => {
    const map = routeModules();
    expect(map['/']).toBe('marketing/HomeSections');
    expect(map['/product/mars-hub']).toBe('marketing/ProductPage?product=mars-hub');
    expect(map['/blog']).toBe('blog/BlogIndex');
    expect(map['/blog/:slug']).toBe('blog/BlogArticle');
    expect(map['/privacy-policy']).toBe('marketing/LegalPage?page=privacy-policy');
  });

  it('covers every route of the site', () => {
    expect(Object.keys(routeModules()).sort()).toEqual(SITE_ROUTES.map((r) => r.path).sort());
  });
});
