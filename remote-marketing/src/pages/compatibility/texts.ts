/**
 * The compatibility page's words, per country (en-US, en-IN). Every rule it states is built from the
 * facts (CAMERA_SUPPORT, PRODUCT_FACTS) and from what the rules compute, never written as a number
 * of its own: a capacity that changes in the facts changes every sentence here.
 */
import { COUNTRIES, type CountryCode, useSiteStore } from '@mars/shared';
import { CAMERA_SUPPORT, type CameraSupport, type CodecSupport, type ConnectionSupport } from '@mars/shared/camera-support';
import { type Codec, SETUP_LABELS, SETUP_LIMITS, type SetupProblem } from '@mars/shared/demo-setup';
import { DRAFT_LABELS, type DraftLabels } from '@mars/shared/demo-setup-draft';
import { formatCount } from '@mars/shared/format-count';
import type { Verdict } from './answer';
import type { Catalog, Sizing } from './sizing';

export interface CompatibilityTexts {
  eyebrow: string;
  title: string;
  lead: string;
  /** The products, named from the facts, are coming soon: no prices, dates or performance figures. */
  comingSoon: (names: string[]) => string;
  toolTitle: string;
  /** Shown when the browser runs no JavaScript: how the calculator answers then. */
  noScript: string;
  /** The setup's fields in the contract's words (DRAFT_LABELS), and the tool's own. */
  form: DraftLabels & {
    siteName: string;
    siteNamePlaceholder: string;
    /** Before `group` for screen readers, whose list of fields has no fieldset around it. */
    groupOfSite: (site: number) => string;
    countProblem: string;
    addGroup: string;
    addSite: string;
    limits: string;
    /** The form's submit button: without JavaScript it brings the answer; with it, it moves to the answer. */
    show: string;
  };
  /** The answer's gist, in view while the form is (below 1024 px): a line each, and the link to the whole. */
  bar: {
    empty: string;
    counts: (cameras: number, counts: Record<Verdict, number>) => string;
    noDevices: string;
    link: string;
  };
  /** Why a setup in the page's address could not be used. */
  linkProblem: Record<SetupProblem, string>;
  answer: {
    title: string;
    empty: string;
    summary: (cameras: number, sites: number, counts: Record<Verdict, number>, devices: string) => string;
    siteTitle: (name: string, n: number, cameras: number) => string;
    verdict: Record<Verdict, (n: number) => string>;
    devicesTitle: string;
    devices: (sizing: Sizing, sized: number) => string;
    noDevices: string;
    notCounted: (n: number) => string;
    totalTitle: string;
    demo: string;
    demoPlain: string;
    demoNote: string;
    share: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  /** Why a camera gets its verdict: one sentence per fact. */
  reasons: {
    connection: Record<ConnectionSupport, string>;
    codec: Record<CodecSupport, (codec: Codec, read: Codec[]) => string>;
  };
  rules: {
    title: string;
    intro: string;
    connectionTitle: string;
    codecTitle: string;
    columns: { value: string; answer: string; why: string };
    connectionAnswer: Record<ConnectionSupport, string>;
    codecAnswer: Record<CodecSupport, string>;
    resolution: string;
    counting: string;
    sizingTitle: string;
    sizingSteps: (largest: { name: string; cameras: number }) => string[];
    example: (cameras: number, largest: number, sizing: Sizing, devices: string) => string;
    capacityTitle: string;
    capacityColumns: { device: string; cameras: string; target: string };
    runsTitle: (upTo: number) => string;
    runsColumns: { cameras: string; devices: string };
  };
}

/** "1 Mars Tower and 2 Mars Hubs" style list of devices, from the facts' names. */
export function devicesText(devices: Sizing['devices'], catalog: Catalog): string {
  const parts = devices.map(({ product, count }) => `${count} × ${catalog[product]?.name ?? product}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const cameras = (n: number, format: (n: number) => string) => `${format(n)} ${n === 1 ? 'camera' : 'cameras'}`;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function textsFor(language: string, premises: { lead: string; siteNamePlaceholder: string; resolutionWhy: string }): CompatibilityTexts {
  const number = (n: number) => formatCount(n, language);
  const { sites: maxSites, groupsPerSite, camerasPerGroup } = SETUP_LIMITS;
  return {
    eyebrow: 'Products · Compatibility and sizing',
    title: 'Will Mars work with my cameras?',
    lead: premises.lead,
    comingSoon: (names) =>
      `${list(names)} are coming soon. This page sizes them by the number of cameras each one runs, as the product facts give it: no prices, delivery dates or performance figures.`,
    toolTitle: 'Your sites and cameras',
    noScript:
      'JavaScript is off in this browser, so the answer comes when you press “Show the answer”, and adding or removing a camera type or a site reloads the page. Every rule the calculator follows is written out below.',
    form: {
      ...DRAFT_LABELS,
      siteName: 'Site name (optional)',
      siteNamePlaceholder: premises.siteNamePlaceholder,
      groupOfSite: (site) => `Site ${site}, `,
      countProblem: `Enter a whole number from 1 to ${number(camerasPerGroup)}.`,
      addGroup: 'Add another camera type',
      addSite: 'Add another site',
      limits: `Up to ${maxSites} sites, ${groupsPerSite} camera types each, ${number(camerasPerGroup)} cameras of a type.`,
      show: 'Show the answer',
    },
    bar: {
      empty: 'Enter how many cameras you have.',
      counts: (n, counts) =>
        [
          `${number(counts.works + counts['through-nvr'])} of ${number(n)} will work`,
          counts['to-check'] > 0 && `${number(counts['to-check'])} to check`,
          counts['wont-work'] > 0 && `${number(counts['wont-work'])} will not`,
        ]
          .filter(Boolean)
          .join(', '),
      noDevices: 'No device: none of these can work with Mars',
      link: 'Full answer',
    },
    linkProblem: {
      invalid: 'The setup in this link could not be read, so the form starts empty.',
      tooLarge: `The setup in this link is larger than this page takes (${maxSites} sites, ${groupsPerSite} camera types each, ${number(camerasPerGroup)} cameras of a type), so the form starts empty.`,
      version: 'This link was made by a newer version of this page, which this one cannot read, so the form starts empty.',
    },
    answer: {
      title: 'The answer',
      empty: 'Enter how many cameras you have, and the answer appears here.',
      summary: (n, sites, counts, devices) => {
        const parts = [
          counts.works + counts['through-nvr'] > 0 && `${number(counts.works + counts['through-nvr'])} will work`,
          counts['to-check'] > 0 && `${number(counts['to-check'])} to check`,
          counts['wont-work'] > 0 && `${number(counts['wont-work'])} will not work`,
        ].filter(Boolean) as string[];
        return `${cameras(n, number)} at ${sites === 1 ? '1 site' : `${number(sites)} sites`}: ${list(parts)}.${devices ? ` Devices: ${devices}.` : ''}`;
      },
      siteTitle: (name, n, count) => `${name || `Site ${n}`}: ${cameras(count, number)}`,
      verdict: {
        works: (n) => `${number(n)} will work`,
        'through-nvr': (n) => `${number(n)} will work through the NVR`,
        'to-check': (n) => `${number(n)} to check`,
        'wont-work': (n) => `${number(n)} will not work`,
      },
      devicesTitle: 'Devices for this site',
      devices: (sizing, sized) =>
        `Room for ${cameras(sizing.places, number)}, for the ${number(sized)} that will or may work: ${
          sizing.spare === 0 ? 'none spare' : `${number(sizing.spare)} spare`
        }.`,
      noDevices: 'No device: none of these cameras can work with Mars.',
      notCounted: (n) => `The ${cameras(n, number)} that will not work ${n === 1 ? 'is' : 'are'} not counted.`,
      totalTitle: 'All sites',
      demo: 'Request a demo for this setup',
      demoPlain: 'Request a demo',
      demoNote: 'The link takes your setup to the demo request form.',
      share: 'Link to this answer',
      copy: 'Copy link',
      copied: 'Link copied.',
      copyFailed: 'Copy the address in your browser’s address bar instead.',
    },
    reasons: {
      connection: {
        discovered: 'Mars finds ONVIF cameras on your network by itself and reads their stream.',
        'by-address':
          'You add each camera to Mars by its stream’s RTSP address (rtsp://…) and its login; Mars reads the stream from there.',
        'through-recorder':
          'Mars reads each camera’s stream from the NVR’s RTSP output: check that your NVR offers RTSP (its network settings or manual say so). Each camera still takes one place on a device.',
        'no-local-stream':
          'A cloud-only camera sends its video straight to its maker’s servers: there is no stream on your premises for Mars to read, and Mars works on your premises.',
        unknown:
          'To find out, look for “ONVIF” on the camera’s label, box or data sheet, or for ONVIF or RTSP in the network settings of its web page. A camera you can only watch in its maker’s app or website is probably cloud only.',
      },
      codec: {
        read: (_codec, read) => `Mars reads ${list(read.map((c) => SETUP_LABELS.codec[c]))} streams.`,
        'to-confirm': (codec, read) =>
          `${SETUP_LABELS.codec[codec]} is not confirmed for Mars yet: we will check it with you at the demo. If the camera can also send ${list(read.map((c) => SETUP_LABELS.codec[c])).replace(' and ', ' or ')}, choose that under Video or Encoding in its settings.`,
        unknown: () => 'To find out, open the camera’s settings page: the codec is under Video, Encoding or Stream.',
      },
    },
    rules: {
      title: 'How the answer is worked out',
      intro: 'These are all the rules the calculator follows, so you can check its answer, or work one out without it.',
      connectionTitle: 'How a camera connects',
      codecTitle: 'What a camera streams',
      columns: { value: 'Camera', answer: 'Answer', why: 'Why' },
      connectionAnswer: {
        discovered: 'Will work, if its codec is one Mars reads',
        'by-address': 'Will work, if its codec is one Mars reads',
        'through-recorder': 'Will work through the NVR, if its codec is one Mars reads',
        'no-local-stream': 'Will not work, whatever it streams',
        unknown: 'To check',
      },
      codecAnswer: { read: 'Read by Mars', 'to-confirm': 'To check', unknown: 'To check' },
      resolution: `Resolution does not change the answer: each device’s capacity is a number of cameras, at any resolution. ${premises.resolutionWhy}`,
      counting:
        'Each site is sized on its own, for its cameras that will work or may work (those to check). Cameras that will not work get no place on a device.',
      sizingTitle: 'Which devices',
      sizingSteps: (largest) => [
        `Fewest devices first: divide the site’s cameras by the largest capacity, ${number(largest.cameras)} (${largest.name}), and round up. No smaller number of devices has room for them all.`,
        'Then the fewest spare places: of the sets of that many devices with room for every camera, take the one with the fewest places left over.',
        'If two sets still tie, take the one with the larger devices.',
      ],
      example: (n, largest, sizing, devices) => {
        const fewest = Math.ceil(n / largest);
        return `For example, ${cameras(n, number)}: ${number(n)} ÷ ${number(largest)}, rounded up, is ${number(fewest)} ${fewest === 1 ? 'device' : 'devices'}; ${devices} ${sizing.devices.length === 1 && sizing.devices[0]?.count === 1 ? 'has' : 'have'} room for ${number(sizing.places)}, ${sizing.spare === 0 ? 'none' : number(sizing.spare)} spare.`;
      },
      capacityTitle: 'Mars devices and the cameras each one runs',
      capacityColumns: { device: 'Device', cameras: 'Cameras', target: 'For' },
      runsTitle: (upTo) => `Devices for 1 to ${number(upTo)} cameras at one site`,
      runsColumns: { cameras: 'Cameras', devices: 'Devices' },
    },
  };
}

export const COMPATIBILITY_TEXTS: Record<CountryCode, CompatibilityTexts> = {
  us: textsFor(COUNTRIES.us.language, {
    lead: 'Describe your sites and their cameras. See which cameras will work with Mars, which will not and why, and the Mars devices each site needs. Every rule is written out below, so you can check the answer yourself.',
    siteNamePlaceholder: 'e.g. Main office',
    resolutionWhy: 'We ask so the team preparing your demo knows your cameras.',
  }),
  in: textsFor(COUNTRIES.in.language, {
    lead: 'Describe your premises and their cameras. See which cameras will work with Mars, which will not and why, and the Mars devices each site needs. Every rule is written out below, so you can check the answer yourself.',
    siteNamePlaceholder: 'e.g. Tower A',
    resolutionWhy: 'We ask so the team preparing your demo knows your cameras.',
  }),
};

export const useCompatibilityTexts = (): CompatibilityTexts => COMPATIBILITY_TEXTS[useSiteStore((s) => s.country)];

/** The codecs the facts say Mars reads, in the contract's order. */
export const codecsRead = (support: CameraSupport = CAMERA_SUPPORT): Codec[] =>
  (Object.keys(support.codec) as Codec[]).filter((c) => support.codec[c] === 'read');
