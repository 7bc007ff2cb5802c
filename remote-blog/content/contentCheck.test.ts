/** @jest-environment node */
import { checkCollection, parseArticle } from './contentCheck.cjs';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const article = (front: Record<string, unknown>, body = words(400)) =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n\n## A heading\n\n${body}\n`;

const good = {
  id: 9,
  slug: 'a-new-article',
  title: 'A new article',
  category: 'Product Updates',
  image: 'what-is-edge-ai',
  imageAlt: 'An image',
  summary: 'A summary',
  date: '2025-09-01',
  readingTime: 2,
};

describe('content check', () => {
  it('accepts a complete article and compiles it with heading ids', () => {
    const { meta, html } = parseArticle(article(good), 'a.md');
    expect(meta).toMatchObject({ slug: 'a-new-article', category: 'Product Updates', readingTime: 2, date: '2025-09-01' });
    expect(html).toContain('<h2 id="a-heading">A heading</h2>');
  });

  it.each(['id', 'slug', 'title', 'category', 'image', 'summary', 'date', 'readingTime'])('rejects a missing %s', (field) => {
    const front: Record<string, unknown> = { ...good };
    delete front[field];
    expect(() => parseArticle(article(front), 'bad.md')).toThrow(`bad.md: missing front matter field "${field}"`);
  });

  it('rejects an unknown category', () => {
    expect(() => parseArticle(article({ ...good, category: 'Opinion' }), 'bad.md')).toThrow('unknown category "Opinion"');
  });

  it('rejects a reading time the text does not support', () => {
    expect(() => parseArticle(article({ ...good, readingTime: 9 }), 'bad.md')).toThrow('readingTime 9 does not match');
  });

  it('drops raw HTML from content', () => {
    const { html } = parseArticle(article(good, `${words(400)}\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>`), 'a.md');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('rejects a duplicate slug across files', () => {
    expect(() =>
      checkCollection([
        { ...good, id: '1', file: 'a.md' },
        { ...good, id: '2', file: 'b.md' },
      ]),
    ).toThrow('duplicate slug "a-new-article" in a.md and b.md');
  });
});
