import type { SiteRoute } from '@mars/shared/routes';
import { siteRoutes } from './router';

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
