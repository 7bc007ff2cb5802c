import { camerasText, PRODUCT_FACTS, type ProductFacts } from '@mars/shared/products';
import type { ProductId } from './ids';

/** The product facts this catalog is built from (shared/src/protocol/products: the one place they are written). */
export type Facts = Readonly<Record<ProductId, ProductFacts>>;

export type KeyFeatureIcon = 'camera' | 'shield' | 'search' | 'home' | 'building' | 'chip' | 'bell' | 'wifi';

export interface ProductCard {
  id: ProductId | 'cameras';
  label: string;
  cameras: string;
  description: string;
  href: string;
  /** Image base name under assets/products (the media script renders it). */
  image: string;
  imageAlt: string;
  keyFeatures: { icon: KeyFeatureIcon; label: string }[];
}

/**
 * The product cards, built from the facts: every name, capacity and page in them comes from there.
 * Capacities and targets are the spec's requirements.
 */
export const productCards = (f: Facts): ProductCard[] => [
  {
    id: 'mars-node',
    label: f['mars-node'].name,
    cameras: camerasText(f['mars-node'].cameras),
    description: `A compact AI box for homes and small retail. Plug in, point it at up to ${f['mars-node'].cameras} existing IP cameras, done.`,
    href: f['mars-node'].href,
    image: 'mars-node',
    imageAlt: 'Mars Node: a small square edge AI box with a teal status light',
    keyFeatures: [
      { icon: 'camera', label: `Up to ${camerasText(f['mars-node'].cameras)}` },
      { icon: 'home', label: 'Homes, small retail' },
      { icon: 'shield', label: 'On-site processing' },
    ],
  },
  {
    id: 'mars-hub',
    label: f['mars-hub'].name,
    cameras: camerasText(f['mars-hub'].cameras),
    description: 'More cameras, more rules. Built for small offices and retail floors that need tracking and alerts.',
    href: f['mars-hub'].href,
    image: 'mars-hub',
    imageAlt: 'Mars Hub: a low rack-style edge AI unit with ventilation slots',
    keyFeatures: [
      { icon: 'camera', label: `Up to ${camerasText(f['mars-hub'].cameras)}` },
      { icon: 'building', label: 'Small offices, retail' },
      { icon: 'bell', label: 'Custom event rules' },
    ],
  },
  {
    id: 'mars-tower',
    label: f['mars-tower'].name,
    cameras: camerasText(f['mars-tower'].cameras),
    description: 'Site-wide AI for apartments, commercial blocks and campuses, with search across every camera.',
    href: f['mars-tower'].href,
    image: 'mars-tower',
    imageAlt: 'Mars Tower: a tall edge AI server tower with stacked modules',
    keyFeatures: [
      { icon: 'camera', label: `Up to ${camerasText(f['mars-tower'].cameras)}` },
      { icon: 'building', label: 'Apartments, campuses' },
      { icon: 'search', label: 'AI-powered search' },
    ],
  },
  {
    id: 'owlie',
    label: f['owlie'].name,
    cameras: camerasText(f['owlie'].cameras),
    description: 'A home security watchman and home AI assistant that knows the difference between family and strangers.',
    href: f['owlie'].href,
    image: 'owlie',
    imageAlt: 'Owlie: a rounded home AI device with two lens-like eyes',
    keyFeatures: [
      { icon: 'camera', label: `Up to ${camerasText(f['owlie'].cameras)}` },
      { icon: 'home', label: 'Home watchman' },
      { icon: 'chip', label: 'Home AI assistant' },
    ],
  },
  {
    id: 'cameras',
    label: 'Cameras',
    cameras: 'WiFi or Ethernet',
    description: 'Keep the cameras you have, or add WiFi or Ethernet IP cameras that work with every Mars device.',
    href: f['mars-node'].href,
    image: 'cameras',
    imageAlt: 'Two IP cameras, a dome and a bullet camera',
    keyFeatures: [
      { icon: 'wifi', label: 'WiFi or Ethernet' },
      { icon: 'camera', label: 'Any ONVIF/RTSP camera' },
      { icon: 'shield', label: 'Works offline' },
    ],
  },
];

export const PRODUCTS: ProductCard[] = productCards(PRODUCT_FACTS);

export interface ProductDetail {
  name: string;
  cameras: number;
  tagline: string;
  overview: string;
  idealFor: string[];
  capabilities: string[];
  comingSoon: string;
  /** The page's meta description (and its JSON-LD's). */
  metaDescription: string;
}

/** Each product page's text, built from the facts. */
export const productDetails = (f: Facts): Record<ProductId, ProductDetail> => ({
  'mars-node': {
    name: f['mars-node'].name,
    cameras: f['mars-node'].cameras,
    tagline: `On-premises AI for up to ${camerasText(f['mars-node'].cameras)}.`,
    overview: `${f['mars-node'].name} is the smallest Mars device. It connects to up to ${f['mars-node'].cameras} IP cameras you already own over your local network, runs detection and tracking on the device, and keeps every frame inside your home or shop.`,
    idealFor: ['Detached homes and townhouses', 'Corner shops and cafés', 'Small clinics and studios', 'Holiday homes you check remotely'],
    capabilities: [
      `Person, vehicle and package detection on ${f['mars-node'].cameras} streams`,
      'Loitering and after-hours alerts to your phone',
      'Search clips by time, clothing colour or behaviour',
      'Runs without internet; cloud features are opt-in',
    ],
    comingSoon: `Detailed specifications, pricing and ordering for ${f['mars-node'].name} are on their way.`,
    metaDescription: `${f['mars-node'].name} runs on-premises AI on up to ${f['mars-node'].cameras} existing IP cameras: for homes and small retail.`,
  },
  'mars-hub': {
    name: f['mars-hub'].name,
    cameras: f['mars-hub'].cameras,
    tagline: `On-premises AI for up to ${camerasText(f['mars-hub'].cameras)}.`,
    overview: `${f['mars-hub'].name} brings cross-camera tracking and rule-based alerts to small offices and retail floors. It handles up to ${f['mars-hub'].cameras} IP cameras and serves its dashboard from the device itself.`,
    idealFor: [
      'Small offices and co-working floors',
      'Retail stores with a stockroom',
      'Restaurants and franchises',
      'Workshops and showrooms',
    ],
    capabilities: [
      `Entry-to-exit tracking across ${camerasText(f['mars-hub'].cameras)}`,
      'Tailgating and unauthorized-access alerts at doors',
      'Custom event rules per zone and schedule',
      'Edge-hosted dashboard on your local network',
    ],
    comingSoon: `Detailed specifications, pricing and ordering for ${f['mars-hub'].name} are on their way.`,
    metaDescription: `${f['mars-hub'].name} runs on-premises AI on up to ${f['mars-hub'].cameras} IP cameras: for small offices and retail.`,
  },
  'mars-tower': {
    name: f['mars-tower'].name,
    cameras: f['mars-tower'].cameras,
    tagline: `On-premises AI for up to ${camerasText(f['mars-tower'].cameras)}.`,
    overview: `${f['mars-tower'].name} is built for whole sites: apartment blocks, commercial buildings and campuses. It processes up to ${f['mars-tower'].cameras} camera streams on site and makes all of them searchable in seconds.`,
    idealFor: [
      'Apartment buildings and gated communities',
      'Commercial blocks and mixed-use sites',
      'School and corporate campuses',
      'Car parks and loading areas',
    ],
    capabilities: [
      `Site-wide entry-to-exit tracking across ${camerasText(f['mars-tower'].cameras)}`,
      'Loitering, tailgating and perimeter alerts with custom rules',
      'AI-powered search by time, appearance or behaviour',
      'Role-based access for security and facilities teams',
    ],
    comingSoon: `Detailed specifications, pricing and ordering for ${f['mars-tower'].name} are on their way.`,
    metaDescription: `${f['mars-tower'].name} runs on-premises AI on up to ${f['mars-tower'].cameras} IP cameras: for apartments, commercial blocks and campuses.`,
  },
  owlie: {
    name: f.owlie.name,
    cameras: f.owlie.cameras,
    tagline: 'Your home security watchman and home AI assistant.',
    overview: `${f.owlie.name} watches up to ${f.owlie.cameras} home cameras and tells you what matters: a delivery at the door, a stranger lingering at the gate, a child home from school. It learns your household and keeps what it sees at home.`,
    idealFor: [
      'Families who want fewer, better alerts',
      'Homes with a gate, drive or garden',
      'Elderly relatives living alone',
      'Renters with plug-in cameras',
    ],
    capabilities: [
      'Watchman mode: alerts only for unfamiliar people and vehicles',
      'Assistant mode: "Did the courier come today?" answered from your cameras',
      'Household profiles processed on the device',
      'Private by default: nothing leaves home unless you share it',
    ],
    comingSoon: `${f.owlie.name} is coming soon. Request a demo to join the early-access list.`,
    metaDescription: `${f.owlie.name} is a home security watchman and home AI assistant for up to ${f.owlie.cameras} cameras.`,
  },
});

export const PRODUCT_DETAILS: Record<ProductId, ProductDetail> = productDetails(PRODUCT_FACTS);
