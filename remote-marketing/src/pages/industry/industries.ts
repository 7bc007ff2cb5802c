import type { IndustryId } from '@mars/shared';

export interface Industry {
  title: string;
  lead: string;
  challenges: string[];
  useCases: { title: string; text: string }[];
  recommended: { product: string; href: string; why: string };
}

/** Content for the Properties menu (the spec does not show it): one credible page per property type. */
export const INDUSTRIES: Record<IndustryId, Industry> = {
  residential: {
    title: 'Residential',
    lead: "Apartment buildings, gated communities and homes: safer entrances and fewer false alarms, without sending residents' video to the cloud.",
    challenges: [
      'Tailgating through lobby and car-park doors',
      'Package theft from mailrooms and doorsteps',
      'Guards watching dozens of feeds that rarely matter',
      'Residents who rightly ask where their video goes',
    ],
    useCases: [
      { title: 'Lobby and gate access', text: 'Alerts when two people pass on one fob, or when a door is held open after hours.' },
      { title: 'Mailroom and parcel lockers', text: 'A short clip of everyone who picks up a parcel, searchable by time or clothing.' },
      {
        title: 'Car park and bin store',
        text: 'Loitering alerts with schedules, so late-night visits get a look and daytime traffic does not.',
      },
    ],
    recommended: {
      product: 'Mars Tower',
      href: '/product/mars-tower',
      why: 'Up to 20 cameras for a whole building; Mars Node for a single home.',
    },
  },
  retail: {
    title: 'Retail',
    lead: 'Loss prevention and store insight from the cameras you already have, processed in the back office.',
    challenges: [
      'Shrinkage from shoplifting and stockroom losses',
      'Incidents found days later by scrubbing footage',
      'Staff safety at opening and closing time',
      'Customer privacy expectations and local law',
    ],
    useCases: [
      { title: 'After-hours intrusion', text: 'Any person in the store outside trading hours raises an alert with a clip.' },
      { title: 'Stockroom access', text: 'Unauthorized-access rules on the stockroom door, per shift.' },
      { title: 'Incident search', text: 'Find "blue hoodie near the till, Saturday afternoon" in seconds across every camera.' },
    ],
    recommended: { product: 'Mars Hub', href: '/product/mars-hub', why: 'Up to 10 cameras: shop floor, tills, stockroom and entrance.' },
  },
  warehouses: {
    title: 'Warehouses',
    lead: 'Perimeter, loading dock and aisle monitoring for warehouses and logistics sites, running on site even when the link is down.',
    challenges: [
      'Large perimeters with few guards',
      'Unlogged visitors at the loading docks',
      'Forklift and pedestrian near-misses',
      'Slow, expensive uplinks at remote sites',
    ],
    useCases: [
      { title: 'Perimeter and yard', text: 'Person and vehicle detection along fences and gates at night, with zone schedules.' },
      { title: 'Dock tracking', text: 'Follow a truck and its driver from the gate to the dock and back out.' },
      { title: 'Safety zones', text: 'Alerts when people enter forklift-only aisles during operating hours.' },
    ],
    recommended: { product: 'Mars Tower', href: '/product/mars-tower', why: 'Up to 20 cameras per unit; add units for larger sites.' },
  },
  healthcare: {
    title: 'Healthcare',
    lead: 'Clinics, hospitals and care homes: safer corridors and exits, with video that never leaves the building.',
    challenges: [
      'Restricted areas such as pharmacies and records rooms',
      'Residents at risk of leaving a care home unaccompanied',
      'Night shifts with few staff on the floor',
      'Strict rules on patient privacy',
    ],
    useCases: [
      { title: 'Restricted rooms', text: 'Unauthorized-access alerts on pharmacy and records doors, outside the rota.' },
      { title: 'Exit monitoring', text: 'A discreet alert to staff when someone lingers at, or passes, a monitored exit at night.' },
      { title: 'Incident review', text: 'Search corridors by time and appearance after a fall or an incident, on site.' },
    ],
    recommended: { product: 'Mars Hub', href: '/product/mars-hub', why: 'Up to 10 cameras for a clinic; Mars Tower for a hospital wing.' },
  },
};
