import { PRODUCT_FACTS } from '@mars/shared/products';
import type { FeatureId, IndustryId, ProductId } from './ids';
import type { Facts } from './products';

export interface Industry {
  title: string;
  lead: string;
  /** What makes this kind of property hard to watch over. */
  intro: string;
  challenges: { title: string; text: string }[];
  /** Each use case names the feature page that explains how it works. */
  useCases: { title: string; text: string; feature: FeatureId }[];
  recommended: { product: ProductId; cameras: number; why: string; alternative: { product: ProductId; cameras: number; when: string } };
  /** An illustration of the features working together on one day: not a customer's account, no real figures. */
  day: { setting: string; moments: { time: string; text: string }[] };
  faqs: { q: string; a: string }[];
}

/**
 * The Properties menu's pages (the spec does not show their content): written for each property
 * type's own problems, with examples that are labelled as examples — no invented customers or figures.
 */
export const industriesFrom = (f: Facts): Record<IndustryId, Industry> => {
  // What the pages say about each product comes from the facts; the day scenarios' camera counts are
  // examples (the catalog test checks each fits its product).
  const [node, hub, tower] = [f['mars-node'], f['mars-hub'], f['mars-tower']];
  const rec = (product: ProductId) => f[product].cameras;
  return {
    residential: {
      title: 'Residential',
      lead: "Apartment buildings, gated communities and homes: safer entrances and fewer false alarms, without sending residents' video to the cloud.",
      intro:
        'A residential building has many doors, a lot of deliveries and very few staff. Residents expect the lobby, the car park and the parcel room to be watched, and they also expect their comings and goings to stay private. Mars analyses the cameras you already have on a device inside the building, so the building gets attentive monitoring and the footage stays where it was recorded.',
      challenges: [
        {
          title: 'Tailgating',
          text: 'One fob opens the door and two or three people walk through, often behind a resident who is being polite.',
        },
        {
          title: 'Parcels',
          text: 'Deliveries pile up in mailrooms and on doorsteps, and a missing parcel means hours of footage to check.',
        },
        {
          title: 'Too many screens',
          text: 'A concierge or night guard cannot watch thirty feeds at once; most of what they show never matters.',
        },
        { title: 'Privacy', text: 'Residents rightly ask who can see the video of their front door, and where it is stored.' },
      ],
      useCases: [
        {
          title: 'Lobby and car-park doors',
          text: 'Tailgating and held-door alerts on the doors you choose, only during the hours you choose, each with a short clip for the concierge.',
          feature: 'loitering-alerts',
        },
        {
          title: 'The parcel room',
          text: 'Type "person carrying a box, parcel room, 11:00 to 14:00" and see every matching moment, instead of scrubbing through three hours of video.',
          feature: 'ai-powered-search',
        },
        {
          title: 'Visitors, gate to door',
          text: 'Follow one visitor across the gate, car-park and lobby cameras as a single track when something needs explaining.',
          feature: 'entry-to-exit-tracking',
        },
        {
          title: "Residents' video stays home",
          text: 'Every frame is analysed on the device in your building; nothing is uploaded unless you turn on a cloud feature yourself.',
          feature: 'fully-on-premises',
        },
      ],
      recommended: {
        product: 'mars-tower',
        cameras: rec('mars-tower'),
        why: `${tower.name} covers a whole building: entrances, lobby, car park, bin store and parcel room on up to ${tower.cameras} cameras.`,
        alternative: { product: 'mars-node', cameras: rec('mars-node'), when: 'a single home or a small block with one entrance' },
      },
      day: {
        setting: 'A 60-flat building with a part-time concierge and 16 cameras on one Mars Tower.',
        moments: [
          {
            time: '07:40',
            text: 'A courier walks in behind a resident. The concierge gets a tailgating clip and checks the delivery at the desk.',
          },
          {
            time: '14:10',
            text: 'A resident reports a missing parcel. A search of the parcel room between 11:00 and 14:00 returns four clips in seconds.',
          },
          {
            time: '23:15',
            text: 'Someone stays by the bin store for five minutes. The night loitering rule sends one alert to the on-call phone.',
          },
        ],
      },
      faqs: [
        {
          q: "Does residents' video leave the building?",
          a: 'No. Mars processes and stores video on the device in your building. Nothing is sent to a cloud service unless you enable a cloud feature.',
        },
        {
          q: 'Can we keep the cameras we already have?',
          a: 'Yes. Mars works with IP cameras that speak ONVIF or RTSP, which covers most cameras installed in the last decade.',
        },
        {
          q: 'Will a resident holding the door for a neighbour set off alerts all day?',
          a: 'Only if you want it to. Each rule has its own doors and hours, so tailgating alerts can run only when the concierge desk is closed.',
        },
        {
          q: 'How many cameras does one device handle?',
          a: `${node.name} handles ${node.cameras} cameras, ${hub.name} ${hub.cameras} and ${tower.name} ${tower.cameras}. Larger sites use more than one device.`,
        },
      ],
    },
    retail: {
      title: 'Retail',
      lead: 'Loss prevention and store insight from the cameras you already have, processed in the back office.',
      intro:
        'Stores already have cameras, but the footage is usually watched after the fact, when a stock count does not add up. Mars turns those cameras into something that notices things as they happen and answers questions in seconds, running on a device in the back office so that customer video is not shipped to someone else’s servers.',
      challenges: [
        { title: 'Shrinkage', text: 'Shoplifting and stockroom losses are found at the next stock count, weeks after they happened.' },
        { title: 'Slow reviews', text: 'Finding one incident means scrubbing hours of footage from several cameras.' },
        { title: 'Opening and closing', text: 'Staff open and close the store alone, when the premises are most exposed.' },
        { title: 'Customer privacy', text: 'Shoppers and local law expect video to be handled carefully and kept no longer than needed.' },
      ],
      useCases: [
        {
          title: 'After-hours intrusion',
          text: 'Anyone on the shop floor outside trading hours raises an alert with a clip, sent to the area manager rather than a wall of screens.',
          feature: 'loitering-alerts',
        },
        {
          title: 'Stockroom access',
          text: 'Unauthorized-access rules on the stockroom door, by shift, so deliveries pass and unexpected visits are flagged.',
          feature: 'loitering-alerts',
        },
        {
          title: 'Incident search',
          text: 'Find "blue hoodie near the till, Saturday afternoon" across every camera in seconds, and export just that clip.',
          feature: 'ai-powered-search',
        },
        {
          title: 'One shopper, one track',
          text: 'Follow a person from the entrance past the aisles to the exit as a single track when an incident needs a clear account.',
          feature: 'entry-to-exit-tracking',
        },
      ],
      recommended: {
        product: 'mars-hub',
        cameras: rec('mars-hub'),
        why: `${hub.name} watches up to ${hub.cameras} cameras: shop floor, tills, stockroom, entrance and the back door.`,
        alternative: { product: 'mars-node', cameras: rec('mars-node'), when: 'a kiosk or a small shop with a few cameras' },
      },
      day: {
        setting: 'A high-street store with 9 cameras on one Mars Hub and two staff per shift.',
        moments: [
          {
            time: '06:55',
            text: 'The opening manager arrives. The after-hours rule ends on schedule, so the morning starts without a false alarm.',
          },
          {
            time: '15:30',
            text: 'A till is short. Searching the till camera for the last hour shows the moment the drawer was left open.',
          },
          {
            time: '21:48',
            text: 'After closing, a person appears at the back door. The alert and a clip reach the area manager within seconds.',
          },
        ],
      },
      faqs: [
        {
          q: 'Is customer video uploaded anywhere?',
          a: 'No. Analysis and storage happen on the Mars device in the store. Cloud features are off unless you enable them.',
        },
        {
          q: 'Does Mars recognise shoppers by their face?',
          a: 'No. Mars follows a person between cameras by their appearance — clothing, build — not by their face, and it does not tell you who they are.',
        },
        {
          q: 'Can one device serve several stores?',
          a: 'No: each store has its own device on its own network, so each keeps working when the internet link drops.',
        },
        {
          q: 'Which device fits a typical store?',
          a: `${hub.name} for up to ${hub.cameras} cameras, ${node.name} for up to ${node.cameras}, ${tower.name} for up to ${tower.cameras} in a large format store.`,
        },
      ],
    },
    warehouses: {
      title: 'Warehouses',
      lead: 'Perimeter, loading dock and aisle monitoring for warehouses and logistics sites, running on site even when the link is down.',
      intro:
        'Warehouses are large, open around the clock in places and empty at night in others, and often sit at the end of a slow internet link. A system that needs the cloud to think stops thinking when that link drops. Mars runs on site, next to the cameras, so perimeter alerts and searches keep working whatever the uplink does.',
      challenges: [
        { title: 'Long perimeters', text: 'Fences, gates and yards are too large for a few guards to watch on foot.' },
        {
          title: 'Busy docks',
          text: 'Drivers and visitors move between the gate, the docks and the offices with little record of where they went.',
        },
        { title: 'Near-misses', text: 'People walk into forklift aisles during operating hours, and the near-misses are rarely reported.' },
        { title: 'Slow uplinks', text: 'Remote sites cannot stream every camera to a cloud service, and outages are common.' },
      ],
      useCases: [
        {
          title: 'Perimeter and yard',
          text: 'Person and vehicle alerts along fences and gates at night, with schedules per zone so daytime traffic is left alone.',
          feature: 'loitering-alerts',
        },
        {
          title: 'Gate to dock and back',
          text: 'Follow a truck and its driver from the gate to the dock and out again as one track across cameras.',
          feature: 'entry-to-exit-tracking',
        },
        {
          title: 'Find the moment',
          text: 'Search "person without a hi-vis vest, aisle 4, last night" to review a near-miss in minutes, not hours.',
          feature: 'ai-powered-search',
        },
        {
          title: 'Works when the link is down',
          text: 'Analysis runs on the device on site, so alerts and recordings carry on through an internet outage.',
          feature: 'fully-on-premises',
        },
      ],
      recommended: {
        product: 'mars-tower',
        cameras: rec('mars-tower'),
        why: `${tower.name} watches up to ${tower.cameras} cameras per unit; larger sites add a unit per building or yard.`,
        alternative: { product: 'mars-hub', cameras: rec('mars-hub'), when: 'a small depot or a single loading bay' },
      },
      day: {
        setting: 'A regional distribution warehouse with 18 cameras on one Mars Tower and a 10 Mbit/s uplink.',
        moments: [
          {
            time: '05:30',
            text: 'A truck arrives early. Its track from the gate to dock 3 is recorded, so the yard team knows where it went.',
          },
          {
            time: '13:05',
            text: 'A supervisor reviews a near-miss: a search of aisle 4 for people during forklift hours finds the clip in a minute.',
          },
          {
            time: '02:20',
            text: 'The uplink is down for an hour. A person at the north fence still raises an alert to the on-site guard.',
          },
        ],
      },
      faqs: [
        {
          q: 'What happens when the internet link goes down?',
          a: 'Nothing changes on site: Mars keeps analysing, alerting on the local network and recording. Only remote access waits for the link.',
        },
        {
          q: 'Can alerts be limited to certain zones and hours?',
          a: 'Yes. Every rule has its own zones on the camera image and its own schedule, so a busy yard by day is not an alarm.',
        },
        {
          q: 'Do we need new cameras for the yard?',
          a: 'Usually not. Existing ONVIF or RTSP IP cameras work; we can advise where an extra camera would close a gap.',
        },
        {
          q: 'How many cameras can one site have?',
          a: `Each ${tower.name} handles ${tower.cameras} cameras, and a site can run several. ${hub.name} (${hub.cameras}) and ${node.name} (${node.cameras}) suit smaller buildings.`,
        },
      ],
    },
    healthcare: {
      title: 'Healthcare',
      lead: 'Clinics, hospitals and care homes: safer corridors and exits, with video that never leaves the building.',
      intro:
        'Care settings need to know quickly when something is wrong — a resident at an exit at night, a door to the pharmacy opened outside the rota — and they hold some of the most sensitive video there is. Mars notices those moments on a device inside the building, so staff are told at once and patient video is not sent anywhere.',
      challenges: [
        { title: 'Restricted rooms', text: 'Pharmacies, records rooms and equipment stores must only be opened by the right people.' },
        { title: 'Residents leaving', text: 'Some residents are at risk if they leave a care home unaccompanied, especially at night.' },
        { title: 'Thin night shifts', text: 'Few staff are on the floor at night, with many corridors to cover.' },
        { title: 'Patient privacy', text: 'Video of patients and residents is sensitive, and rules on where it is kept are strict.' },
      ],
      useCases: [
        {
          title: 'Restricted rooms',
          text: 'Unauthorized-access alerts on pharmacy and records doors outside the rota, with a clip for the nurse in charge.',
          feature: 'loitering-alerts',
        },
        {
          title: 'Exits at night',
          text: 'A discreet alert to staff when someone lingers at, or passes, a monitored exit during the night schedule.',
          feature: 'loitering-alerts',
        },
        {
          title: 'After an incident',
          text: 'Search corridors by time and appearance after a fall, so the review starts from the right clip.',
          feature: 'ai-powered-search',
        },
        {
          title: 'Video that stays in the building',
          text: 'Every frame is analysed and stored on site; nothing is uploaded unless you enable a cloud feature.',
          feature: 'fully-on-premises',
        },
      ],
      recommended: {
        product: 'mars-hub',
        cameras: rec('mars-hub'),
        why: `${hub.name} watches up to ${hub.cameras} cameras: exits, corridors and restricted rooms in a clinic or a care home.`,
        alternative: { product: 'mars-tower', cameras: rec('mars-tower'), when: 'a hospital wing or a larger care home' },
      },
      day: {
        setting: 'A 40-bed care home with 10 cameras on one Mars Hub and two carers on the night shift.',
        moments: [
          { time: '10:15', text: 'The medication room is opened during the morning round. That is on the rota, so no alert is raised.' },
          {
            time: '03:40',
            text: 'A resident stands at the garden exit. The carers get an alert on their handset and reach the door in minutes.',
          },
          {
            time: '16:20',
            text: 'After a fall in the east corridor, the manager searches that camera for the hour before and finds the moment.',
          },
        ],
      },
      faqs: [
        {
          q: 'Is patient or resident video sent to a cloud service?',
          a: 'No. Mars analyses and stores video on the device in your building. Cloud features stay off unless you turn them on.',
        },
        {
          q: 'Can alerts go to carers rather than a control room?',
          a: 'Yes. Alerts can go to the phones or handsets your staff already carry, each rule to the people who need it.',
        },
        {
          q: 'Does Mars recognise individual residents?',
          a: 'No. Mars follows a person between cameras by their appearance, not by their face, and it does not tell you who they are.',
        },
        {
          q: 'Which device fits a clinic or a care home?',
          a: `${hub.name} for up to ${hub.cameras} cameras; ${tower.name} for up to ${tower.cameras} in a larger building or a hospital wing.`,
        },
      ],
    },
  };
};

export const INDUSTRIES: Record<IndustryId, Industry> = industriesFrom(PRODUCT_FACTS);
