/**
 * Every route of the site, as data: which remote module renders it, with which props. The router
 * reads this table, and the build publishes it as routes.json for the edge, which composes each
 * URL's page from it (and answers 404 for a path that is not here). Each page's title,
 * description and link preview belong to the remote that renders it (its PageHead).
 * (No React here: the build reads it.)
 */
import type { FeatureId, IndustryId, InfoPageId, LegalPageId, ProductId } from '@mars/shared';
import { HOME_VIEW } from '@mars/shared/first-view';

export type RouteView =
  | { kind: 'home' }
  | { kind: 'remote'; id: 'marketing/ProductPage'; props: { product: ProductId } }
  | { kind: 'remote'; id: 'marketing/FeaturePage'; props: { feature: FeatureId } }
  | { kind: 'remote'; id: 'marketing/IndustryPage'; props: { industry: IndustryId } }
  | { kind: 'remote'; id: 'marketing/InfoPage'; props: { page: InfoPageId } }
  | { kind: 'remote'; id: 'marketing/LegalPage'; props: { page: LegalPageId } }
  | { kind: 'remote'; id: 'blog/BlogIndex'; props: Record<string, never> }
  | { kind: 'blogArticle' };

export interface SiteRoute {
  path: string;
  view: RouteView;
}

const products: ProductId[] = ['mars-node', 'mars-hub', 'mars-tower', 'owlie'];
const features: FeatureId[] = ['entry-to-exit-tracking', 'loitering-alerts', 'fully-on-premises', 'ai-powered-search'];
const industries: IndustryId[] = ['residential', 'retail', 'warehouses', 'healthcare'];
const info: InfoPageId[] = ['case-studies', 'documentation', 'contact-support'];
const legal: LegalPageId[] = ['privacy-policy', 'terms-of-service', 'cookie-policy'];

export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', view: { kind: 'home' } },
  ...products.map((product) => ({
    path: `/product/${product}`,
    view: { kind: 'remote', id: 'marketing/ProductPage', props: { product } } as const,
  })),
  ...features.map((feature) => ({
    path: `/${feature}`,
    view: { kind: 'remote', id: 'marketing/FeaturePage', props: { feature } } as const,
  })),
  ...industries.map((industry) => ({
    path: `/industries/${industry}`,
    view: { kind: 'remote', id: 'marketing/IndustryPage', props: { industry } } as const,
  })),
  { path: '/blog', view: { kind: 'remote', id: 'blog/BlogIndex', props: {} } },
  { path: '/blog/:slug', view: { kind: 'blogArticle' } },
  ...info.map((page) => ({ path: `/${page}`, view: { kind: 'remote', id: 'marketing/InfoPage', props: { page } } as const })),
  ...legal.map((page) => ({ path: `/${page}`, view: { kind: 'remote', id: 'marketing/LegalPage', props: { page } } as const })),
];

/** A route as the edge reads it (routes.json; see host/edge/page/routes.mjs). */
export interface EdgeRoute {
  path: string;
  /** The module that renders the page's main view (`:param`s of the path become its props). */
  module: string;
  props?: Record<string, string>;
  /** Query parameters that select another view of the module (the blog's category). */
  query?: string[];
  /** A page the host composes itself around its slots (the home page). */
  page?: string;
}

/** The routes the edge composes pages for, in the router's order. */
export function edgeRoutes(): EdgeRoute[] {
  return SITE_ROUTES.map(({ path, view }): EdgeRoute => {
    if (view.kind === 'home') return { path, module: 'marketing/HomeSections', page: HOME_VIEW };
    if (view.kind === 'blogArticle') return { path, module: 'blog/BlogArticle' };
    if (view.id === 'blog/BlogIndex') return { path, module: view.id, query: ['category'] };
    return { path, module: view.id, props: view.props };
  });
}
