/** A page's head as its owning app declares it (see head.mjs). */
export interface PageHead {
  /** Canonical path on the site (`/blog/what-is-edge-ai`); none for a page that is not one URL (the 404). */
  path?: string;
  /** The document title, in full. */
  title: string;
  /** Shorter title for link previews (default: `title`). */
  socialTitle?: string;
  description: string;
  /** Open Graph type (default `website`). */
  ogType?: 'website' | 'article';
  /** The link-preview image: 1200×630. A release asset URL, a site path or an absolute URL. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Home › … › this page; a BreadcrumbList is written when there are two or more. */
  breadcrumbs?: { name: string; path: string }[];
  /** JSON-LD objects; site URLs via `siteUrl()`. */
  jsonLd?: Record<string, unknown>[];
  /** YYYY-MM-DD (articles). */
  publishedTime?: string;
  /** YYYY-MM-DD: when the page's content last changed, where the page itself knows (an article's date, a policy's "last updated"). The sitemap's lastmod. */
  modified?: string;
  noindex?: boolean;
  /** Listed in the sitemap (default true unless noindex). */
  sitemap?: boolean;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs?: Record<string, string>;
  text?: string;
}

/** On a site with countries: the page's own country (language, path prefix) and every country's twin of it. */
export interface HeadCountry {
  language: string;
  prefix: string;
  all: { language: string; prefix: string }[];
  /** The x-default's prefix. */
  defaultPrefix: string;
}

export interface HeadContext {
  origin: string;
  releaseBase?: string;
  siteName: string;
  country?: HeadCountry;
}

export const SITE_ORIGIN_PLACEHOLDER: string;
export const HEAD_ATTR: string;
export function siteUrl(path: string): string;
export function canonicalUrl(path: string, origin: string): string;
export function breadcrumbList(crumbs: { name: string; path: string }[], origin: string, prefix?: string): Record<string, unknown>;
export function headTags(head: PageHead, ctx: HeadContext): HeadTag[];
export function headHtml(tags: HeadTag[]): string;
export function jsonLdText(item: unknown): string;
export function escapeText(s: string): string;
export function escapeAttr(s: string): string;
