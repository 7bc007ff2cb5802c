import { duplicateClaims, loadsAtOnce, mergeRouteTables, navItemHtml, navTarget, type RouteTable } from './routeTable';

const host: RouteTable = {
  app: 'host',
  routes: [{ path: '/', module: 'marketing/HomeSections', page: 'page:home' }],
  nav: [],
  navGroups: ['Products', 'Resources'],
};
const marketing: RouteTable = {
  app: 'marketing',
  routes: [{ path: '/product/mars-hub', module: 'marketing/ProductPage', props: { product: 'mars-hub' } }],
  nav: [
    { group: 'Resources', label: 'Case Studies', to: '/case-studies', order: 20 },
    { group: 'Products', label: 'Mars Hub', to: '/product/mars-hub', order: 20 },
  ],
};
const blog: RouteTable = {
  app: 'blog',
  routes: [
    { path: '/blog', module: 'blog/BlogIndex', query: ['category'] },
    { path: '/blog/:slug', module: 'blog/BlogArticle' },
  ],
  nav: [{ group: 'Resources', label: 'Blog', to: '/blog', order: 10 }],
};

it('merges the live tables: every route with its owner, nav entries in order within their group', () => {
  const site = mergeRouteTables([host, marketing, blog]);
  expect(site.routes.map((r) => [r.app, r.path])).toEqual([
    ['host', '/'],
    ['marketing', '/product/mars-hub'],
    ['blog', '/blog'],
    ['blog', '/blog/:slug'],
  ]);
  expect(site.routes[1]).toEqual({
    app: 'marketing',
    path: '/product/mars-hub',
    module: 'marketing/ProductPage',
    props: { product: 'mars-hub' },
  });
  expect(site.nav.filter((e) => e.group === 'Resources').map((e) => e.label)).toEqual(['Blog', 'Case Studies']);
  expect(site.navGroups).toEqual(['Products', 'Resources']);
  expect(site.conflicts).toEqual([]);
});

it('a path claimed twice stays with its first claimant, and says so', () => {
  const squatter: RouteTable = { app: 'marketing', routes: [{ path: '/blog/:id', module: 'marketing/InfoPage' }], nav: [] };
  const site = mergeRouteTables([host, blog, squatter]);
  expect(site.routes.filter((r) => r.path.startsWith('/blog/')).map((r) => r.app)).toEqual(['blog']);
  expect(site.conflicts).toEqual(['/blog/:id is claimed by blog and marketing; blog keeps it']);
  expect(duplicateClaims(squatter, [host, blog])).toEqual([{ path: '/blog/:id', owner: 'blog' }]);
  expect(duplicateClaims(marketing, [host, blog])).toEqual([]);
});

it('writes an entry as the link the menu renders, escaped; an external one opens in a new tab', () => {
  expect(navItemHtml({ group: 'Products', label: 'Mars <Hub>', to: '/product/mars-hub', order: 1 })).toBe(
    '<li><a href="/product/mars-hub" data-discover="true">Mars &lt;Hub&gt;</a></li>',
  );
  expect(navItemHtml({ group: 'Company', label: 'Careers', to: 'https://jobs.example/"x', order: 1 })).toBe(
    '<li><a href="https://jobs.example/&quot;x" target="_blank" rel="noopener noreferrer">Careers<span class="visually-hidden"> (opens in a new tab)</span></a></li>',
  );
  expect([navTarget('/blog'), navTarget('/#demo'), navTarget('https://x.example')]).toEqual(['route', 'section', 'external']);
});

it('a route takes its code at once always (hydrate: load), or with one of its parameters in the address (loadWith)', () => {
  const tool = { loadWith: ['setup'] };
  expect(loadsAtOnce(tool, '?setup=1&count=4')).toBe(true);
  expect(loadsAtOnce(tool, 'count=4&setup=')).toBe(true);
  expect(loadsAtOnce(tool, '')).toBe(false);
  expect(loadsAtOnce(tool, '?utm_source=mail&count=4')).toBe(false);
  expect(loadsAtOnce({ hydrate: 'load' }, '')).toBe(true);
  expect(loadsAtOnce({}, '?setup=1')).toBe(false);
});
