/**
 * `/sitemap.xml` and `/robots.txt` for the host's origin, composed from the live releases: every
 * page a release declares a head for (and does not mark noindex) whose path the live host routes,
 * in every country the host release names — each URL with its twins as `xhtml:link` alternates
 * (hreflang, x-default: the default country's). A new article is in the sitemap as soon as its
 * blog release is live; nothing else is rebuilt.
 *
 * `lastmod` is the day the page's content last changed: the date the page itself declares (an
 * article's, a policy's "last updated"), else since when its release record says its views and
 * head have been what they are (deploy/publish.ts), else the release's own date.
 */
import { countryPrefix, countryTwins, underPrefix } from '@mars/shared/country-paths';
import type { FirstViewFile } from '@mars/shared/first-view';
import { canonicalUrl, escapeAttr, escapeText, twinUrls } from '@mars/shared/head';
import type { AppRoute } from '@mars/shared/routes';
import { matchRoute } from './routes';

interface SitemapRelease {
  firstView: FirstViewFile | null;
  publishedAt?: string | undefined;
  pages?: Record<string, { since: string }> | undefined;
}

/** The site's routes, the public origin, the live releases and the host's countries. */
export function sitemapXml({
  routes,
  origin,
  releases,
  countries,
}: {
  routes: AppRoute[];
  origin: string;
  releases: SitemapRelease[];
  countries?: { fallback: string; languages?: Record<string, string> } | undefined;
}): string {
  const languages = countries?.languages ?? {};
  const fallback = countries?.fallback ?? '';
  const codes = Object.keys(languages);
  const pages = new Map<string, string | undefined>();
  for (const release of releases) {
    for (const [key, head] of Object.entries(release.firstView?.heads ?? {})) {
      if (!head.path || head.noindex || head.sitemap === false || !matchRoute(routes, head.path)) continue;
      pages.set(head.path, head.modified ?? release.pages?.[key]?.since ?? release.publishedAt?.slice(0, 10));
    }
  }
  const entries: [loc: string, xml: string][] = [];
  for (const [path, lastmod] of pages) {
    // The same alternates on every twin (the head's: twinUrls).
    const alternates = codes.length
      ? twinUrls(path, countryTwins(fallback, languages, fallback), origin)
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeAttr(hreflang)}" href="${escapeAttr(href)}"/>`)
          .join('')
      : '';
    for (const code of codes.length ? codes : [fallback]) {
      const loc = canonicalUrl(underPrefix(path, countryPrefix(code, fallback)), origin);
      entries.push([loc, `  <url><loc>${escapeText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`]);
    }
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.map(([, xml]) => xml).join('\n')}\n</urlset>\n`
  );
}

export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml', origin)}\n`;
