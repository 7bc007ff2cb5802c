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

// (`@__PURE__`: a bundle that uses none of these tables leaves them out; a top-level call would otherwise be kept.)

/** The major version this module writes and reads. */
export const DEMO_SETUP_VERSION = 1;

/**
 * The vocabulary: each value a camera's description may take, and what it means in the words both
 * teams show (the tool's choices, the demo form's, the sales team's export), so a value cannot mean
 * two things on two pages. The lists of values below are these keys, in this order.
 * - connection: how a camera's video can be reached — over ONVIF, a plain RTSP address, only
 *   through a recorder, only through its maker's cloud, or not known;
 * - codec: what its stream is encoded as;
 * - resolution: its resolution class.
 */
export const SETUP_LABELS = /* @__PURE__ */ Object.freeze({
  connection: /* @__PURE__ */ Object.freeze({
    onvif: 'ONVIF (Profile S or T)',
    rtsp: 'A plain RTSP stream',
    nvr: 'Only through an NVR',
    cloud: 'Cloud only (no local stream)',
    unknown: "I don't know",
  }),
  codec: /* @__PURE__ */ Object.freeze({ h264: 'H.264', h265: 'H.265', mjpeg: 'MJPEG', unknown: "I don't know" }),
  resolution: /* @__PURE__ */ Object.freeze({
    '2mp': 'Up to 1080p (2 MP)',
    '5mp': '3 to 5 MP',
    '8mp': '4K (8 MP) or more',
    unknown: "I don't know",
  }),
});

/** @typedef {keyof typeof SETUP_LABELS.connection} Connection */
/** @typedef {keyof typeof SETUP_LABELS.codec} Codec */
/** @typedef {keyof typeof SETUP_LABELS.resolution} Resolution */
/** @typedef {keyof typeof SETUP_LABELS} SetupChoice What a camera type is described by, besides its count. */

/** The choices in the order a form lists them. */
export const SETUP_CHOICES = /** @type {readonly SetupChoice[]} */ (/* @__PURE__ */ Object.freeze(['connection', 'codec', 'resolution']));
export const CONNECTIONS = /** @type {readonly Connection[]} */ (/* @__PURE__ */ Object.freeze(Object.keys(SETUP_LABELS.connection)));
export const CODECS = /** @type {readonly Codec[]} */ (/* @__PURE__ */ Object.freeze(Object.keys(SETUP_LABELS.codec)));
export const RESOLUTIONS = /** @type {readonly Resolution[]} */ (/* @__PURE__ */ Object.freeze(Object.keys(SETUP_LABELS.resolution)));

/**
 * @typedef {object} CameraGroup Cameras of one kind at a site.
 * @property {number} count
 * @property {Connection} connection
 * @property {Codec} codec
 * @property {Resolution} resolution
 */
/**
 * @typedef {object} SetupSite
 * @property {string} name The visitor's name for the site ('' when they gave none).
 * @property {CameraGroup[]} cameras
 */
/**
 * @typedef {object} DemoSetup
 * @property {typeof DEMO_SETUP_VERSION} version
 * @property {SetupSite[]} sites
 */
/** @typedef {'invalid' | 'tooLarge' | 'version'} SetupProblem Why a value is not a setup: not one, over the limits, or a major this reader does not speak. */
/** @typedef {{ ok: true; setup: DemoSetup } | { ok: false; problem: SetupProblem; at: string }} SetupResult */

/**
 * The largest setup a reader accepts: 10 sites of up to 8 kinds of camera, 1 to 1,000 cameras each,
 * a site's name up to 60 characters. Enough for a property portfolio; small enough that a stored
 * request stays a few kilobytes (the demo API takes 16 KB bodies).
 */
export const SETUP_LIMITS = /* @__PURE__ */ Object.freeze({ sites: 10, groupsPerSite: 8, camerasPerGroup: 1000, siteName: 60 });

/** The query parameters, in the order a form writes them. */
export const SETUP_PARAMS = /* @__PURE__ */ Object.freeze({
  version: 'setup',
  site: 'site',
  count: 'count',
  connection: 'connection',
  codec: 'codec',
  resolution: 'resolution',
});

/**
 * The one rule for a number of cameras written as text (a query's `count`, a form's field): digits,
 * spaces around them ignored. NaN when it is not one; whether it is within the limits is
 * countProblem's to say.
 * @param {string} text
 */
export const countOfText = (text) => (/^\s*[0-9]+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * Why a value is not a number of cameras of one kind: not a whole number from 1 (`invalid`), or
 * over SETUP_LIMITS (`tooLarge`); null when it is one.
 * @param {unknown} count
 * @returns {'invalid' | 'tooLarge' | null}
 */
export function countProblem(count) {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return 'invalid';
  return count > SETUP_LIMITS.camerasPerGroup ? 'tooLarge' : null;
}

/** Control characters (line breaks, NUL…) have no place in a site's name. */
const hasControlCharacters = (/** @type {string} */ s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 0x20 || s.charCodeAt(i) === 0x7f) return true;
  return false;
};
const VERSION = /^[1-9][0-9]{0,5}$/;
const isRecord = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {SetupProblem} problem @param {string} at @returns {SetupResult} */
const refuse = (problem, at) => ({ ok: false, problem, at });

/**
 * Checks an untrusted value against the contract and returns it normalised (only the contract's
 * properties; names trimmed), or the first problem with where it is (`sites[1].cameras[0].count`):
 * `invalid` (not a setup), `tooLarge` (over SETUP_LIMITS) or `version` (a major this reader does not
 * speak). Never throws.
 * @param {unknown} value
 * @returns {SetupResult}
 */
export function parseDemoSetup(value) {
  if (!isRecord(value)) return refuse('invalid', '');
  const { version, sites } = /** @type {Record<string, unknown>} */ (value);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return refuse('invalid', 'version');
  if (version !== DEMO_SETUP_VERSION) return refuse('version', 'version');
  if (!Array.isArray(sites) || sites.length === 0) return refuse('invalid', 'sites');
  if (sites.length > SETUP_LIMITS.sites) return refuse('tooLarge', 'sites');
  /** @type {SetupSite[]} */
  const out = [];
  for (const [i, site] of sites.entries()) {
    const at = `sites[${i}]`;
    if (!isRecord(site)) return refuse('invalid', at);
    const { name = '', cameras } = /** @type {Record<string, unknown>} */ (site);
    if (typeof name !== 'string' || hasControlCharacters(name)) return refuse('invalid', `${at}.name`);
    if (name.trim().length > SETUP_LIMITS.siteName) return refuse('tooLarge', `${at}.name`);
    if (!Array.isArray(cameras) || cameras.length === 0) return refuse('invalid', `${at}.cameras`);
    if (cameras.length > SETUP_LIMITS.groupsPerSite) return refuse('tooLarge', `${at}.cameras`);
    /** @type {CameraGroup[]} */
    const groups = [];
    for (const [j, group] of cameras.entries()) {
      const g = `${at}.cameras[${j}]`;
      if (!isRecord(group)) return refuse('invalid', g);
      const { count, connection, codec, resolution } = /** @type {Record<string, unknown>} */ (group);
      const problem = countProblem(count);
      if (problem) return refuse(problem, `${g}.count`);
      if (!CONNECTIONS.includes(/** @type {never} */ (connection))) return refuse('invalid', `${g}.connection`);
      if (!CODECS.includes(/** @type {never} */ (codec))) return refuse('invalid', `${g}.codec`);
      if (!RESOLUTIONS.includes(/** @type {never} */ (resolution))) return refuse('invalid', `${g}.resolution`);
      groups.push(/** @type {CameraGroup} */ ({ count, connection, codec, resolution }));
    }
    out.push({ name: name.trim(), cameras: groups });
  }
  return { ok: true, setup: { version: DEMO_SETUP_VERSION, sites: out } };
}

/**
 * The setup in a page's query (see the top of this file), or null when the query carries none.
 * Reads at most what SETUP_LIMITS allow before it refuses, however long the address.
 * @param {URLSearchParams | string} query
 * @returns {SetupResult | null}
 */
export function setupFromQuery(query) {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const raw = params.get(SETUP_PARAMS.version);
  if (raw === null) return null;
  if (!VERSION.test(raw)) return refuse('invalid', 'version');
  if (Number(raw) !== DEMO_SETUP_VERSION) return refuse('version', 'version');
  /** @type {{ name: string; cameras: Record<string, unknown>[] }[]} */
  const sites = [];
  /** @type {Record<string, unknown> | null} */
  let group = null;
  for (const [key, value] of params) {
    if (key === SETUP_PARAMS.site) {
      if (sites.length === SETUP_LIMITS.sites) return refuse('tooLarge', 'sites');
      sites.push({ name: value, cameras: [] });
      group = null;
    } else if (key === SETUP_PARAMS.count) {
      // Cameras before any site open an unnamed one.
      if (sites.length === 0) sites.push({ name: '', cameras: [] });
      const site = /** @type {(typeof sites)[number]} */ (sites.at(-1));
      if (site.cameras.length === SETUP_LIMITS.groupsPerSite) return refuse('tooLarge', `sites[${sites.length - 1}].cameras`);
      group = { count: countOfText(value) };
      site.cameras.push(group);
    } else if (key === SETUP_PARAMS.connection || key === SETUP_PARAMS.codec || key === SETUP_PARAMS.resolution) {
      if (!group) return refuse('invalid', `sites[${Math.max(sites.length - 1, 0)}].cameras`);
      group[key] = value;
    }
  }
  return parseDemoSetup({ version: DEMO_SETUP_VERSION, sites });
}

/**
 * The query that carries `setup` (without `?`), in the order setupFromQuery reads: what the tool
 * writes into its own address and into the demo form's link.
 * @param {DemoSetup} setup
 * @returns {string}
 */
export function setupToQuery(setup) {
  const params = new URLSearchParams({ [SETUP_PARAMS.version]: String(setup.version) });
  for (const site of setup.sites) {
    params.append(SETUP_PARAMS.site, site.name);
    for (const group of site.cameras) {
      params.append(SETUP_PARAMS.count, String(group.count));
      for (const choice of SETUP_CHOICES) params.append(SETUP_PARAMS[choice], group[choice]);
    }
  }
  return params.toString();
}

/**
 * The query without the setup's parameters (what is left of a page's address once it has been read).
 * @param {URLSearchParams | string} query
 * @returns {string}
 */
export function withoutSetup(query) {
  const params = new URLSearchParams(query);
  for (const name of Object.values(SETUP_PARAMS)) params.delete(name);
  return params.toString();
}

/**
 * How many cameras a site has.
 * @param {SetupSite} site
 * @returns {number}
 */
export const camerasAt = (site) => site.cameras.reduce((n, g) => n + g.count, 0);

/**
 * A camera type as one phrase, in the labels' words (the tool's answer, the sales team's export):
 * "ONVIF (Profile S or T), H.264, up to 1080p (2 MP)"; a value not known says so ("codec not known").
 * @param {Omit<CameraGroup, 'count'>} group
 * @returns {string}
 */
export function groupText(group) {
  return SETUP_CHOICES.map((choice, i) => {
    const value = group[choice];
    if (value === 'unknown') return `${choice} not known`;
    /** @type {string} */
    const label = /** @type {Record<string, string>} */ (SETUP_LABELS[choice])[value] ?? value;
    // After the first part, a label that starts with a word reads in lower case ("up to 1080p"; "H.264" stays).
    return i > 0 && /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  }).join(', ');
}
