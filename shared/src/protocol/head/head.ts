/**
 * A page's head, from data to tags: one definition for the edge (which writes it into the HTML)
 * and the browser (which keeps it in step on client-side navigation). The owning remote declares a
 * `PageHead` per view; this module turns it into tags with absolute URLs. No dependencies: the edge
 * bundles it as it is.
 */
import { type CountryTwins, ogLocale, underPrefix } from '../country/countryPaths';
import { RELEASE_BASE_PLACEHOLDER } from '../firstView/format';

/** A page's head as its owning app declares it (src/seo/pageHeads.ts). */
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

export interface HeadContext {
  origin: string;
  releaseBase?: string;
  siteName: string;
  /** On a site with countries: the page's own country and every country's twin of it. */
  country?: CountryTwins;
}

/** Site URLs inside a declared head (JSON-LD) start with this; the page's public origin replaces it. */
export const SITE_ORIGIN_PLACEHOLDER = '__MARS_ORIGIN__';

/** An absolute URL on the site, for JSON-LD written before the origin is known: `siteUrl('/blog')`. */
export const siteUrl = (path: string): string => `${SITE_ORIGIN_PLACEHOLDER}${path}`;

/** Marks the tags this module owns, so the browser can replace them and nothing else. */
export const HEAD_ATTR = 'data-head';

const SCHEMA = 'https://schema.org';

/** Replaces both placeholders in every string of a JSON value (a fresh copy: the input is kept). */
function resolve(value: unknown, ctx: { origin: string; releaseBase?: string | undefined }): unknown {
  if (typeof value === 'string')
    return value
      .split(SITE_ORIGIN_PLACEHOLDER)
      .join(ctx.origin)
      .split(RELEASE_BASE_PLACEHOLDER)
      .join(ctx.releaseBase ?? '');
  if (Array.isArray(value)) return value.map((v) => resolve(v, ctx));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, ctx)]));
  return value;
}

/** `/x` on the site, a release asset (placeholder) or an absolute URL → an absolute URL. */
function absolute(url: string, ctx: { origin: string; releaseBase?: string | undefined }): string {
  const resolved = resolve(url, ctx) as string;
  return new URL(resolved, `${ctx.origin}/`).href;
}

/** The canonical URL of a path on the site's public origin. */
export const canonicalUrl = (path: string, origin: string): string => new URL(path, `${origin}/`).href;

/** BreadcrumbList for an inner page: Home › … › this page (in the page's country, `prefix`). */
export function breadcrumbList(crumbs: { name: string; path: string }[], origin: string, prefix = ''): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(underPrefix(c.path, prefix), origin),
    })),
  };
}

/**
 * A page in every country's language, itself included, and the default country's (at the root) as
 * `x-default`: absolute URLs, the same list on every twin. The head's alternates and the sitemap's.
 */
export function twinUrls(path: string, twins: CountryTwins, origin: string): { hreflang: string; href: string }[] {
  const href = (prefix: string) => canonicalUrl(underPrefix(path, prefix), origin);
  return [...twins.all.map((t) => ({ hreflang: t.language, href: href(t.prefix) })), { hreflang: 'x-default', href: href('') }];
}

/**
 * The tags of a page's head, in document order.
 * @param ctx the site's public origin (from the run-time
 *   config), the base URL of the release that declared the head, the site name and, on a site with
 *   countries, the page's country and its twins
 */
export function headTags(head: PageHead, ctx: HeadContext): HeadTag[] {
  const country = ctx.country;
  // A page with no path of its own (the 404) has no canonical URL; each country's page is its own.
  const url = head.path === undefined ? null : canonicalUrl(underPrefix(head.path, country?.prefix ?? ''), ctx.origin);
  const meta = (key: string, value: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: value, content } });
  const tags: HeadTag[] = [{ tag: 'title', text: head.title }, meta('name', 'description', head.description)];
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  if (url && head.path !== undefined && country && !head.noindex)
    for (const { hreflang, href } of twinUrls(head.path, country, ctx.origin))
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } });
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.socialTitle ?? head.title),
    meta('property', 'og:description', head.description),
  );
  if (country) {
    tags.push(meta('property', 'og:locale', ogLocale(country.language)));
    for (const twin of country.all)
      if (twin.language !== country.language) tags.push(meta('property', 'og:locale:alternate', ogLocale(twin.language)));
  }
  if (url) tags.push(meta('property', 'og:url', url));
  if (head.image) {
    const image = absolute(head.image.url, ctx);
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(meta('name', 'twitter:title', head.socialTitle ?? head.title), meta('name', 'twitter:description', head.description));
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  const ld = [...(head.jsonLd ?? []).map((item) => resolve(item, ctx) as Record<string, unknown>)];
  if (head.breadcrumbs && head.breadcrumbs.length > 1) ld.push(breadcrumbList(head.breadcrumbs, ctx.origin, country?.prefix));
  for (const item of ld) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(item) });
  return tags;
}

/** JSON for a <script> data block: `<` escaped, so no value can end the element. */
export const jsonLdText = (item: unknown): string => JSON.stringify(item).replace(/</g, '\\u003c');

export const escapeText = (s: string): string => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** The tags as HTML, each marked with `data-head`. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs = {}, text }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('');
      const open = `<${tag}${attributes} ${HEAD_ATTR}>`;
      if (tag === 'meta' || tag === 'link') return open;
      // A script's text is JSON already made safe (jsonLdText); a title's is plain text.
      return `${open}${tag === 'script' ? text : escapeText(text ?? '')}</${tag}>`;
    })
    .join('');
}
