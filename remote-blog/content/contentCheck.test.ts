/** @jest-environment node */
import { PRODUCT_FACTS } from '@mars/shared/products';
import { checkCollection, checkDirectory, checkProductFacts, parseArticle } from './contentCheck.cjs';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const article = (front: Record<string, unknown>, body = words(400)) =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n\n## A heading\n\n${body}\n`;

// An article whose images exist (they are named after the slug).
const good = {
  slug: 'what-is-edge-ai',
  title: 'A new article',
  category: 'Product Updates',
  illustration: 'scene dock 0.3',
  imageAlt: 'An image',
  summary: 'A summary',
  date: '2025-09-01',
};

describe('content check', () => {
  it('accepts a complete article and compiles it with heading ids', () => {
    const { meta, html } = parseArticle(article(good), 'a.md');
    // 400 words + the heading at 200 a minute: the reading time is the text's, not typed.
    expect(meta).toMatchObject({
      slug: 'what-is-edge-ai',
      image: 'what-is-edge-ai',
      category: 'Product Updates',
      readingTime: 2,
      date: '2025-09-01',
    });
    expect(parseArticle(article(good, words(1300)), 'a.md').meta.readingTime).toBe(7);
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
  });

  it.each(['slug', 'title', 'category', 'illustration', 'imageAlt', 'summary', 'date'])('rejects a missing %s', (field) => {
    const front: Record<string, unknown> = { ...good };
    delete front[field];
    expect(() => parseArticle(article(front), 'bad.md')).toThrow(`bad.md: missing front matter field "${field}"`);
  });

  it('rejects an unknown category', () => {
    expect(() => parseArticle(article({ ...good, category: 'Opinion' }), 'bad.md')).toThrow('unknown category "Opinion"');
  });

  it.each([
    ['id', 1, 'nothing uses it'],
    ['readingTime', 2, 'the build computes it from the text'],
    ['image', 'x', 'the images are named after the slug'],
  ])('asks to remove the retired field %s', (field, value, why) => {
    expect(() => parseArticle(article({ ...good, [field]: value }), 'old.md')).toThrow(
      `old.md: remove front matter field "${field}": ${why}`,
    );
  });

  it.each([
    ['scene harbour 0.2', 'no scene "harbour"'],
    ['scene lobby 2', 'the phase is a number from 0 to below 1'],
    ['diagram cloud', 'no diagram "cloud"'],
    ['file missing.svg', 'put the drawing in remote-blog/media/illustrations/'],
    ['photo lobby', 'write "scene <name> <0–1>"'],
  ])('rejects an illustration it cannot draw: %s', (illustration, message) => {
    expect(() => parseArticle(article({ ...good, illustration }), 'pic.md')).toThrow(`pic.md: illustration "${illustration}": ${message}`);
  });

  it('rejects an article whose images are missing, saying which', () => {
    expect(() => parseArticle(article({ ...good, slug: 'no-images-yet' }), 'new.md')).toThrow(
      'new.md: image file src/assets/no-images-yet.avif is missing (make it with: pnpm --filter remote-blog run media -- --only no-images-yet)',
    );
  });

  it('holds product capacities in the prose to the product facts, naming the file, the line and both values', () => {
    const text = 'Intro line.\n\nA Mars Hub handles 12 cameras on one floor.';
    expect(() => parseArticle(article(good, `${words(400)}\n\n${text}`), 'hub.md')).toThrow(
      /^hub\.md, line \d+: says Mars Hub takes 12 cameras, but the product facts say 10 \(shared\/src\/protocol\/products\/productFacts\.mjs\): "A Mars Hub handles 12 cameras on one floor\."$/,
    );
    // Each product in a sentence is held to its own capacity; other numbers are not capacities.
    expect(() => checkProductFacts('A Mars Node handles 4 cameras, a Mars Hub 10 and a Mars Tower 20.', 'a.md')).not.toThrow();
    expect(() => checkProductFacts('A Mars Node handles 4 cameras, a Mars Hub 11 and a Mars Tower 20.', 'a.md')).toThrow(
      'says Mars Hub takes 11 cameras',
    );
    expect(() => checkProductFacts('Mars Hub (10) and Mars Node (5) suit smaller buildings.', 'a.md')).toThrow(
      'says Mars Node takes 5 cameras, but the product facts say 4',
    );
    expect(() => checkProductFacts('One Mars Tower and a 10 Mbit/s uplink, installed in 2024.', 'a.md')).not.toThrow();
    // A changed fact makes the same sentence wrong.
    const facts = { ...PRODUCT_FACTS, 'mars-hub': { ...PRODUCT_FACTS['mars-hub'], cameras: 12 } };
    expect(() => checkProductFacts('A Mars Hub handles 10 cameras.', 'a.md', facts)).toThrow('the product facts say 12');
  });

  it('passes the articles as they are', () => {
    expect(checkDirectory(`${__dirname}/articles`).length).toBeGreaterThanOrEqual(3);
  });

  it('drops raw HTML from content', () => {
    const { html } = parseArticle(article(good, `${words(400)}\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>`), 'a.md');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('rejects a duplicate slug across files', () => {
    expect(() =>
      checkCollection([
        { ...good, file: 'a.md' },
        { ...good, file: 'b.md' },
      ]),
    ).toThrow('duplicate slug "what-is-edge-ai" in a.md and b.md');
  });
});
