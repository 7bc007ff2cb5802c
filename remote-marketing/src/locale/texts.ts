import { type CountryCode, useSiteStore } from '@mars/shared';
import { COMPATIBILITY } from '../catalog/compatibility';

/** Locale texts owned by this remote (spec: hero, features, solutions, about, globalPresence, cta). */
export interface MarketingTexts {
  hero: { eyebrow: string; title: string; highlight: string; subtitle: string; cta: string; comingSoon: string; videoNav: string };
  features: { eyebrow: string; title: string; subtitle: string; learnMore: string };
  solutions: {
    eyebrow: string;
    title: string;
    subtitle: string;
    viewDetails: string;
    /** `link`: a page that goes further (the compatibility tool from the camera step). */
    steps: { title: string; text: string; link?: { text: string; to: string } }[];
    stepsTitle: string;
  };
  about: { eyebrow: string; title: string; paragraphs: string[]; stats: { value: string; label: string }[] };
  globalPresence: { title: string; subtitle: string; offices: { country: string; city: string; text: string }[] };
  cta: { title: string; text: string; button: string };
}

const enUS: MarketingTexts = {
  hero: {
    eyebrow: 'On-premises vision AI',
    title: 'State-of-the-art AI monitoring,',
    highlight: 'run 100% privately on your camera network.',
    subtitle:
      'Turn the IP cameras you already own into security, safety and automation tools. Every frame is processed on site, and your video stays in your building.',
    cta: 'Request a Demo',
    comingSoon: 'Owlie and Mars coming soon',
    videoNav: 'Choose a scene',
  },
  features: {
    eyebrow: 'For residential properties',
    title: "See what matters. Skip what doesn't.",
    subtitle: 'Four capabilities that turn hours of footage into a few useful alerts.',
    learnMore: 'Learn more',
  },
  solutions: {
    eyebrow: 'Products',
    title: 'One family of devices, sized to your property',
    subtitle: 'From a 4-camera home to a 20-camera campus. Every device runs the same private AI.',
    viewDetails: 'View Details',
    stepsTitle: 'How it works',
    steps: [
      { title: 'Choose hardware', text: 'Pick Mars Node, Hub or Tower by camera count: 4, 10 or 20.' },
      {
        title: 'Connect to any IP camera',
        text: 'Mars finds ONVIF and RTSP cameras on your network. No rewiring.',
        link: { text: COMPATIBILITY.linkText, to: COMPATIBILITY.path },
      },
      { title: 'Use edge-hosted dashboards', text: 'Rules, alerts and search served from the device, on your network.' },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'Security that respects the people it watches',
    paragraphs: [
      "We started with a simple question from a building manager: why does smart video have to mean sending everything to someone else's cloud?",
      'Our team builds vision AI that runs where the cameras are. Property managers, owners and enterprises get tracking, alerts and search, and keep full control of their video.',
    ],
    stats: [
      { value: '100%', label: 'on-site processing' },
      { value: '4–20', label: 'cameras per device' },
      { value: '0', label: 'frames uploaded by default' },
    ],
  },
  globalPresence: {
    title: 'Global presence',
    subtitle: 'Teams in two countries, supporting customers on their own time zone.',
    offices: [
      { country: 'United States', city: 'San Francisco', text: 'Sales, customer success and product for North America.' },
      { country: 'India', city: 'Bengaluru', text: 'Engineering, AI research and support for India and Asia.' },
    ],
  },
  cta: {
    title: 'See it on your own cameras',
    text: 'Book a 30-minute demo. We will show Mars running on footage like yours, with nothing leaving your site.',
    button: 'Get a Demo',
  },
};

const enIN: MarketingTexts = {
  ...enUS,
  hero: {
    ...enUS.hero,
    subtitle:
      'Turn the IP cameras you already own into security, safety and automation tools. Every frame is processed on site, and your video stays within your premises.',
  },
  features: {
    ...enUS.features,
    eyebrow: 'For housing societies and residential properties',
    subtitle: 'Four capabilities that turn hours of footage into a few useful alerts for your security staff.',
  },
  solutions: {
    ...enUS.solutions,
    title: 'One family of devices, sized to your premises',
    subtitle: 'From a 4-camera flat to a 20-camera campus. Every device runs the same private AI.',
  },
  about: {
    ...enUS.about,
    title: 'Security that respects the people it watches',
    paragraphs: [
      "We started with a simple question from a housing society secretary: why does smart video have to mean sending everything to someone else's cloud?",
      'Our team builds vision AI that runs where the cameras are. Property managers, owners and organisations get tracking, alerts and search, and keep full control of their video.',
    ],
  },
  globalPresence: {
    ...enUS.globalPresence,
    subtitle: 'Teams in two countries, supporting customers in their own time zone.',
  },
  cta: {
    ...enUS.cta,
    text: 'Book a 30-minute demo. We will show Mars running on footage like yours, with nothing leaving your premises.',
  },
};

export const TEXTS: Record<CountryCode, MarketingTexts> = { us: enUS, in: enIN };

export function useTexts(): MarketingTexts {
  return TEXTS[useSiteStore((s) => s.country)];
}
