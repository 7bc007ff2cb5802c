/**
 * The form's state: what the visitor has typed, site by site (a count is text until it is a valid
 * number), and the setup it amounts to — the groups whose count is valid, at the sites that have any.
 * The setup is what the answer, the page's address and the demo link carry.
 */
import { type Codec, type Connection, DEMO_SETUP_VERSION, type DemoSetup, type Resolution, SETUP_LIMITS } from '@mars/shared/demo-setup';

export interface GroupDraft {
  /** Stable across edits: React's key and the fields' ids. */
  key: string;
  count: string;
  connection: Connection;
  codec: Codec;
  resolution: Resolution;
}
export interface SiteDraft {
  key: string;
  name: string;
  groups: GroupDraft[];
}

/** A new kind of camera: the commonest answers (an ONVIF camera streaming H.264 at up to 1080p), no count yet. */
export const newGroup = (key: string): GroupDraft => ({ key, count: '', connection: 'onvif', codec: 'h264', resolution: '2mp' });
export const newSite = (key: string, groupKey: string): SiteDraft => ({ key, name: '', groups: [newGroup(groupKey)] });

/** The form as the page's HTML has it (the app starts from the same, then reads the address). */
export const FIRST_DRAFT: SiteDraft[] = [newSite('s1', 'g1')];

/** Why a count is not a number of cameras ('' is not a problem: nothing typed yet). */
export function countProblem(count: string): boolean {
  const text = count.trim();
  if (text === '') return false;
  return !/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > SETUP_LIMITS.camerasPerGroup;
}

const countOf = (count: string): number | null => (count.trim() === '' || countProblem(count) ? null : Number(count.trim()));

/**
 * The setup the form amounts to, with each of its sites' number in the form (Site 2 stays Site 2
 * while Site 1 has no count yet); null while no group has a valid count.
 */
export function setupOf(drafts: SiteDraft[]): { setup: DemoSetup; numbers: number[] } | null {
  const sites: DemoSetup['sites'] = [];
  const numbers: number[] = [];
  drafts.forEach((site, i) => {
    const cameras = site.groups.flatMap((g) => {
      const count = countOf(g.count);
      return count === null ? [] : [{ count, connection: g.connection, codec: g.codec, resolution: g.resolution }];
    });
    if (cameras.length === 0) return;
    sites.push({ name: site.name.trim().slice(0, SETUP_LIMITS.siteName), cameras });
    numbers.push(i + 1);
  });
  return sites.length ? { setup: { version: DEMO_SETUP_VERSION, sites }, numbers } : null;
}

/** The form for a setup (read from a link), with keys from `key`. */
export function draftsOf(setup: DemoSetup, key: () => string): SiteDraft[] {
  return setup.sites.map((site) => ({
    key: key(),
    name: site.name,
    groups: site.cameras.map((g) => ({
      key: key(),
      count: String(g.count),
      connection: g.connection,
      codec: g.codec,
      resolution: g.resolution,
    })),
  }));
}
