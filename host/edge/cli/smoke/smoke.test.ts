/**
 * @jest-environment node
 *
 * What the smoke check loads for a release: every route the live host sends to the app, with each
 * `:param` filled from the views the release publishes.
 */
import { smokePlan } from './smoke';

const routes = [
  { path: '/', module: 'marketing/HomeSections' },
  { path: '/product/mars-hub', module: 'marketing/ProductPage' },
  { path: '/blog', module: 'blog/BlogIndex' },
  { path: '/blog/:slug', module: 'blog/BlogArticle' },
];

it("loads each of the app's routes, a parameter filled from each view the release publishes", () => {
  const views = [
    'blog/BlogIndex',
    'blog/BlogIndex?category=Case%20Studies',
    'blog/BlogArticle?slug=what-is-edge-ai',
    'blog/BlogArticle?slug=a%20b',
  ];
  expect(smokePlan('blog', routes, views)).toEqual([
    { path: '/blog', reach: 'load' },
    { path: '/blog/what-is-edge-ai', reach: 'load' },
    { path: '/blog/a%20b', reach: 'load' },
  ]);
  expect(smokePlan('marketing', routes, [])).toEqual([
    { path: '/', reach: 'load' },
    { path: '/product/mars-hub', reach: 'load' },
  ]);
});

it('a route whose parameter no view fills is not loaded (nothing to put in the address)', () => {
  expect(smokePlan('blog', routes, ['blog/BlogIndex'])).toEqual([{ path: '/blog', reach: 'load' }]);
});

it('reaches the apps that own no route where visitors meet them: the demo section, the sign-in modal', () => {
  expect(smokePlan('demo', routes, ['demo/DemoSection'])).toEqual([{ path: '/', reach: 'scroll' }]);
  expect(smokePlan('auth', routes, [])).toEqual([{ path: '/', reach: 'login' }]);
});
