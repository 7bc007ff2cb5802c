/**
 * The blog's URLs and its menu and footer entries, published as routes.json in each release
 * (shared/src/protocol/routes): the index (a category is a query of it) and every article by slug. An
 * article the live release does not publish answers 404 at the edge.
 * Plain data: the build config reads it.
 */
import type { RouteTable } from '@mars/shared/routes';

export const ROUTE_TABLE: RouteTable = {
  app: 'blog',
  routes: [
    { path: '/blog', module: 'blog/BlogIndex', query: ['category'] },
    { path: '/blog/:slug', module: 'blog/BlogArticle' },
  ],
  nav: [
    { group: 'Resources', label: 'Blog', to: '/blog', order: 10 },
    { group: 'Footer: Company', label: 'Blog', to: '/blog', order: 30 },
  ],
};
