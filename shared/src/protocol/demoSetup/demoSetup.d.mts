// Generated from demoSetup.mjs by shared/build/declarations.mjs: edit the .mjs, then run
// `pnpm --filter @mars/shared declarations` (the typecheck fails while this file differs).
/**
 * Why a value is not a number of cameras of one kind: not a whole number from 1 (`invalid`), or
 * over SETUP_LIMITS (`tooLarge`); null when it is one.
 * @param {unknown} count
 * @returns {'invalid' | 'tooLarge' | null}
 */
export function countProblem(count: unknown): 'invalid' | 'tooLarge' | null;
/**
 * Checks an untrusted value against the contract and returns it normalised (only the contract's
 * properties; names trimmed), or the first problem with where it is (`sites[1].cameras[0].count`):
 * `invalid` (not a setup), `tooLarge` (over SETUP_LIMITS) or `version` (a major this reader does not
 * speak). Never throws.
 * @param {unknown} value
 * @returns {SetupResult}
 */
export function parseDemoSetup(value: unknown): SetupResult;
/**
 * The setup in a page's query (see the top of this file), or null when the query carries none.
 * Reads at most what SETUP_LIMITS allow before it refuses, however long the address.
 * @param {URLSearchParams | string} query
 * @returns {SetupResult | null}
 */
export function setupFromQuery(query: URLSearchParams | string): SetupResult | null;
/**
 * The query that carries `setup` (without `?`), in the order setupFromQuery reads: what the tool
 * writes into its own address and into the demo form's link.
 * @param {DemoSetup} setup
 * @returns {string}
 */
export function setupToQuery(setup: DemoSetup): string;
/**
 * The query without the setup's parameters (what is left of a page's address once it has been read).
 * @param {URLSearchParams | string} query
 * @returns {string}
 */
export function withoutSetup(query: URLSearchParams | string): string;
/**
 * A camera type as one phrase, in the labels' words (the tool's answer, the sales team's export):
 * "ONVIF (Profile S or T), H.264, up to 1080p (2 MP)"; a value not known says so ("codec not known").
 * @param {Omit<CameraGroup, 'count'>} group
 * @returns {string}
 */
export function groupText(group: Omit<CameraGroup, 'count'>): string;
/**
 * A visitor's camera setup: the sites they described in marketing's compatibility tool, handed to
 * the demo team's request form and stored with the request. The one contract between the two teams
 * for this feature, versioned, so that either can ship first (README: "A feature two teams ship in
 * either order").
 *
 * It travels in a page's address, as a GET form would write it — the tool's shareable URL and the
 * demo form's link say the same:
 *
 *   ?setup=1&site=Main+office&count=30&connection=onvif&codec=h264&resolution=2mp
 *          &count=4&connection=cloud&codec=unknown&resolution=unknown&site=Warehouse&count=…
 *
 * `setup` is the contract's major version; each `site` opens a site, each `count` a group of cameras
 * of one kind in it (its `connection`, `codec` and `resolution` follow). In a JSON body (the demo
 * API) it is `{ version: 1, sites: [{ name, cameras: [{ count, connection, codec, resolution }] }] }`.
 *
 * Compatibility: a reader ignores what it does not know — other query parameters, other properties —
 * and refuses (as `version`) a major it does not speak, so an older reader shows a plainer page,
 * never an error. Adding an optional part is the same major; adding a value to a list, changing a
 * meaning or a limit downwards is the next one.
 *
 * Plain JavaScript, its types written here once and derived from its values (JSDoc, checked by
 * tsc): the demo API runs it on Node with no TypeScript step. demoSetup.d.mts is generated from it
 * (shared/build/declarations.mjs). Not part of the page's shared singleton: each app bundles the
 * copy it was built with, so a new release never depends on what the live host happens to provide.
 */
/** The major version this module writes and reads. */
export const DEMO_SETUP_VERSION: 1;
/**
 * The vocabulary: each value a camera's description may take, and what it means in the words both
 * teams show (the tool's choices, the demo form's, the sales team's export), so a value cannot mean
 * two things on two pages. The lists of values below are these keys, in this order.
 * - connection: how a camera's video can be reached — over ONVIF, a plain RTSP address, only
 *   through a recorder, only through its maker's cloud, or not known;
 * - codec: what its stream is encoded as;
 * - resolution: its resolution class.
 */
export const SETUP_LABELS: Readonly<{
  connection: Readonly<{
    onvif: 'ONVIF (Profile S or T)';
    rtsp: 'A plain RTSP stream';
    nvr: 'Only through an NVR';
    cloud: 'Cloud only (no local stream)';
    unknown: "I don't know";
  }>;
  codec: Readonly<{
    h264: 'H.264';
    h265: 'H.265';
    mjpeg: 'MJPEG';
    unknown: "I don't know";
  }>;
  resolution: Readonly<{
    '2mp': 'Up to 1080p (2 MP)';
    '5mp': '3 to 5 MP';
    '8mp': '4K (8 MP) or more';
    unknown: "I don't know";
  }>;
}>;
/** The choices in the order a form lists them. */
export const SETUP_CHOICES: readonly SetupChoice[];
export const CONNECTIONS: readonly Connection[];
export const CODECS: readonly Codec[];
export const RESOLUTIONS: readonly Resolution[];
/**
 * The largest setup a reader accepts: 10 sites of up to 8 kinds of camera, 1 to 1,000 cameras each,
 * a site's name up to 60 characters. Enough for a property portfolio; small enough that a stored
 * request stays a few kilobytes (the demo API takes 16 KB bodies).
 */
export const SETUP_LIMITS: Readonly<{
  sites: 10;
  groupsPerSite: 8;
  camerasPerGroup: 1000;
  siteName: 60;
}>;
/** The query parameters, in the order a form writes them. */
export const SETUP_PARAMS: Readonly<{
  version: 'setup';
  site: 'site';
  count: 'count';
  connection: 'connection';
  codec: 'codec';
  resolution: 'resolution';
}>;
export function countOfText(text: string): number;
export function camerasAt(site: SetupSite): number;
export type Connection = keyof typeof SETUP_LABELS.connection;
export type Codec = keyof typeof SETUP_LABELS.codec;
export type Resolution = keyof typeof SETUP_LABELS.resolution;
/**
 * What a camera type is described by, besides its count.
 */
export type SetupChoice = keyof typeof SETUP_LABELS;
/**
 * Cameras of one kind at a site.
 */
export type CameraGroup = {
  count: number;
  connection: Connection;
  codec: Codec;
  resolution: Resolution;
};
export type SetupSite = {
  /**
   * The visitor's name for the site ('' when they gave none).
   */
  name: string;
  cameras: CameraGroup[];
};
export type DemoSetup = {
  version: typeof DEMO_SETUP_VERSION;
  sites: SetupSite[];
};
/**
 * Why a value is not a setup: not one, over the limits, or a major this reader does not speak.
 */
export type SetupProblem = 'invalid' | 'tooLarge' | 'version';
export type SetupResult =
  | {
      ok: true;
      setup: DemoSetup;
    }
  | {
      ok: false;
      problem: SetupProblem;
      at: string;
    };
