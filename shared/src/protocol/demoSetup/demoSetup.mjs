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
 * Plain JavaScript (with demoSetup.d.mts): the demo API runs it on Node with no TypeScript step. Not
 * part of the page's shared singleton: each app bundles the copy it was built with, so a new
 * release never depends on what the live host happens to provide.
 */

// (`@__PURE__`: a bundle that uses none of these tables leaves them out; a top-level call would otherwise be kept.)

/** The major version this module writes and reads. */
export const DEMO_SETUP_VERSION = 1;

/** How a camera's video can be reached: over ONVIF, a plain RTSP address, only through a recorder, only through its maker's cloud, or not known. */
export const CONNECTIONS = /* @__PURE__ */ Object.freeze(['onvif', 'rtsp', 'nvr', 'cloud', 'unknown']);
/** What the camera's stream is encoded as. */
export const CODECS = /* @__PURE__ */ Object.freeze(['h264', 'h265', 'mjpeg', 'unknown']);
/** The camera's resolution class. */
export const RESOLUTIONS = /* @__PURE__ */ Object.freeze(['2mp', '5mp', '8mp', 'unknown']);

/**
 * What each value means, in the words both teams show (the tool's choices, the demo form's, the
 * sales team's export): part of the contract, so a value cannot mean two things on two pages.
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

/** Control characters (line breaks, NUL…) have no place in a site's name. */
const hasControlCharacters = (/** @type {string} */ s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 0x20 || s.charCodeAt(i) === 0x7f) return true;
  return false;
};
const COUNT = /^[1-9][0-9]{0,5}$/;

/** @param {string} at @param {'invalid' | 'tooLarge' | 'version'} problem */
const refuse = (problem, at) => ({ ok: false, problem, at });

/**
 * Checks an untrusted value against the contract and returns it normalised (only the contract's
 * properties; names trimmed), or the first problem with where it is (`sites[1].cameras[0].count`):
 * `invalid` (not a setup), `tooLarge` (over SETUP_LIMITS) or `version` (a major this reader does not
 * speak). Never throws.
 * @param {unknown} value
 * @returns {import('./demoSetup.d.mts').SetupResult}
 */
export function parseDemoSetup(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('invalid', '');
  const { version, sites } = /** @type {Record<string, unknown>} */ (value);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return refuse('invalid', 'version');
  if (version !== DEMO_SETUP_VERSION) return refuse('version', 'version');
  if (!Array.isArray(sites) || sites.length === 0) return refuse('invalid', 'sites');
  if (sites.length > SETUP_LIMITS.sites) return refuse('tooLarge', 'sites');
  const out = [];
  for (const [i, site] of sites.entries()) {
    const at = `sites[${i}]`;
    if (typeof site !== 'object' || site === null || Array.isArray(site)) return refuse('invalid', at);
    const { name = '', cameras } = /** @type {Record<string, unknown>} */ (site);
    if (typeof name !== 'string' || hasControlCharacters(name)) return refuse('invalid', `${at}.name`);
    if (name.trim().length > SETUP_LIMITS.siteName) return refuse('tooLarge', `${at}.name`);
    if (!Array.isArray(cameras) || cameras.length === 0) return refuse('invalid', `${at}.cameras`);
    if (cameras.length > SETUP_LIMITS.groupsPerSite) return refuse('tooLarge', `${at}.cameras`);
    const groups = [];
    for (const [j, group] of cameras.entries()) {
      const g = `${at}.cameras[${j}]`;
      if (typeof group !== 'object' || group === null || Array.isArray(group)) return refuse('invalid', g);
      const { count, connection, codec, resolution } = /** @type {Record<string, unknown>} */ (group);
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return refuse('invalid', `${g}.count`);
      if (count > SETUP_LIMITS.camerasPerGroup) return refuse('tooLarge', `${g}.count`);
      if (!CONNECTIONS.includes(/** @type {never} */ (connection))) return refuse('invalid', `${g}.connection`);
      if (!CODECS.includes(/** @type {never} */ (codec))) return refuse('invalid', `${g}.codec`);
      if (!RESOLUTIONS.includes(/** @type {never} */ (resolution))) return refuse('invalid', `${g}.resolution`);
      groups.push({ count, connection, codec, resolution });
    }
    out.push({ name: name.trim(), cameras: groups });
  }
  return { ok: true, setup: /** @type {never} */ ({ version: DEMO_SETUP_VERSION, sites: out }) };
}

/**
 * The setup in a page's query (see the top of this file), or null when the query carries none.
 * Reads at most what SETUP_LIMITS allow before it refuses, however long the address.
 * @param {URLSearchParams | string} query
 * @returns {import('./demoSetup.d.mts').SetupResult | null}
 */
export function setupFromQuery(query) {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const raw = params.get(SETUP_PARAMS.version);
  if (raw === null) return null;
  const version = COUNT.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(version)) return refuse('invalid', 'version');
  if (version !== DEMO_SETUP_VERSION) return refuse('version', 'version');
  /** @type {{ name: string; cameras: Record<string, unknown>[] }[]} */
  const sites = [];
  /** @type {Record<string, unknown> | null} */
  let group = null;
  const current = () => {
    if (sites.length === 0) sites.push({ name: '', cameras: [] });
    return /** @type {(typeof sites)[number]} */ (sites.at(-1));
  };
  for (const [key, value] of params) {
    if (key === SETUP_PARAMS.site) {
      if (sites.length === SETUP_LIMITS.sites) return refuse('tooLarge', 'sites');
      sites.push({ name: value, cameras: [] });
      group = null;
    } else if (key === SETUP_PARAMS.count) {
      const site = current();
      if (site.cameras.length === SETUP_LIMITS.groupsPerSite) return refuse('tooLarge', `sites[${sites.length - 1}].cameras`);
      group = { count: COUNT.test(value) ? Number(value) : value };
      site.cameras.push(group);
    } else if (key === SETUP_PARAMS.connection || key === SETUP_PARAMS.codec || key === SETUP_PARAMS.resolution) {
      if (!group) return refuse('invalid', `sites[${Math.max(sites.length - 1, 0)}].cameras`);
      group[key] = value;
    }
  }
  return parseDemoSetup({ version, sites });
}

/**
 * The query that carries `setup` (without `?`), in the order setupFromQuery reads: what the tool
 * writes into its own address and into the demo form's link.
 * @param {import('./demoSetup.d.mts').DemoSetup} setup
 * @returns {string}
 */
export function setupToQuery(setup) {
  const params = new URLSearchParams({ [SETUP_PARAMS.version]: String(setup.version) });
  for (const site of setup.sites) {
    params.append(SETUP_PARAMS.site, site.name);
    for (const group of site.cameras) {
      params.append(SETUP_PARAMS.count, String(group.count));
      params.append(SETUP_PARAMS.connection, group.connection);
      params.append(SETUP_PARAMS.codec, group.codec);
      params.append(SETUP_PARAMS.resolution, group.resolution);
    }
  }
  return params.toString();
}

/** The query without the setup's parameters (what is left of a page's address once it has been read). */
export function withoutSetup(/** @type {URLSearchParams | string} */ query) {
  const params = new URLSearchParams(query);
  for (const name of Object.values(SETUP_PARAMS)) params.delete(name);
  return params.toString();
}

/** How many cameras a site has. */
export const camerasAt = (/** @type {import('./demoSetup.d.mts').SetupSite} */ site) => site.cameras.reduce((n, g) => n + g.count, 0);
