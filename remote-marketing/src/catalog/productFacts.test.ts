/**
 * Each product fact is written once (@mars/shared's PRODUCT_FACTS): change a capacity in a copy of
 * the facts and every card, page text, meta description, JSON-LD field, industry page and content
 * file (content/: every one of them, in every country) that states it follows; none keeps the old number.
 */
import { COUNTRIES } from '@mars/shared';
import { PRODUCT_FACTS, type ProductFacts } from '@mars/shared/products';
import { CONTENT_FILES } from '../content/contentFiles';
import { filled } from '../content/facts';
import type { MarkdownNode } from '../content/types';
import { productHead } from '../seo/pageHeads';
import type { ProductId } from './ids';
import { industriesFrom } from './industries';
import { type Facts, productCards, productDetails } from './products';

const IDS = Object.keys(PRODUCT_FACTS) as ProductId[];
const NEW = 987;

/** A Markdown block's text as one string, as it reads (a link's words within their sentence). */
const textOf = (node: MarkdownNode): string =>
  node.items
    ? node.items.map((item) => item.map(textOf).join('')).join('\n')
    : node.tokens
      ? node.tokens.map(textOf).join('')
      : (node.text ?? '');

/** Every string in a value, with where it is. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

describe.each(IDS)('%s: its capacity changed in the facts', (id) => {
  const old = PRODUCT_FACTS[id].cameras;
  const facts: Facts = { ...PRODUCT_FACTS, [id]: { ...PRODUCT_FACTS[id], cameras: NEW } as ProductFacts };
  const { name } = facts[id];
  const card = productCards(facts).find((c) => c.id === id);
  const detail = productDetails(facts)[id];
  const head = productHead(id, facts);
  const industries = industriesFrom(facts);
  /** Every content file as a visitor reads it, filled from these facts (its file named). */
  const content = CONTENT_FILES.map((file) => ({
    name: `content/${file.family}/${file.page}${file.country ? `.${file.country}` : ''}.md`,
    source: JSON.stringify(file),
    said: [
      ...strings(filled(file.meta, { facts, country: COUNTRIES.us }), '.meta'),
      ...filled(file.body, { facts, country: COUNTRIES.us }).map((block, i): [string, string] => [`.body[${i}]`, textOf(block)]),
    ],
  }));

  it('its card, page text, meta description and JSON-LD follow', () => {
    expect(card?.cameras).toBe(`${NEW} cameras`);
    expect(card?.keyFeatures.map((k) => k.label)).toContain(`Up to ${NEW} cameras`);
    expect(detail.cameras).toBe(NEW);
    expect(detail.overview).toContain(String(NEW));
    expect(head.description).toContain(`${NEW}`);
    expect(JSON.stringify(head.jsonLd)).toContain(`"value":${NEW}`);
  });

  it('every industry page that recommends it or answers with it follows', () => {
    for (const industry of Object.values(industries)) {
      const { recommended } = industry;
      if (recommended.product === id) {
        expect(recommended.cameras).toBe(NEW);
        expect(recommended.why).toContain(String(NEW));
      }
      if (recommended.alternative.product === id) expect(recommended.alternative.cameras).toBe(NEW);
      for (const faq of industry.faqs) if (faq.a.includes(name) && /\d/.test(faq.a)) expect(faq.a).toContain(String(NEW));
    }
  });

  it('every content file that states its capacity says the new one', () => {
    const stating = content.filter((f) => f.source.includes(`{${id}.cameras}`));
    for (const file of stating)
      expect({ file: file.name, follows: file.said.some(([, text]) => text.includes(String(NEW))) }).toEqual({
        file: file.name,
        follows: true,
      });
  });

  it('nothing that names it still states the old number', () => {
    const said = [
      // An industry's day scenario counts cameras as an example, checked below against the capacity.
      ...content.flatMap((f) =>
        f.said.filter(([at]) => !at.startsWith('.meta.day')).map(([at, text]) => [`${f.name}${at}`, text] as [string, string]),
      ),
      ...strings(card, 'card'),
      ...strings(detail, 'detail'),
      ...strings(head, 'head'),
      // The day scenarios' counts are examples, checked below against the capacity.
      ...strings(
        Object.values(industries).map(({ day: _day, ...rest }) => rest),
        'industries',
      ),
    ];
    const stale = said.filter(([, text]) => text.includes(name) && new RegExp(`\\b${old}\\b`).test(text));
    expect(stale.map(([at, text]) => `${at}: ${text}`)).toEqual([]);
  });
});

it('each day scenario runs no more cameras on a product than it takes', () => {
  for (const [industry, { day }] of Object.entries(industriesFrom(PRODUCT_FACTS))) {
    const match = day.setting.match(/(\d+) cameras on one (Mars \w+)/);
    if (!match) continue;
    const product = Object.values(PRODUCT_FACTS).find((p) => p.name === match[2]);
    expect({ industry, cameras: Number(match[1]) <= (product?.cameras ?? 0) }).toEqual({ industry, cameras: true });
  }
});
