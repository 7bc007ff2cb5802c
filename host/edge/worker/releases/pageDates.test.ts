/**
 * @jest-environment node
 */
import { webcrypto } from 'node:crypto';
import { datePages } from './pageDates';

if (!globalThis.crypto) Object.assign(globalThis, { crypto: webcrypto });

const file = (articleHtml: string, indexTitle = 'Blog') => ({
  css: { rules: [], byView: {} },
  views: { 'blog/BlogArticle?slug=a': { us: articleHtml, in: articleHtml }, 'blog/BlogIndex': { us: '<h1>Blog</h1>' } },
  heads: {
    'blog/BlogArticle?slug=a': { path: '/blog/a', title: 'A', description: 'A' },
    'blog/BlogIndex': { path: '/blog', title: indexTitle, description: 'All' },
  },
});

describe("a release's page dates (the sitemap's lastmod)", () => {
  it('a page whose views and head are unchanged keeps its date; a changed or new one is dated the day of the release', async () => {
    const first = await datePages(file('<h1>A</h1>'), {}, '2026-01-10');
    expect(first['blog/BlogArticle?slug=a']?.since).toBe('2026-01-10');
    const second = await datePages(file('<h1>A</h1>', 'Blog, renamed'), first, '2026-03-02');
    expect(second['blog/BlogArticle?slug=a']).toEqual(first['blog/BlogArticle?slug=a']);
    expect(second['blog/BlogIndex']?.since).toBe('2026-03-02');
    const third = await datePages(file('<h1>A, corrected</h1>', 'Blog, renamed'), second, '2026-04-20');
    expect(third['blog/BlogArticle?slug=a']?.since).toBe('2026-04-20');
    expect(third['blog/BlogIndex']?.since).toBe('2026-03-02');
  });
});
