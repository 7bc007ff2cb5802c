/**
 * The tool's answer for a setup, from the facts alone: each kind of camera's verdict by how it
 * connects and what it streams (CAMERA_SUPPORT), and each site's devices for the cameras that will
 * or may work (sizing.ts, PRODUCT_FACTS). Texts are elsewhere (texts.ts): this is what they say.
 */

import { CAMERA_SUPPORT, type CameraSupport } from '@mars/shared/camera-support';
import { type CameraGroup, camerasAt, type DemoSetup } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { type Catalog, type Sizing, sizeSite, totalDevices } from './sizing';

/** Will work; will work through the NVR's RTSP output; to check (may work); will not work. */
export type Verdict = 'works' | 'through-nvr' | 'to-check' | 'wont-work';
export const VERDICTS: readonly Verdict[] = ['works', 'through-nvr', 'to-check', 'wont-work'];

/**
 * The rules, in order: a camera with no stream on the premises will not work, whatever it sends; one
 * whose connection or codec is not known, or whose codec is to be confirmed, is to check; the rest
 * work — through the NVR when that is how they are reached.
 */
export function verdictOf(group: CameraGroup, support: CameraSupport = CAMERA_SUPPORT): Verdict {
  const connection = support.connection[group.connection];
  if (connection === 'no-local-stream') return 'wont-work';
  if (connection === 'unknown' || support.codec[group.codec] !== 'read') return 'to-check';
  return connection === 'through-recorder' ? 'through-nvr' : 'works';
}

/** Cameras of these verdicts get devices: those that will work and those that may. */
export const isSized = (verdict: Verdict): boolean => verdict !== 'wont-work';

export type Counts = Record<Verdict, number>;
const noCounts = (): Counts => ({ works: 0, 'through-nvr': 0, 'to-check': 0, 'wont-work': 0 });

export interface SiteAnswer {
  name: string;
  cameras: number;
  groups: { group: CameraGroup; verdict: Verdict }[];
  counts: Counts;
  /** The cameras the devices are for: every one but those that will not work. */
  sized: number;
  sizing: Sizing;
}

export interface Answer {
  sites: SiteAnswer[];
  cameras: number;
  counts: Counts;
  /** Every site's devices added up. */
  devices: Sizing['devices'];
}

export function answerFor(setup: DemoSetup, support: CameraSupport = CAMERA_SUPPORT, catalog: Catalog = PRODUCT_FACTS): Answer {
  const counts = noCounts();
  const sites = setup.sites.map((site): SiteAnswer => {
    const groups = site.cameras.map((group) => ({ group, verdict: verdictOf(group, support) }));
    const own = noCounts();
    for (const { group, verdict } of groups) {
      own[verdict] += group.count;
      counts[verdict] += group.count;
    }
    const sized = groups.reduce((n, { group, verdict }) => n + (isSized(verdict) ? group.count : 0), 0);
    return { name: site.name, cameras: camerasAt(site), groups, counts: own, sized, sizing: sizeSite(sized, catalog) };
  });
  return {
    sites,
    cameras: sites.reduce((n, s) => n + s.cameras, 0),
    counts,
    devices: totalDevices(
      sites.map((s) => s.sizing),
      catalog,
    ),
  };
}
