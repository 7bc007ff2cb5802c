import { articleModules } from './articleFiles';
import type { Article } from './types';

/** All articles, newest first. */
export const ARTICLES: Article[] = articleModules
  .map((m) => ({ ...m.meta, html: m.html, imageSet: m.image }))
  .sort((a, b) => b.date.localeCompare(a.date));

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** The featured article on /blog (spec: dated Sept 2025, Read More → the static-surveillance article). */
export const FEATURED = { slug: 'the-end-of-static-surveillance', dateLabel: 'Sept 2025' } as const;
