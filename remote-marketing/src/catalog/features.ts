import type { FeatureId } from './ids';

export interface FeatureCard {
  id: FeatureId;
  title: string;
  description: string;
  /** Image base name under assets/features. */
  imageSrc: string;
  imageAlt: string;
  href: string;
}

/** The four headline features (spec §1), each linking to its feature route. */
export const FEATURES: FeatureCard[] = [
  {
    id: 'entry-to-exit-tracking',
    title: 'Entry-to-Exit Tracking',
    description: 'Follow a person or vehicle across every camera, from the moment they enter to the moment they leave.',
    imageSrc: 'tracking',
    imageAlt: 'Camera view with a tracking box following a person from the lobby door to the lift',
    href: '/entry-to-exit-tracking',
  },
  {
    id: 'loitering-alerts',
    title: 'Loitering & Access Alerts',
    description: 'Alerts for loitering, tailgating and unauthorized access, with custom event rules for each zone.',
    imageSrc: 'loitering',
    imageAlt: 'Camera view of a gate with an orange box labelled loitering 00:42',
    href: '/loitering-alerts',
  },
  {
    id: 'fully-on-premises',
    title: 'Fully On-Premises',
    description: 'Every frame is processed on site. Video and detections stay in your building unless you enable cloud.',
    imageSrc: 'on-premises',
    imageAlt: 'A Mars device inside a building outline, with cameras connected by local lines only',
    href: '/fully-on-premises',
  },
  {
    id: 'ai-powered-search',
    title: 'AI-Powered Search',
    description: 'Find the moment you need by time, appearance or behaviour: "red jacket, back door, after 9 pm".',
    imageSrc: 'search',
    imageAlt: 'A search bar above a grid of matching camera thumbnails',
    href: '/ai-powered-search',
  },
];

export interface FeatureDetail {
  title: string;
  lead: string;
  body: string[];
  comingSoon: string;
}

export const FEATURE_DETAILS: Record<FeatureId, FeatureDetail> = {
  'entry-to-exit-tracking': {
    title: 'Entry-to-Exit Tracking',
    lead: 'One journey, every camera: see where someone went without scrubbing through ten feeds.',
    body: [
      'Mars re-identifies the same person or vehicle as they move from one camera to the next, using appearance rather than faces, and stitches the views into a single timeline.',
      'Security teams open one track and see the whole visit: arrival at the gate, the lobby, the lift and the exit, with timestamps for each camera.',
    ],
    comingSoon: 'Cross-site tracking between buildings and a shareable incident report are in development.',
  },
  'loitering-alerts': {
    title: 'Loitering & Access Alerts',
    lead: 'Alerts for loitering, tailgating and unauthorized access, tuned with your own event rules.',
    body: [
      'Draw a zone, choose a behaviour and a schedule: "anyone at the bin store for more than 2 minutes after 10 pm", "two people through the door on one badge".',
      'Alerts arrive with a short clip so a guard can judge in seconds, and every alert is logged on the device for later review.',
    ],
    comingSoon: 'Rule templates for residential, retail and warehouse sites are coming soon.',
  },
  'fully-on-premises': {
    title: 'Fully On-Premises',
    lead: 'Your cameras, your building, your data: processing happens on site.',
    body: [
      'Every Mars device runs its AI models locally. Video never has to leave your network, so there is no upload bandwidth bill and no third party holding your footage.',
      'Cloud features such as remote viewing and off-site backup are strictly opt-in, per site, and can be switched off again at any time.',
    ],
    comingSoon: 'An audit log export for compliance reviews is coming soon.',
  },
  'ai-powered-search': {
    title: 'AI-Powered Search',
    lead: 'Search hours of footage by time, appearance or behaviour, in seconds.',
    body: [
      'Type what you are looking for in plain words, such as "white van at the loading dock yesterday afternoon", and Mars returns the matching moments from every camera.',
      'The search index is built and stored on the device, so results are fast even when the internet is not.',
    ],
    comingSoon: 'Saved searches and search across several sites are in development.',
  },
};
