import type { ProductId } from './ids';

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

/** The product line from the spec: capacities and targets are requirements. */
export const PRODUCTS: ProductCard[] = [
  {
    id: 'mars-node',
    label: 'Mars Node',
    cameras: '4 cameras',
    description: 'A compact AI box for homes and small retail. Plug in, point it at up to 4 existing IP cameras, done.',
    href: '/product/mars-node',
    image: 'mars-node',
    imageAlt: 'Mars Node: a small square edge AI box with a teal status light',
    keyFeatures: [
      { icon: 'camera', label: 'Up to 4 cameras' },
      { icon: 'home', label: 'Homes, small retail' },
      { icon: 'shield', label: 'On-site processing' },
    ],
  },
  {
    id: 'mars-hub',
    label: 'Mars Hub',
    cameras: '10 cameras',
    description: 'More cameras, more rules. Built for small offices and retail floors that need tracking and alerts.',
    href: '/product/mars-hub',
    image: 'mars-hub',
    imageAlt: 'Mars Hub: a low rack-style edge AI unit with ventilation slots',
    keyFeatures: [
      { icon: 'camera', label: 'Up to 10 cameras' },
      { icon: 'building', label: 'Small offices, retail' },
      { icon: 'bell', label: 'Custom event rules' },
    ],
  },
  {
    id: 'mars-tower',
    label: 'Mars Tower',
    cameras: '20 cameras',
    description: 'Site-wide AI for apartments, commercial blocks and campuses, with search across every camera.',
    href: '/product/mars-tower',
    image: 'mars-tower',
    imageAlt: 'Mars Tower: a tall edge AI server tower with stacked modules',
    keyFeatures: [
      { icon: 'camera', label: 'Up to 20 cameras' },
      { icon: 'building', label: 'Apartments, campuses' },
      { icon: 'search', label: 'AI-powered search' },
    ],
  },
  {
    id: 'owlie',
    label: 'Owlie',
    cameras: '5 cameras',
    description: 'A home security watchman and home AI assistant that knows the difference between family and strangers.',
    href: '/product/owlie',
    image: 'owlie',
    imageAlt: 'Owlie: a rounded home AI device with two lens-like eyes',
    keyFeatures: [
      { icon: 'camera', label: 'Up to 5 cameras' },
      { icon: 'home', label: 'Home watchman' },
      { icon: 'chip', label: 'Home AI assistant' },
    ],
  },
  {
    id: 'cameras',
    label: 'Cameras',
    cameras: 'WiFi or Ethernet',
    description: 'Keep the cameras you have, or add WiFi or Ethernet IP cameras that work with every Mars device.',
    href: '/product/mars-node',
    image: 'cameras',
    imageAlt: 'Two IP cameras, a dome and a bullet camera',
    keyFeatures: [
      { icon: 'wifi', label: 'WiFi or Ethernet' },
      { icon: 'camera', label: 'Any ONVIF/RTSP camera' },
      { icon: 'shield', label: 'Works offline' },
    ],
  },
];

export interface ProductDetail {
  name: string;
  cameras: number;
  tagline: string;
  overview: string;
  idealFor: string[];
  capabilities: string[];
  comingSoon: string;
}

export const PRODUCT_DETAILS: Record<ProductId, ProductDetail> = {
  'mars-node': {
    name: 'Mars Node',
    cameras: 4,
    tagline: 'On-premises AI for up to 4 cameras.',
    overview:
      'Mars Node is the smallest Mars device. It connects to up to 4 IP cameras you already own over your local network, runs detection and tracking on the device, and keeps every frame inside your home or shop.',
    idealFor: ['Detached homes and townhouses', 'Corner shops and cafés', 'Small clinics and studios', 'Holiday homes you check remotely'],
    capabilities: [
      'Person, vehicle and package detection on 4 streams',
      'Loitering and after-hours alerts to your phone',
      'Search clips by time, clothing colour or behaviour',
      'Runs without internet; cloud features are opt-in',
    ],
    comingSoon: 'Detailed specifications, pricing and ordering for Mars Node are on their way.',
  },
  'mars-hub': {
    name: 'Mars Hub',
    cameras: 10,
    tagline: 'On-premises AI for up to 10 cameras.',
    overview:
      'Mars Hub brings cross-camera tracking and rule-based alerts to small offices and retail floors. It handles up to 10 IP cameras and serves its dashboard from the device itself.',
    idealFor: [
      'Small offices and co-working floors',
      'Retail stores with a stockroom',
      'Restaurants and franchises',
      'Workshops and showrooms',
    ],
    capabilities: [
      'Entry-to-exit tracking across 10 cameras',
      'Tailgating and unauthorized-access alerts at doors',
      'Custom event rules per zone and schedule',
      'Edge-hosted dashboard on your local network',
    ],
    comingSoon: 'Detailed specifications, pricing and ordering for Mars Hub are on their way.',
  },
  'mars-tower': {
    name: 'Mars Tower',
    cameras: 20,
    tagline: 'On-premises AI for up to 20 cameras.',
    overview:
      'Mars Tower is built for whole sites: apartment blocks, commercial buildings and campuses. It processes up to 20 camera streams on site and makes all of them searchable in seconds.',
    idealFor: [
      'Apartment buildings and gated communities',
      'Commercial blocks and mixed-use sites',
      'School and corporate campuses',
      'Car parks and loading areas',
    ],
    capabilities: [
      'Site-wide entry-to-exit tracking across 20 cameras',
      'Loitering, tailgating and perimeter alerts with custom rules',
      'AI-powered search by time, appearance or behaviour',
      'Role-based access for security and facilities teams',
    ],
    comingSoon: 'Detailed specifications, pricing and ordering for Mars Tower are on their way.',
  },
  owlie: {
    name: 'Owlie',
    cameras: 5,
    tagline: 'Your home security watchman and home AI assistant.',
    overview:
      'Owlie watches up to 5 home cameras and tells you what matters: a delivery at the door, a stranger lingering at the gate, a child home from school. It learns your household and keeps what it sees at home.',
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
    comingSoon: 'Owlie is coming soon. Request a demo to join the early-access list.',
  },
};
