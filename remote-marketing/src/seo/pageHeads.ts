/**
 * The head of every page this remote renders: title, description, canonical path, link preview
 * and JSON-LD. The build publishes them with the pages' first views (the edge writes them into
 * the HTML); each page renders the same with <PageHead>, so client-side navigation ends the same.
 */
import { BRAND, type PageHeadData, siteUrl } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import searchCard from '../assets/og/feature-ai-powered-search.jpg';
import trackingCard from '../assets/og/feature-entry-to-exit-tracking.jpg';
import onPremCard from '../assets/og/feature-fully-on-premises.jpg';
import loiteringCard from '../assets/og/feature-loitering-alerts.jpg';
import homeCard from '../assets/og/home.jpg';
import healthcareCard from '../assets/og/industry-healthcare.jpg';
import residentialCard from '../assets/og/industry-residential.jpg';
import retailCard from '../assets/og/industry-retail.jpg';
import warehousesCard from '../assets/og/industry-warehouses.jpg';
import cookieCard from '../assets/og/legal-cookie-policy.jpg';
import privacyCard from '../assets/og/legal-privacy-policy.jpg';
import termsCard from '../assets/og/legal-terms-of-service.jpg';
import type { FeatureId, IndustryId, LegalPageId, ProductId } from '../catalog/ids';
import { PRODUCT_PREVIEW_CARDS } from '../catalog/images';
import { INDUSTRIES as INDUSTRY_PAGES } from '../catalog/industries';
import { type Facts, productDetails } from '../catalog/products';
import { PRIVACY_LAST_UPDATED } from '../pages/legal/legalDates';

const SUFFIX = ` | ${BRAND.name}`;
/** Link-preview images are 1200×630 (media/ogCards.mjs). */
const card = (url: string, alt: string) => ({ url, width: 1200, height: 630, alt });
const home = { name: 'Home', path: '/' };

/** The head of an inner page: its title, description, link-preview card and breadcrumb. */
export function innerPage(path: string, name: string, description: string, image: string, alt: string): PageHeadData {
  return { path, title: name + SUFFIX, description, image: card(image, alt), breadcrumbs: [home, { name, path }] };
}

export const HOME_HEAD: PageHeadData = {
  path: '/',
  title: BRAND.siteTitle,
  description:
    'Turn existing IP cameras into security, safety and automation tools. State-of-the-art AI monitoring that runs 100% privately on your camera network.',
  image: card(homeCard, `${BRAND.name}: state-of-the-art AI monitoring, 100% private, on your own cameras`),
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': siteUrl('/#organization'),
      name: BRAND.name,
      url: siteUrl('/'),
      logo: siteUrl('/favicon.svg'),
      slogan: BRAND.tagline,
      sameAs: BRAND.social.map((s) => s.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND.name,
      url: siteUrl('/'),
      publisher: { '@id': siteUrl('/#organization') },
    },
  ],
};

/** A product page's head; `facts` for the catalog test (the live pages use the shared facts). */
export function productHead(product: ProductId, facts: Facts = PRODUCT_FACTS): PageHeadData {
  const p = productDetails(facts)[product];
  const path = facts[product].href;
  const description = p.metaDescription;
  const image = card(PRODUCT_PREVIEW_CARDS[product], `${p.name}: ${p.tagline}`);
  return {
    ...innerPage(path, p.name, description, image.url, image.alt),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        description,
        image: image.url,
        url: siteUrl(path),
        category: 'Video analytics appliance',
        brand: { '@type': 'Brand', name: BRAND.name },
        additionalProperty: { '@type': 'PropertyValue', name: 'Cameras supported', value: p.cameras },
      },
    ],
  };
}

const FEATURES: Record<FeatureId, [name: string, description: string, image: string]> = {
  'entry-to-exit-tracking': ['Entry-to-Exit Tracking', 'Follow a person or vehicle across every camera, from entry to exit.', trackingCard],
  'loitering-alerts': [
    'Loitering Alerts',
    'Alerts for loitering, tailgating and unauthorized access, with custom event rules.',
    loiteringCard,
  ],
  'fully-on-premises': ['Fully On-Premises', 'Every frame is processed on site. Your video never leaves your building.', onPremCard],
  'ai-powered-search': ['AI-Powered Search', 'Search hours of footage by time, appearance or behaviour in seconds.', searchCard],
};

export function featureHead(feature: FeatureId): PageHeadData {
  const [name, description, image] = FEATURES[feature];
  return innerPage(`/${feature}`, name, description, image, `${name}: a ${BRAND.wordmark} feature`);
}

const INDUSTRIES: Record<IndustryId, [name: string, description: string, image: string]> = {
  residential: ['Residential', 'On-premises AI monitoring for apartment buildings, gated communities and homes.', residentialCard],
  retail: ['Retail', 'Loss prevention and store analytics from the cameras you already have.', retailCard],
  warehouses: ['Warehouses', 'Perimeter, dock and aisle safety monitoring for warehouses and logistics sites.', warehousesCard],
  healthcare: ['Healthcare', 'Private, on-site monitoring for clinics, hospitals and care homes.', healthcareCard],
};

export function industryHead(industry: IndustryId): PageHeadData {
  const [name, description, image] = INDUSTRIES[industry];
  const page = innerPage(`/industries/${industry}`, name, description, image, `${BRAND.wordmark} for ${name.toLowerCase()} properties`);
  // The page's questions and answers, for search engines that show them.
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: INDUSTRY_PAGES[industry].faqs.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
  return { ...page, jsonLd: [faq] };
}

const LEGAL: Record<LegalPageId, [name: string, description: string, image: string]> = {
  'privacy-policy': ['Privacy Policy', 'How we handle personal data. Last updated July 11, 2025.', privacyCard],
  'terms-of-service': ['Terms of Service', 'The terms that govern use of our website and services.', termsCard],
  'cookie-policy': ['Cookie Policy', 'How this website uses cookies and similar storage.', cookieCard],
};

export function legalHead(page: LegalPageId): PageHeadData {
  const [name, description, image] = LEGAL[page];
  const head = innerPage(`/${page}`, name, description, image, `${BRAND.name}: ${name}`);
  return page === 'privacy-policy' ? { ...head, modified: PRIVACY_LAST_UPDATED } : head;
}
