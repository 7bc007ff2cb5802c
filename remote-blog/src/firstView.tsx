/**
 * Build-time only: every page the blog renders, as HTML for each country, with its head (see
 * shared/src/protocol/firstView/firstViewKey.ts). The index is published per category as a searchable list
 * (the edge puts together `?q=…` from its parts); each article is published under its slug, and a
 * slug the live release does not publish is answered 404 by the edge. A new article is a blog
 * release only.
 */
import { selectCountry, siteStore } from '@mars/shared';
import { firstViewKey, QUERY_TOKEN, QUERY_URL_TOKEN, RESULTS_TOKEN, STATUS_TOKEN } from '@mars/shared/first-view';
import { renderFirstViews, type SearchableList } from '@mars/shared/first-view-render';
import BlogArticle from './article/BlogArticle';
import { CardGrid, Empty } from './blogIndex/BlogIndex.styles';
import { ArticleCard, BlogIndexView, statusText } from './blogIndex/BlogIndexView';
import { ARTICLES } from './content/articles';
import { emptyMessage, filterArticles, searchableText } from './content/filterArticles';
import { CATEGORIES, type Category, categoryHref } from './content/types';
import { articleHead, blogIndexHead } from './seo/pageHeads';

const indexKey = (category: Category) => firstViewKey('blog/BlogIndex', category === 'All' ? {} : { category });

/** One category of the index, in parts the edge filters by the search text (`q`). */
function indexList(category: Category): SearchableList {
  const articles = filterArticles(ARTICLES, category, '');
  const counts = [...Array(articles.length + 1).keys()];
  // The store's country is the one being rendered (renderFirstViews sets it): dates follow it.
  const language = () => selectCountry(siteStore.getState()).language;
  return {
    param: 'q',
    page: (
      <BlogIndexView category={category} search={QUERY_TOKEN} searchHref={QUERY_URL_TOKEN} status={STATUS_TOKEN} results={RESULTS_TOKEN} />
    ),
    status: { plain: counts.map((n) => statusText(n, '')), search: counts.map((n) => statusText(n, QUERY_TOKEN)) },
    list: <CardGrid>{RESULTS_TOKEN}</CardGrid>,
    items: articles.map((a) => ({ element: <ArticleCard article={a} language={language()} />, text: searchableText(a) })),
    empty: <Empty>{emptyMessage(category)}</Empty>,
  };
}

export default () =>
  renderFirstViews(
    {
      ...Object.fromEntries(CATEGORIES.map((c) => [indexKey(c), { path: categoryHref(c, ''), render: () => indexList(c) }])),
      ...Object.fromEntries(
        ARTICLES.map((a) => [
          firstViewKey('blog/BlogArticle', { slug: a.slug }),
          { path: `/blog/${a.slug}`, render: () => <BlogArticle slug={a.slug} notFound={null} /> },
        ]),
      ),
    },
    {
      heads: {
        ...Object.fromEntries(CATEGORIES.map((c) => [indexKey(c), blogIndexHead(c)])),
        ...Object.fromEntries(ARTICLES.map((a) => [firstViewKey('blog/BlogArticle', { slug: a.slug }), articleHead(a)])),
      },
    },
  );
