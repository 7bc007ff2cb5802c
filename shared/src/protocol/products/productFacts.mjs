/**
 * The product line's facts, from the spec (its business constants): each product's name, how many
 * cameras it runs, who it is for, and its page. The one place they are written: marketing builds
 * every sentence, label, meta description, FAQ answer and JSON-LD field that states one from here,
 * and the blog's content check holds its articles' prose to them (remote-blog/content/contentCheck.cjs).
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
