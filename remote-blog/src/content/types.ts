export const CATEGORIES = ['All', 'Technical Insights', 'Industry Perspectives', 'Case Studies', 'Product Updates'] as const;
export type Category = (typeof CATEGORIES)[number];
export type ArticleCategory = Exclude<Category, 'All'>;

/** The spec's blog article, plus the date, reading time and alt text the pages show. */
export interface ArticleMeta {
  id: string;
  slug: string;
  title: string;
  category: ArticleCategory;
  image: string;
  imageAlt: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  readingTime: number;
}

export interface ArticleModule {
  meta: ArticleMeta;
  html: string;
  image: { avif: string; webp: string };
}

export interface Article extends ArticleMeta {
  html: string;
  imageSet: { avif: string; webp: string };
}
