import { registerReactInstance, selectCountry, useSiteStore } from '@mars/shared';
import React, { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLES, FEATURED, findArticle, formatDate } from '../content/articles';
import { emptyMessage, filterArticles } from '../content/filterArticles';
import { CATEGORIES, type Category } from '../content/types';
import { ArticlePicture } from '../ui/ArticlePicture';
import { Card, CardGrid, Empty, Featured, Filters, Header, Meta, Page, ReadMore, SearchBox, Status } from './BlogIndex.styles';

registerReactInstance(React);

const isCategory = (v: string | null): v is Category => CATEGORIES.includes(v as Category);

/**
 * Exposed as `blog/BlogIndex`. The chosen category and search text live in the URL query
 * (?category=…&q=…), so a filtered view can be shared and Back/Forward step through choices.
 */
export default function BlogIndex() {
  const [params, setParams] = useSearchParams();
  const language = useSiteStore((s) => selectCountry(s).language);
  const searchId = useId();
  const categoryParam = params.get('category');
  const category: Category = isCategory(categoryParam) ? categoryParam : 'All';
  const search = params.get('q') ?? '';
  const results = filterArticles(ARTICLES, category, search);
  const featured = findArticle(FEATURED.slug);

  const update = (next: { category?: Category; q?: string }, replace: boolean) => {
    const p = new URLSearchParams(params);
    const c = next.category ?? category;
    const q = next.q ?? search;
    c === 'All' ? p.delete('category') : p.set('category', c);
    q === '' ? p.delete('q') : p.set('q', q);
    // Typing replaces the entry (Back should not replay every keystroke); a category click adds one.
    setParams(p, { replace, preventScrollReset: true });
  };

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
          <label htmlFor={searchId}>Search articles</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="Search by title or summary"
            onChange={(e) => update({ q: e.target.value }, true)}
            autoComplete="off"
          />
        </SearchBox>
        <fieldset>
          <legend className="visually-hidden">Filter by category</legend>
          {CATEGORIES.map((c) => (
            <button key={c} type="button" aria-pressed={c === category} onClick={() => update({ category: c }, false)}>
              {c}
            </button>
          ))}
        </fieldset>
      </Filters>

      <Status aria-live="polite">
        {search ? (
          <>
            {results.length} {results.length === 1 ? 'article matches' : 'articles match'} “{search}”
          </>
        ) : (
          <>
            {results.length} {results.length === 1 ? 'article' : 'articles'}
          </>
        )}
      </Status>

      {results.length === 0 ? (
        <Empty>{emptyMessage(category)}</Empty>
      ) : (
        <CardGrid>
          {results.map((a) => (
            <Card key={a.slug}>
              <ArticlePicture image={a.imageSet} alt={a.imageAlt} width={800} height={450} />
              <div>
                <p className="label">{a.category}</p>
                <h2>
                  <Link to={`/blog/${a.slug}`}>{a.title}</Link>
                </h2>
                <p>{a.summary}</p>
                <Meta>
                  <time dateTime={a.date}>{formatDate(a.date, language)}</time>
                  <span>{a.readingTime} min read</span>
                </Meta>
              </div>
            </Card>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
