import { BRAND, formatDate, PageHead, SECTION_IDS, sectionPath, selectCountry, trustedHtml, useSiteStore } from '@mars/shared';
import type { ReactNode } from 'react';
import { findArticle } from '../content/articles';
import { articleHead } from '../seo/pageHeads';
import { ArticlePicture } from '../ui/ArticlePicture';
import { Back, Body, Contact, Footer, Hero, Page } from './BlogArticle.styles';

/** Exposed as `blog/BlogArticle`: one article by slug; an unknown slug renders the site's 404 it is given. */
export default function BlogArticle({ slug, notFound = null }: { slug: string; notFound?: ReactNode }) {
  const language = useSiteStore((s) => selectCountry(s).language);
  const article = findArticle(slug);
  if (!article) return <>{notFound}</>;
  return (
    <Page>
      <PageHead head={articleHead(article)} />
      <Back to="/blog">← Back to Blog</Back>
      <Hero>
        <p className="label">{article.category}</p>
        <h1>{article.title}</h1>
        <p className="summary">{article.summary}</p>
        <p className="meta">
          <span>{BRAND.name} Team</span>
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          <span>{article.readingTime} min read</span>
        </p>
      </Hero>
      <ArticlePicture image={article.imageSet} alt={article.imageAlt} width={800} height={450} eager />
      <Body
        // biome-ignore lint/security/noDangerouslySetInnerHtml: compiled at build time from our own Markdown; raw HTML in content files is dropped
        dangerouslySetInnerHTML={{ __html: trustedHtml(article.html) }}
      />
      <Footer>
        <h2>See it on your own cameras</h2>
        <p>Book a 30-minute demo and we will show Mars running on footage like yours.</p>
        <Contact to={sectionPath(SECTION_IDS.demo)}>Contact us for a demo</Contact>
        <Back to="/blog">← Back to Blog</Back>
      </Footer>
    </Page>
  );
}
