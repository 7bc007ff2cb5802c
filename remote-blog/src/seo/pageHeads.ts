/**
 * The head of every page the blog renders (the index, its category views and each article). The
 * build publishes them with the first views, so the edge writes them into the HTML; the pages
 * render the same with <PageHead> for client-side navigation.
 */
import { BRAND, type PageHeadData, siteUrl } from '@mars/shared';
import blogCard from '../assets/og/blog.jpg';
import type { Article } from '../content/types';
import { type Category, categoryHref } from '../content/types';

const home = { name: 'Home', path: '/' };
const blog = { name: 'Blog', path: '/blog' };
const BLOG_DESCRIPTION = 'Perspectives on edge AI, privacy-first video analytics and safer buildings.';

/** `/blog`, or one category of it (`/blog?category=Technical+Insights`: its own page, not in the sitemap). */
export function blogIndexHead(category: Category): PageHeadData {
  const all = category === 'All';
  const path = categoryHref(category, '');
  return {
    path,
    title: all ? `Blog | ${BRAND.name}` : `${category} | Blog | ${BRAND.name}`,
    description: all ? BLOG_DESCRIPTION : `${category} articles from the ${BRAND.name} blog. ${BLOG_DESCRIPTION}`,
    image: { url: blogCard, width: 1200, height: 630, alt: `The ${BRAND.name} blog: insights on private, on-premises vision AI` },
    breadcrumbs: all ? [home, blog] : [home, blog, { name: category, path }],
    sitemap: all,
  };
}

export function articleHead(article: Article): PageHeadData {
  const path = `/blog/${article.slug}`;
  const image = article.imageSet.og;
  const team = { '@type': 'Organization', name: BRAND.name, url: siteUrl('/') };
  return {
    path,
    title: `${article.title} | ${BRAND.name}`,
    socialTitle: article.title,
    description: article.summary,
    ogType: 'article',
    image: { url: image, width: 1200, height: 630, alt: article.imageAlt },
    publishedTime: article.date,
    modified: article.date,
    breadcrumbs: [home, blog, { name: article.title, path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.summary,
        image,
        datePublished: article.date,
        articleSection: article.category,
        timeRequired: `PT${article.readingTime}M`,
        url: siteUrl(path),
        mainEntityOfPage: siteUrl(path),
        author: team,
        publisher: { ...team, logo: { '@type': 'ImageObject', url: siteUrl('/favicon.svg') } },
      },
    ],
  };
}
