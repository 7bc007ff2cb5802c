/**
 * The feature, industry and legal pages as their heads and link previews name them: each page's
 * name, meta description and link-preview card (1200×630, drawn by media/ogCards.mjs). One table
 * per family, read by seo/pageHeads.ts; a product's are its catalog entry's (products.ts, images.ts).
 */
import { formatDate } from '@mars/shared';
import searchCard from '../assets/og/feature-ai-powered-search.jpg';
import trackingCard from '../assets/og/feature-entry-to-exit-tracking.jpg';
import onPremCard from '../assets/og/feature-fully-on-premises.jpg';
import loiteringCard from '../assets/og/feature-loitering-alerts.jpg';
import healthcareCard from '../assets/og/industry-healthcare.jpg';
import residentialCard from '../assets/og/industry-residential.jpg';
import retailCard from '../assets/og/industry-retail.jpg';
import warehousesCard from '../assets/og/industry-warehouses.jpg';
import cookieCard from '../assets/og/legal-cookie-policy.jpg';
import privacyCard from '../assets/og/legal-privacy-policy.jpg';
import termsCard from '../assets/og/legal-terms-of-service.jpg';
import type { FeatureId, IndustryId, LegalPageId } from './ids';

/** YYYY-MM-DD: when the privacy policy last changed (its page shows it in the visitor's country's format). */
export const PRIVACY_LAST_UPDATED = '2025-07-11';

export interface PageEntry {
  name: string;
  description: string;
  /** The link-preview card's URL. */
  card: string;
  /** YYYY-MM-DD, where the page itself says when its content last changed. */
  modified?: string;
}

export const FEATURE_PAGES: Record<FeatureId, PageEntry> = {
  'entry-to-exit-tracking': {
    name: 'Entry-to-Exit Tracking',
    description: 'Follow a person or vehicle across every camera, from entry to exit.',
    card: trackingCard,
  },
  'loitering-alerts': {
    name: 'Loitering Alerts',
    description: 'Alerts for loitering, tailgating and unauthorized access, with custom event rules.',
    card: loiteringCard,
  },
  'fully-on-premises': {
    name: 'Fully On-Premises',
    description: 'Every frame is processed on site. Your video never leaves your building.',
    card: onPremCard,
  },
  'ai-powered-search': {
    name: 'AI-Powered Search',
    description: 'Search hours of footage by time, appearance or behaviour in seconds.',
    card: searchCard,
  },
};

export const INDUSTRY_PAGES: Record<IndustryId, PageEntry> = {
  residential: {
    name: 'Residential',
    description: 'On-premises AI monitoring for apartment buildings, gated communities and homes.',
    card: residentialCard,
  },
  retail: { name: 'Retail', description: 'Loss prevention and store analytics from the cameras you already have.', card: retailCard },
  warehouses: {
    name: 'Warehouses',
    description: 'Perimeter, dock and aisle safety monitoring for warehouses and logistics sites.',
    card: warehousesCard,
  },
  healthcare: {
    name: 'Healthcare',
    description: 'Private, on-site monitoring for clinics, hospitals and care homes.',
    card: healthcareCard,
  },
};

export const LEGAL_PAGES: Record<LegalPageId, PageEntry> = {
  'privacy-policy': {
    name: 'Privacy Policy',
    description: `How we handle personal data. Last updated ${formatDate(PRIVACY_LAST_UPDATED, 'en-US')}.`,
    card: privacyCard,
    modified: PRIVACY_LAST_UPDATED,
  },
  'terms-of-service': { name: 'Terms of Service', description: 'The terms that govern use of our website and services.', card: termsCard },
  'cookie-policy': { name: 'Cookie Policy', description: 'How this website uses cookies and similar storage.', card: cookieCard },
};
