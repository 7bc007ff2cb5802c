/**
 * Every route of the site, as data: which remote module renders it, with which props, and its
 * document title and description. The router and the generated sitemap.xml both read this table.
 * (No React here: the build reads it to write the sitemap.)
 */
import type { FeatureId, IndustryId, InfoPageId, LegalPageId, ProductId } from '@mars/shared';
import { firstViewKey } from '@mars/shared/first-view';

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
  /** Document title; omitted where the remote sets its own (blog articles). */
  title?: string;
  description?: string;
  view: RouteView;
  /** Listed in sitemap.xml. */
  inSitemap: boolean;
}

const SUFFIX = ' | Mars Vision';

const products: [ProductId, string, string][] = [
  ['mars-node', 'Mars Node', 'Mars Node runs on-premises AI on up to 4 existing IP cameras: for homes and small retail.'],
  ['mars-hub', 'Mars Hub', 'Mars Hub runs on-premises AI on up to 10 IP cameras: for small offices and retail.'],
  ['mars-tower', 'Mars Tower', 'Mars Tower runs on-premises AI on up to 20 IP cameras: for apartments, commercial blocks and campuses.'],
  ['owlie', 'Owlie', 'Owlie is a home security watchman and home AI assistant for up to 5 cameras.'],
];
const features: [FeatureId, string, string][] = [
  ['entry-to-exit-tracking', 'Entry-to-Exit Tracking', 'Follow a person or vehicle across every camera, from entry to exit.'],
  ['loitering-alerts', 'Loitering Alerts', 'Alerts for loitering, tailgating and unauthorized access, with custom event rules.'],
  ['fully-on-premises', 'Fully On-Premises', 'Every frame is processed on site. Your video never leaves your building.'],
  ['ai-powered-search', 'AI-Powered Search', 'Search hours of footage by time, appearance or behaviour in seconds.'],
];
const industries: [IndustryId, string, string][] = [
  ['residential', 'Residential', 'On-premises AI monitoring for apartment buildings, gated communities and homes.'],
  ['retail', 'Retail', 'Loss prevention and store analytics from the cameras you already have.'],
  ['warehouses', 'Warehouses', 'Perimeter, dock and aisle safety monitoring for warehouses and logistics sites.'],
  ['healthcare', 'Healthcare', 'Private, on-site monitoring for clinics, hospitals and care homes.'],
];
const info: [InfoPageId, string, string][] = [
  ['case-studies', 'Case Studies', 'How property teams use on-premises vision AI on their existing cameras.'],
  ['documentation', 'Documentation', 'Guides for installing Mars devices, connecting IP cameras and using edge dashboards.'],
  ['contact-support', 'Contact Support', 'Get help with your Mars Node, Hub, Tower or Owlie.'],
];
const legal: [LegalPageId, string, string][] = [
  ['privacy-policy', 'Privacy Policy', 'How we handle personal data. Last updated July 11, 2025.'],
  ['terms-of-service', 'Terms of Service', 'The terms that govern use of our website and services.'],
  ['cookie-policy', 'Cookie Policy', 'How this website uses cookies and similar storage.'],
];

export const SITE_ROUTES: SiteRoute[] = [
  {
    path: '/',
    title: 'Mars Vision | Private, on-premises AI for the cameras you already have',
    description:
      'Turn existing IP cameras into security, safety and automation tools. State-of-the-art AI monitoring that runs 100% privately on your camera network.',
    view: { kind: 'home' },
    inSitemap: true,
  },
  ...products.map(([product, name, description]) => ({
    path: `/product/${product}`,
    title: name + SUFFIX,
    description,
    view: { kind: 'remote', id: 'marketing/ProductPage', props: { product } } as const,
    inSitemap: true,
  })),
  ...features.map(([feature, name, description]) => ({
    path: `/${feature}`,
    title: name + SUFFIX,
    description,
    view: { kind: 'remote', id: 'marketing/FeaturePage', props: { feature } } as const,
    inSitemap: true,
  })),
  ...industries.map(([industry, name, description]) => ({
    path: `/industries/${industry}`,
    title: `${name}${SUFFIX}`,
    description,
    view: { kind: 'remote', id: 'marketing/IndustryPage', props: { industry } } as const,
    inSitemap: true,
  })),
  {
    path: '/blog',
    title: `Blog${SUFFIX}`,
    description: 'Perspectives on edge AI, privacy-first video analytics and safer buildings.',
    view: { kind: 'remote', id: 'blog/BlogIndex', props: {} },
    inSitemap: true,
  },
  { path: '/blog/:slug', view: { kind: 'blogArticle' }, inSitemap: false },
  ...info.map(([page, name, description]) => ({
    path: `/${page}`,
    title: name + SUFFIX,
    description,
    view: { kind: 'remote', id: 'marketing/InfoPage', props: { page } } as const,
    inSitemap: true,
  })),
  ...legal.map(([page, name, description]) => ({
    path: `/${page}`,
    title: name + SUFFIX,
    description,
    view: { kind: 'remote', id: 'marketing/LegalPage', props: { page } } as const,
    inSitemap: true,
  })),
];

export const NOT_FOUND_TITLE = `Page not found${SUFFIX}`;

/**
 * Which remote module renders each route's main content, with its props, as a first-view key
 * (`marketing/ProductPage?product=mars-hub`; `/blog/:slug` style patterns). The build publishes it as
 * route-modules.json so the CDN edge can put in the page itself the remote files the page is about
 * to need and that module's prerendered first view (see shared/cdn/cdn-server.mjs).
 */
export function routeModules(): Record<string, string> {
  const viewOf = (view: RouteView) => {
    if (view.kind === 'home') return firstViewKey('marketing/HomeSections');
    if (view.kind === 'blogArticle') return firstViewKey('blog/BlogArticle');
    return firstViewKey(view.id, view.props);
  };
  return Object.fromEntries(SITE_ROUTES.map((r) => [r.path, viewOf(r.view)]));
}

export function sitemapXml(origin: string, extraPaths: string[] = []): string {
  const paths = [...SITE_ROUTES.filter((r) => r.inSitemap).map((r) => r.path), ...extraPaths];
  const urls = paths.map((p) => `  <url><loc>${new URL(p, origin).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
