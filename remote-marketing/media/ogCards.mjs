/**
 * Link-preview images (Open Graph / Twitter cards, 1200×630) for marketing's pages and the host's
 * default: the shared card (shared/media/cards.mjs) with the page's section and title, and the
 * product's own render on product cards. Rasterised by generate.mjs. The card texts are the pages'
 * titles; change them here when a page's title changes. (The blog makes its own: remote-blog/media.)
 */
import { cardSvg } from '../../shared/media/cards.mjs';
import { DEVICES, DIAGRAMS } from '../../shared/media/illustrations.mjs';
import { sceneSvg } from '../../shared/media/scenes.mjs';
import { PRODUCT_FACTS } from '../../shared/src/protocol/products/productFacts.mjs';

/** Every card the site publishes: file → SVG. `app` is the folder whose src/assets it goes to. */
export function ogCards() {
  const cards = [];
  const add = (app, file, svg) => cards.push({ app, file, svg });
  const text = (app, file, eyebrow, title, art) => add(app, file, cardSvg({ eyebrow, title, art }));

  text('host', 'og/site', 'On-premises vision AI', 'Private AI for the cameras you already have');
  text('remote-marketing', 'og/home', 'On-premises vision AI', 'State-of-the-art AI monitoring, 100% private', sceneSvg('hero-us', 0.3));
  for (const [id, { name, cameras }] of Object.entries(PRODUCT_FACTS))
    add('remote-marketing', `og/product-${id}`, cardSvg({ eyebrow: `Products · ${cameras} cameras`, title: name, art: DEVICES[id]() }));
  text('remote-marketing', 'og/compatibility', 'Products', 'Will Mars work with my cameras?', DEVICES.cameras());
  for (const [id, title, art] of [
    ['entry-to-exit-tracking', 'Entry-to-Exit Tracking', sceneSvg('lobby', 0.55)],
    ['loitering-alerts', 'Loitering & Access Alerts', sceneSvg('parking', 0.25)],
    ['fully-on-premises', 'Fully On-Premises', DIAGRAMS['on-premises']()],
    ['ai-powered-search', 'AI-Powered Search', DIAGRAMS.search()],
  ])
    text('remote-marketing', `og/feature-${id}`, 'Features', title, art);
  for (const [id, title, art] of [
    ['residential', 'Residential', sceneSvg('lobby', 0.2)],
    ['retail', 'Retail', sceneSvg('parking', 0.7)],
    ['warehouses', 'Warehouses', sceneSvg('dock', 0.4)],
    ['healthcare', 'Healthcare', sceneSvg('lobby', 0.8)],
  ])
    text('remote-marketing', `og/industry-${id}`, 'Properties', title, art);
  for (const [id, title] of [
    ['case-studies', 'Case Studies'],
    ['documentation', 'Documentation'],
    ['contact-support', 'Contact Support'],
  ])
    text('remote-marketing', `og/info-${id}`, 'Resources', title);
  for (const [id, title] of [
    ['privacy-policy', 'Privacy Policy'],
    ['terms-of-service', 'Terms of Service'],
    ['cookie-policy', 'Cookie Policy'],
  ])
    text('remote-marketing', `og/legal-${id}`, 'Legal', title);
  return cards;
}
