import { BRAND } from '@mars/shared';
import type { Article } from '../content/types';

/** Title, description, Open Graph tags and JSON-LD BlogPosting (React 19 hoists meta into <head>). */
export function ArticleMeta({ article }: { article: Article }) {
  const url = `${location.origin}/blog/${article.slug}`;
  const image = new URL(article.imageSet.webp, location.href).href;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    image,
    datePublished: article.date,
    articleSection: article.category,
    timeRequired: `PT${article.readingTime}M`,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: BRAND.name },
    publisher: { '@type': 'Organization', name: BRAND.name },
  };
  return (
    <>
      <title>{`${article.title} | ${BRAND.name}`}</title>
      <meta name="description" content={article.summary} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={article.title} />
      <meta property="og:description" content={article.summary} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="article:published_time" content={article.date} />
      <script
        type="application/ld+json"
        // JSON data, not script: '<' is escaped so the text can never close the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built here from our own article fields
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
