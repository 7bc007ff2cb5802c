export const CATEGORIES = ['All', 'Technical Insights', 'Industry Perspectives', 'Case Studies', 'Product Updates'] as const;
export type Category = (typeof CATEGORIES)[number];
export type ArticleCategory = Exclude<Category, 'All'>;

export const isCategory = (v: string | null): v is Category => CATEGORIES.includes(v as Category);

/**
 * The URL of the blog index for a category and search text: a real link, so the filters work
 * without JavaScript and a filtered view can be shared (`/blog?category=Technical+Insights&q=edge`).
 */
export function categoryHref(category: Category, search: string): string {
  const params = new URLSearchParams();
  if (category !== 'All') params.set('category', category);
  if (search !== '') params.set('q', search);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** The spec's blog article, plus the date, reading time and alt text the pages show. */
export interface ArticleMeta {
  slug: string;
  title: string;
  category: ArticleCategory;
  /** The images' base name under src/assets: the slug. */
  image: string;
  imageAlt: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  /** Minutes, computed from the text at build time (200 words a minute). */
  readingTime: number;
}

/** The article's picture (AVIF with WebP fallback) and its 1200×630 link-preview image. */
export interface ArticleImages {
  avif: string;
  webp: string;
  og: string;
}

export interface ArticleModule {
  meta: ArticleMeta;
  html: string;
  image: ArticleImages;
}

export interface Article extends ArticleMeta {
  html: string;
  imageSet: ArticleImages;
}
