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
