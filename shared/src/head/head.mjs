/**
 * A page's head, from data to tags: one definition for the edge (which writes it into the HTML)
 * and the browser (which keeps it in step on client-side navigation). The owning remote declares a
 * `PageHead` per view; this module turns it into tags with absolute URLs. Plain JavaScript with no
 * dependencies, so the edge runs it as it is. Types: head.d.mts.
 */
import { RELEASE_BASE_PLACEHOLDER } from '../firstView/format.mjs';

/** Site URLs inside a declared head (JSON-LD) start with this; the page's public origin replaces it. */
export const SITE_ORIGIN_PLACEHOLDER = '__MARS_ORIGIN__';

/** An absolute URL on the site, for JSON-LD written before the origin is known: `siteUrl('/blog')`. */
export const siteUrl = (path) => `${SITE_ORIGIN_PLACEHOLDER}${path}`;

/** Marks the tags this module owns, so the browser can replace them and nothing else. */
export const HEAD_ATTR = 'data-head';

const SCHEMA = 'https://schema.org';

/** Replaces both placeholders in every string of a JSON value (a fresh copy: the input is kept). */
function resolve(value, ctx) {
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
function absolute(url, ctx) {
  const resolved = resolve(url, ctx);
  return new URL(resolved, `${ctx.origin}/`).href;
}

/** The canonical URL of a path on the site's public origin. */
export const canonicalUrl = (path, origin) => new URL(path, `${origin}/`).href;

/** A page's path under a country's prefix: ('/blog', '/in') → '/in/blog'; ('/', '/in') → '/in'. */
const under = (path, prefix = '') => (!prefix ? path : path === '/' ? prefix : `${prefix}${path}`);

/** BreadcrumbList for an inner page: Home › … › this page (in the page's country, `prefix`). */
export function breadcrumbList(crumbs, origin, prefix = '') {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(under(c.path, prefix), origin),
    })),
  };
}

/**
 * The tags of a page's head, in document order.
 * @param {import('./head.d.mts').PageHead} head
 * @param {import('./head.d.mts').HeadContext} ctx the site's public origin (from the run-time
 *   config), the base URL of the release that declared the head, the site name and, on a site with
 *   countries, the page's country and its twins
 * @returns {import('./head.d.mts').HeadTag[]}
 */
export function headTags(head, ctx) {
  const country = ctx.country;
  // A page with no path of its own (the 404) has no canonical URL; each country's page is its own.
  const url = head.path === undefined ? null : canonicalUrl(under(head.path, country?.prefix), ctx.origin);
  const meta = (key, value, content) => ({ tag: 'meta', attrs: { [key]: value, content } });
  const tags = [{ tag: 'title', text: head.title }, meta('name', 'description', head.description)];
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  // The page in every country's language, itself included, and the default country's as x-default.
  if (url && country && !head.noindex) {
    const alternate = (hreflang, prefix) => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang, href: canonicalUrl(under(head.path, prefix), ctx.origin) },
    });
    for (const twin of country.all) tags.push(alternate(twin.language, twin.prefix));
    tags.push(alternate('x-default', country.defaultPrefix));
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.socialTitle ?? head.title),
    meta('property', 'og:description', head.description),
  );
  if (country) {
    const locale = (language) => language.replace('-', '_');
    tags.push(meta('property', 'og:locale', locale(country.language)));
    for (const twin of country.all)
      if (twin.language !== country.language) tags.push(meta('property', 'og:locale:alternate', locale(twin.language)));
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
  const ld = [...(head.jsonLd ?? []).map((item) => resolve(item, ctx))];
  if (head.breadcrumbs && head.breadcrumbs.length > 1) ld.push(breadcrumbList(head.breadcrumbs, ctx.origin, country?.prefix));
  for (const item of ld) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(item) });
  return tags;
}

/** JSON for a <script> data block: `<` escaped, so no value can end the element. */
export const jsonLdText = (item) => JSON.stringify(item).replace(/</g, '\\u003c');

export const escapeText = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s) => escapeText(s).replace(/"/g, '&quot;');

/** The tags as HTML, each marked with `data-head`. */
export function headHtml(tags) {
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
