/**
 * A camera setup as a form holds it while the visitor types (`@mars/shared/demo-setup-draft`):
 * marketing's compatibility tool and the demo team's attached setup both edit one. Each count is
 * text until it is a number; sites and camera types have keys (React's, and their fields' ids). How
 * a draft becomes the contract's setup and back, its fields' words, and its one model:
 * draftReducer.ts. Pure, no React; a subpath each app bundles, not part of the page's singleton.
 */
import {
  type Codec,
  type Connection,
  countOfText,
  countProblem,
  DEMO_SETUP_VERSION,
  type DemoSetup,
  parseDemoSetup,
  type Resolution,
  SETUP_CHOICES,
  SETUP_LABELS,
  SETUP_LIMITS,
  SETUP_PARAMS,
  type SetupChoice,
  type SetupProblem,
  type SetupResult,
  setupFromQuery,
} from './demoSetup.mjs';

export interface GroupDraft {
  key: string;
  count: string;
  connection: Connection;
  codec: Codec;
  resolution: Resolution;
}
export interface SiteDraft {
  key: string;
  name: string;
  cameras: GroupDraft[];
}
/** The field a form focuses once it shows it: a site's name, or a camera type's count. */
export type DraftField = { site: string; group?: string };

export interface SetupDraft {
  sites: SiteDraft[];
  /** The last key given: keys are made in order (k1, k2 …), so two renders of one address agree. */
  keys: number;
  /** Where the focus goes after the last change (a site or type added or removed), else null. */
  focus: DraftField | null;
}

/** A draft's sites without their keys: what a form shows. */
type Unkeyed = { name: string; cameras: Omit<GroupDraft, 'key'>[] }[];

/** A new kind of camera: the commonest answers (an ONVIF camera streaming H.264 at up to 1080p), no count yet. */
export const NEW_GROUP: Omit<GroupDraft, 'key'> = { count: '', connection: 'onvif', codec: 'h264', resolution: '2mp' };

/** The `n`th key a draft gives. */
export const draftKey = (n: number): string => `k${n}`;

/** `sites` with keys, given after the `keys`th. */
export function keyed(sites: Unkeyed, keys = 0): SetupDraft {
  let n = keys;
  const key = () => draftKey(++n);
  const out = sites.map((site) => ({ key: key(), name: site.name, cameras: site.cameras.map((g) => ({ key: key(), ...g })) }));
  return { sites: out, keys: n, focus: null };
}

/** The empty form: one site, one camera type, no count. */
export const emptyDraft = (): SetupDraft => keyed([{ name: '', cameras: [NEW_GROUP] }]);

/** The draft of a setup (a link's): each count as its digits. */
export const draftOfSetup = (setup: DemoSetup): SetupDraft =>
  keyed(setup.sites.map((site) => ({ name: site.name, cameras: site.cameras.map((g) => ({ ...g, count: String(g.count) })) })));

/**
 * The draft in a query as a form sends it (a GET form, a post sent back): each count as it was
 * typed — empty, or not a number, is the visitor's to fix at its field — and all else checked by the
 * contract's reader, so what it refuses (another major, a value it does not know, its limits) is
 * refused here, with the reason. Null when the query carries no setup.
 */
export function draftFromQuery(query: URLSearchParams): { ok: true; draft: SetupDraft } | { ok: false; problem: SetupProblem } | null {
  const typed = query.getAll(SETUP_PARAMS.count);
  const read = setupFromQuery(new URLSearchParams([...query].map(([k, v]) => [k, k === SETUP_PARAMS.count ? '1' : v])));
  if (!read) return null;
  if (!read.ok) return { ok: false, problem: read.problem };
  let at = 0;
  const sites = read.setup.sites.map((site) => ({
    name: site.name,
    cameras: site.cameras.map((g) => ({ ...g, count: typed[at++] ?? '' })),
  }));
  return { ok: true, draft: keyed(sites) };
}

/** Why a typed count is not a number of cameras; '' is none (nothing typed yet). */
export const typedCountProblem = (count: string): 'invalid' | 'tooLarge' | null =>
  count.trim() === '' ? null : countProblem(countOfText(count));

const groupOf = (g: GroupDraft) => ({ count: countOfText(g.count), connection: g.connection, codec: g.codec, resolution: g.resolution });

/**
 * The setup a draft is, checked whole (what a form sends), or its first problem and where it is
 * (`sites[0].cameras[1].count`).
 */
export const setupOfDraft = (sites: SiteDraft[]): SetupResult =>
  parseDemoSetup({ version: DEMO_SETUP_VERSION, sites: sites.map((site) => ({ name: site.name, cameras: site.cameras.map(groupOf) })) });

/**
 * The setup a draft amounts to so far (what an answer follows as the visitor types): the camera
 * types whose count is one, at the sites that have any, with each site's number in the form (Site 2
 * stays Site 2 while Site 1 has no count yet); null while none has.
 */
export function countedSetup(sites: SiteDraft[]): { setup: DemoSetup; numbers: number[] } | null {
  const out: DemoSetup['sites'] = [];
  const numbers: number[] = [];
  sites.forEach((site, i) => {
    const cameras = site.cameras.filter((g) => g.count.trim() !== '' && !typedCountProblem(g.count)).map(groupOf);
    if (cameras.length === 0) return;
    out.push({ name: site.name.trim().slice(0, SETUP_LIMITS.siteName), cameras });
    numbers.push(i + 1);
  });
  return out.length ? { setup: { version: DEMO_SETUP_VERSION, sites: out }, numbers } : null;
}

/** Whether two drafts show the same (their keys and focus aside). */
export const sameSites = (a: SiteDraft[], b: SiteDraft[]): boolean => {
  const shown = (sites: SiteDraft[]) =>
    JSON.stringify(sites.map((s) => [s.name, s.cameras.map((g) => [g.count, ...SETUP_CHOICES.map((c) => g[c])])]));
  return shown(a) === shown(b);
};

/** Whether `value` is one of the contract's values for `choice`. */
export const isChoice = <C extends SetupChoice>(choice: C, value: string): value is GroupDraft[C] =>
  Object.hasOwn(SETUP_LABELS[choice], value);

/** Each choice's options, as a form's select lists them: [value, label]. */
export const CHOICE_OPTIONS = Object.fromEntries(SETUP_CHOICES.map((c) => [c, Object.entries(SETUP_LABELS[c])])) as {
  [C in SetupChoice]: [GroupDraft[C], string][];
};

const FIELD_NAMES = new Set<string>([SETUP_PARAMS.site, SETUP_PARAMS.count, ...SETUP_CHOICES.map((c) => SETUP_PARAMS[c])]);

/**
 * The setup's fields under `root` as they stand, in document order, by name (a form names them as
 * the contract's query does): what the visitor typed there before the form's code arrived.
 */
export const setupFields = (root: ParentNode | null | undefined): [string, string][] =>
  root
    ? Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]'))
        .filter((field) => FIELD_NAMES.has(field.name))
        .map((field) => [field.name, field.value])
    : [];

/** The words both teams' forms label a setup's fields with (English; the same in each country). */
export const DRAFT_LABELS = {
  site: (n: number) => `Site ${n}`,
  group: (n: number) => `Camera type ${n}`,
  count: 'How many cameras',
  connection: 'How they connect',
  codec: 'Video codec',
  resolution: 'Resolution',
  removeGroup: (n: number) => `Remove camera type ${n}`,
  /** After `removeGroup`, for screen readers. */
  removeGroupOfSite: (site: number) => ` from site ${site}`,
  removeSite: (n: number) => `Remove site ${n}`,
};
export type DraftLabels = typeof DRAFT_LABELS;
