import type { ArticleMeta, Category } from './types';

/** The texts a search looks in, lower-cased the way a search text is (the edge filters with these too). */
export const searchableText = (a: Pick<ArticleMeta, 'title' | 'summary'>): string[] => [a.title.toLowerCase(), a.summary.toLowerCase()];

/**
 * Category and search combine: an article shows only if its category matches (or All is chosen)
 * and the search text appears in its title or summary, ignoring case.
 */
export function filterArticles<T extends ArticleMeta>(articles: T[], category: Category, search: string): T[] {
  const q = search.trim().toLowerCase();
  return articles.filter(
    (a) => (category === 'All' || a.category === category) && (q === '' || searchableText(a).some((t) => t.includes(q))),
  );
}

export const emptyMessage = (category: Category) => `No articles found in "${category}" category.`;
