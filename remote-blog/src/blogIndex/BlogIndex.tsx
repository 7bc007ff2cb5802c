import { PageHead, selectCountry, useSiteStore, useTypedBeforeHydration } from '@mars/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ARTICLES } from '../content/articles';
import { emptyMessage, filterArticles } from '../content/filterArticles';
import { type Category, isCategory } from '../content/types';
import { blogIndexHead } from '../seo/pageHeads';
import { CardGrid, Empty } from './BlogIndex.styles';
import { ArticleCard, BlogIndexView, statusText } from './BlogIndexView';

/**
 * Exposed as `blog/BlogIndex`. The chosen category and search text live in the URL query
 * (?category=…&q=…), so a filtered view can be shared, Back/Forward step through choices, and the
 * edge renders the same view for a visitor without JavaScript.
 */
export default function BlogIndex() {
  const [params, setParams] = useSearchParams();
  const language = useSiteStore((s) => selectCountry(s).language);
  const categoryParam = params.get('category');
  const category: Category = isCategory(categoryParam) ? categoryParam : 'All';
  const search = params.get('q') ?? '';
  const results = filterArticles(ARTICLES, category, search);

  // Typing replaces the history entry (Back should not replay every keystroke); a category link adds one.
  const onSearch = (q: string) => {
    const p = new URLSearchParams(params);
    q === '' ? p.delete('q') : p.set('q', q);
    setParams(p, { replace: true, preventScrollReset: true });
  };
  // A search typed into the page's form before this code arrived applies at once.
  const searchForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchForm, (typed) => typed.q !== undefined && onSearch(typed.q));

  return (
    <>
      <PageHead head={blogIndexHead(category)} />
      <BlogIndexView
        category={category}
        search={search}
        status={statusText(results.length, search)}
        onSearch={onSearch}
        searchRef={searchForm}
        results={
          results.length === 0 ? (
            <Empty>{emptyMessage(category)}</Empty>
          ) : (
            <CardGrid>
              {results.map((a) => (
                <ArticleCard key={a.slug} article={a} language={language} />
              ))}
            </CardGrid>
          )
        }
      />
    </>
  );
}
