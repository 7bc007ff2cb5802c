import { appIntent, formatDate } from '@mars/shared';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED, findArticle } from '../content/articles';
import { type Article, CATEGORIES, type Category, categoryHref } from '../content/types';
import { ArticlePicture } from '../ui/ArticlePicture';
import { Card, Chips, Featured, Filters, Header, Meta, Page, ReadMore, SearchBox, Status } from './BlogIndex.styles';

/** "3 articles", or "1 article matches “edge”" while a search is on. */
export function statusText(count: number, search: string): string {
  if (!search) return `${count} ${count === 1 ? 'article' : 'articles'}`;
  return `${count} ${count === 1 ? 'article matches' : 'articles match'} “${search}”`;
}

/**
 * The blog index around its results: header, featured article, the search form and the category
 * links, the status line, then `results` (the card grid, or the empty message). The build renders
 * it with tokens in place of the search text, the status and the results, so the edge can put
 * together any filtered view without running the app (see firstView.tsx).
 */
export function BlogIndexView({
  category,
  search,
  searchHref = search,
  status,
  results,
  onSearch,
  searchRef,
}: {
  category: Category;
  search: string;
  /** The search text as it goes into the category links (the build passes a token of its own). */
  searchHref?: string;
  status: string;
  results: React.ReactNode;
  onSearch?: (q: string) => void;
  /** The search form (the live index reads what the visitor typed before it took the page over). */
  searchRef?: Ref<HTMLFormElement>;
}) {
  // A fixed id (one search box a page): the same in the page's HTML and in the app.
  const searchId = 'blog-search';
  const featured = findArticle(FEATURED.slug);
  return (
    <Page>
      <Header>
        <p className="eyebrow">Blog</p>
        <h1>Insights on private, on-premises vision AI</h1>
        <p>Edge AI, building safety and the future of video security, from the team that builds Mars.</p>
      </Header>

      {featured && (
        <Featured aria-labelledby="featured-title">
          <ArticlePicture image={featured.imageSet} alt={featured.imageAlt} width={800} height={450} eager />
          <div>
            <p className="label">
              Featured · <span>{featured.category}</span>
            </p>
            <h2 id="featured-title">{featured.title}</h2>
            <p>{featured.summary}</p>
            <Meta>
              <span>{FEATURED.dateLabel}</span>
              <span>{featured.readingTime} min read</span>
            </Meta>
            <ReadMore to={`/blog/${featured.slug}`}>
              Read More<span className="visually-hidden"> of {featured.title}</span>
            </ReadMore>
          </div>
        </Featured>
      )}

      <Filters>
        <SearchBox>
          {/* A GET form: without JavaScript, Enter loads /blog?q=… and the edge renders the results. */}
          {/* With code the list follows each letter: it comes when the visitor reaches into the form. */}
          <form {...appIntent} ref={searchRef} action="/blog" method="get" onSubmit={(e) => e.preventDefault()}>
            {category !== 'All' && <input type="hidden" name="category" value={category} />}
            <label htmlFor={searchId}>Search articles</label>
            <input
              id={searchId}
              name="q"
              type="search"
              value={search}
              placeholder="Search by title or summary"
              onChange={(e) => onSearch?.(e.target.value)}
              autoComplete="off"
            />
            <button type="submit">Search</button>
          </form>
        </SearchBox>
        <nav aria-label="Categories">
          <Chips>
            {CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={categoryHref(c, searchHref)} aria-current={c === category ? 'true' : undefined} preventScrollReset>
                  {c}
                </Link>
              </li>
            ))}
          </Chips>
        </nav>
      </Filters>

      <Status aria-live="polite">{status}</Status>
      {results}
    </Page>
  );
}

export function ArticleCard({ article, language }: { article: Article; language: string }) {
  return (
    <Card>
      <ArticlePicture image={article.imageSet} alt={article.imageAlt} width={800} height={450} />
      <div>
        <p className="label">{article.category}</p>
        <h2>
          <Link to={`/blog/${article.slug}`}>{article.title}</Link>
        </h2>
        <p>{article.summary}</p>
        <Meta>
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          <span>{article.readingTime} min read</span>
        </Meta>
      </div>
    </Card>
  );
}
