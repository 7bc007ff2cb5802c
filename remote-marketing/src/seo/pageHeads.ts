/**
 * The head of every page this remote renders: title, description, canonical path, link preview
 * and JSON-LD. The build publishes them with the pages' first views (the edge writes them into
 * the HTML); each page renders the same with <PageHead>, so client-side navigation ends the same.
 */
import { BRAND, type PageHeadData, siteUrl } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import homeCard from '../assets/og/home.jpg';
import type { FeatureId, IndustryId, LegalPageId, ProductId } from '../catalog/ids';
import { PRODUCT_PREVIEW_CARDS } from '../catalog/images';
import { INDUSTRIES } from '../catalog/industries';
import { FEATURE_PAGES, INDUSTRY_PAGES, LEGAL_PAGES } from '../catalog/pages';
import { type Facts, productDetails } from '../catalog/products';

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

export function featureHead(feature: FeatureId): PageHeadData {
  const { name, description, card: image } = FEATURE_PAGES[feature];
  return innerPage(`/${feature}`, name, description, image, `${name}: a ${BRAND.wordmark} feature`);
}

export function industryHead(industry: IndustryId): PageHeadData {
  const { name, description, card: image } = INDUSTRY_PAGES[industry];
  const page = innerPage(`/industries/${industry}`, name, description, image, `${BRAND.wordmark} for ${name.toLowerCase()} properties`);
  // The page's questions and answers, for search engines that show them.
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: INDUSTRIES[industry].faqs.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
  return { ...page, jsonLd: [faq] };
}

export function legalHead(page: LegalPageId): PageHeadData {
  const { name, description, card: image, modified } = LEGAL_PAGES[page];
  const head = innerPage(`/${page}`, name, description, image, `${BRAND.name}: ${name}`);
  return modified ? { ...head, modified } : head;
}
