/**
 * The product line's facts, from the spec (its business constants): each product's name, how many
 * cameras it runs, who it is for, and its page. The one place they are written: marketing builds
 * every sentence, label, meta description, FAQ answer and JSON-LD field that states one from here,
 * and the content checks hold prose to them (capacitiesStated: the blog's articles,
 * remote-blog/content/contentCheck.cjs, and marketing's pages).
 *
 * In @mars/shared rather than published by marketing's release: they are the company's facts, not
 * one team's, and a build must be able to check against them offline and on its own — a blog build
 * that read marketing's live release would depend on what marketing had deployed at that moment.
 * Plain JavaScript so the blog's Node build scripts can read them too.
 */

/** @type {Readonly<Record<import('./productFacts.d.mts').ProductId, import('./productFacts.d.mts').ProductFacts>>} */
export const PRODUCT_FACTS = Object.freeze({
  'mars-node': { name: 'Mars Node', cameras: 4, target: 'homes, small retail', href: '/product/mars-node' },
  'mars-hub': { name: 'Mars Hub', cameras: 10, target: 'small offices, retail', href: '/product/mars-hub' },
  'mars-tower': { name: 'Mars Tower', cameras: 20, target: 'apartments, commercial blocks, campuses', href: '/product/mars-tower' },
  owlie: { name: 'Owlie', cameras: 5, target: 'home security watchman, home AI assistant', href: '/product/owlie' },
});

/** "4 cameras" */
export const camerasText = (n) => `${n} ${n === 1 ? 'camera' : 'cameras'}`;

const NAMES = Object.values(PRODUCT_FACTS)
  .map((p) => p.name)
  .sort((a, b) => b.length - a.length);
const NAME = new RegExp(NAMES.map((n) => n.replace(/ /g, '\\s+')).join('|'), 'g');
/**
 * A capacity stated right after a product's name, within the same clause: "Mars Hub handles 10
 * cameras", "a Mars Hub 10 and…", "Mars Hub (10)". A number followed by another unit (a 10 Mbit/s
 * uplink) or a year is not one.
 */
const CAPACITY =
  /^[^.;:!?]{0,40}?\b(\d{1,3})\b(?=\s*(?:\)|,|;|\.|$|\s+(?:and|or)\b|\s+(?:existing\s+|IP\s+|home\s+)*(?:cameras?|camera\s+streams|streams)\b))/;

/**
 * Every capacity a text states for a product, by hand: a number of cameras right after the
 * product's name, line by line (1-based), with the product's facts — for a check to hold it to them.
 * @param {string} text
 * @param {Readonly<Record<string, import('./productFacts.d.mts').ProductFacts>>} [facts]
 * @returns {{ line: number, text: string, product: import('./productFacts.d.mts').ProductFacts, stated: number }[]}
 */
export function capacitiesStated(text, facts = PRODUCT_FACTS) {
  const byName = new Map(Object.values(facts).map((p) => [p.name, p]));
  const found = [];
  text.split('\n').forEach((line, i) => {
    const mentions = [...line.matchAll(NAME)];
    mentions.forEach((m, k) => {
      const product = byName.get(m[0].replace(/\s+/g, ' '));
      const stated = line.slice(m.index + m[0].length, mentions[k + 1]?.index ?? line.length).match(CAPACITY);
      if (product && stated) found.push({ line: i + 1, text: line, product, stated: Number(stated[1]) });
    });
  });
  return found;
}

/**
 * How a Mars device takes a camera's video, by how the camera connects and what it streams: the
 * facts the compatibility tool answers from (remote-marketing/src/pages/compatibility). Values, not
 * sentences: the tool states each rule in its own words and follows whatever is written here.
 *
 * Sources:
 *  - connections: the site's own statements — how it works, "Mars finds ONVIF and RTSP cameras on
 *    your network", and the documentation, "Mars finds ONVIF cameras automatically; add others by
 *    RTSP URL". A recorder (NVR) that re-streams its cameras over RTSP is read the same way, one
 *    camera per stream. A cloud-only camera sends its video to its maker's servers and offers no
 *    stream on the premises, and Mars processes on the premises (the spec: "Processing happens on
 *    site").
 *  - codecs: marketing's compatibility statement for the tool (issue 40), to be confirmed by the
 *    product team before launch: H.264 and H.265, the codecs ONVIF Profile T names for video
 *    streaming, are read; MJPEG is not promised either way, so the tool asks to confirm it.
 *  - resolution: none. The capacities above are counted in cameras, at any resolution; the tool
 *    says so rather than invent a limit.
 *
 * @type {import('./productFacts.d.mts').CameraSupport}
 */
export const CAMERA_SUPPORT = Object.freeze({
  connection: Object.freeze({
    onvif: 'discovered',
    rtsp: 'by-address',
    nvr: 'through-recorder',
    cloud: 'no-local-stream',
    unknown: 'unknown',
  }),
  codec: Object.freeze({ h264: 'read', h265: 'read', mjpeg: 'to-confirm', unknown: 'unknown' }),
});
