import type { ArticleMeta, Category } from './types';

/**
 * Category and search combine: an article shows only if its category matches (or All is chosen)
 * and the search text appears in its title or summary, ignoring case.
 */
export function filterArticles<T extends ArticleMeta>(articles: T[], category: Category, search: string): T[] {
  const q = search.trim().toLocaleLowerCase();
  return articles.filter(
    (a) =>
      (category === 'All' || a.category === category) &&
      (q === '' || a.title.toLocaleLowerCase().includes(q) || a.summary.toLocaleLowerCase().includes(q)),
  );
}

export const emptyMessage = (category: Category) => `No articles found in "${category}" category.`;
