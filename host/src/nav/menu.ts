import { BRAND, SECTION_IDS } from '@mars/shared';

/** The top navigation exactly as the spec lists it. */
export type MenuLink =
  | { label: string; kind: 'route'; to: string }
  | { label: string; kind: 'section'; section: string }
  | { label: string; kind: 'external'; href: string };

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

export const MENU: MenuGroup[] = [
  {
    label: 'Products',
    items: [
      { label: 'Mars Node', kind: 'route', to: '/product/mars-node' },
      { label: 'Mars Hub', kind: 'route', to: '/product/mars-hub' },
      { label: 'Mars Tower', kind: 'route', to: '/product/mars-tower' },
      { label: 'Owlie', kind: 'route', to: '/product/owlie' },
      { label: 'Cameras', kind: 'route', to: '/product/mars-node' },
    ],
  },
  {
    label: 'Features',
    items: [
      { label: 'Entry-to-Exit Tracking', kind: 'route', to: '/entry-to-exit-tracking' },
      { label: 'Loitering Alerts', kind: 'route', to: '/loitering-alerts' },
      { label: 'Fully On-Premises', kind: 'route', to: '/fully-on-premises' },
      { label: 'AI-Powered Search', kind: 'route', to: '/ai-powered-search' },
    ],
  },
  {
    label: 'Properties',
    items: [
      { label: 'Residential', kind: 'route', to: '/industries/residential' },
      { label: 'Retail', kind: 'route', to: '/industries/retail' },
      { label: 'Warehouses', kind: 'route', to: '/industries/warehouses' },
      { label: 'Healthcare', kind: 'route', to: '/industries/healthcare' },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Blog', kind: 'route', to: '/blog' },
      { label: 'Case Studies', kind: 'route', to: '/case-studies' },
      { label: 'Documentation', kind: 'route', to: '/documentation' },
      { label: 'Help Center', kind: 'route', to: '/documentation' },
      { label: 'Contact Support', kind: 'route', to: '/contact-support' },
    ],
  },
  {
    label: 'Company',
    items: [
      { label: 'About Us', kind: 'section', section: SECTION_IDS.about },
      { label: 'Careers', kind: 'external', href: BRAND.careersUrl },
      { label: 'Contact', kind: 'section', section: SECTION_IDS.demo },
    ],
  },
];

/** Close delay and height animation from the spec. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const DROPDOWN_ANIMATION_MS = 120;
