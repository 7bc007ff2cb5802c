import { ARTICLES } from './articles';
import { emptyMessage, filterArticles } from './filterArticles';
import { CATEGORIES } from './types';

const slugs = (xs: { slug: string }[]) => xs.map((a) => a.slug).sort();

describe('blog filter', () => {
  it('All shows every article', () => {
    expect(slugs(filterArticles(ARTICLES, 'All', ''))).toEqual([
      'smarter-safer-real-time',
      'the-end-of-static-surveillance',
      'what-is-edge-ai',
    ]);
  });

  it.each([
    ['Technical Insights', ['what-is-edge-ai']],
    ['Industry Perspectives', ['smarter-safer-real-time', 'the-end-of-static-surveillance']],
    ['Case Studies', []],
    ['Product Updates', []],
  ] as const)('%s shows only its articles', (category, expected) => {
    expect(slugs(filterArticles(ARTICLES, category, ''))).toEqual(expected);
  });

  it('search matches the title or the summary, ignoring case', () => {
    expect(slugs(filterArticles(ARTICLES, 'All', 'EDGE AI'))).toEqual(['what-is-edge-ai']); // title
    expect(slugs(filterArticles(ARTICLES, 'All', 'alerts a small team'))).toEqual(['smarter-safer-real-time']); // summary only
    expect(slugs(filterArticles(ARTICLES, 'All', '  static  '))).toEqual(['the-end-of-static-surveillance']);
    // The body is never searched: this phrase is in one article's body and nowhere else.
    const bodyOnly = 'guard in front of a wall';
    expect(ARTICLES.filter((a) => a.html.toLowerCase().includes(bodyOnly)).map((a) => a.slug)).toEqual(['smarter-safer-real-time']);
    expect(filterArticles(ARTICLES, 'All', bodyOnly)).toEqual([]);
  });

  it('category and search combine', () => {
    expect(slugs(filterArticles(ARTICLES, 'Industry Perspectives', 'real-time'))).toEqual(['smarter-safer-real-time']);
    expect(filterArticles(ARTICLES, 'Technical Insights', 'static')).toEqual([]);
  });

  it('has the exact empty-result message', () => {
    expect(emptyMessage('Case Studies')).toBe('No articles found in "Case Studies" category.');
  });

  it('has the spec categories and article mapping', () => {
    expect(CATEGORIES).toEqual(['All', 'Technical Insights', 'Industry Perspectives', 'Case Studies', 'Product Updates']);
    const bySlug = Object.fromEntries(ARTICLES.map((a) => [a.slug, a]));
    expect(bySlug['what-is-edge-ai']).toMatchObject({ category: 'Technical Insights', date: '2025-08-05', readingTime: 4 });
    expect(bySlug['smarter-safer-real-time']).toMatchObject({ category: 'Industry Perspectives', date: '2025-08-11', readingTime: 3 });
    expect(bySlug['the-end-of-static-surveillance']).toMatchObject({
      category: 'Industry Perspectives',
      date: '2025-08-13',
      readingTime: 3,
    });
  });
});
