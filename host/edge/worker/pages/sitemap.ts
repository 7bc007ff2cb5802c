/**
 * `/sitemap.xml` and `/robots.txt` for the host's origin, composed from the live releases: every
 * page a release declares a head for (and does not mark noindex) whose path the live host routes.
 * A new article is in the sitemap as soon as its blog release is live; nothing else is rebuilt.
 */
import type { FirstViewFile } from '@mars/shared/first-view';
import { canonicalUrl, escapeText } from '@mars/shared/head';
import type { AppRoute } from '@mars/shared/routes';
import { matchRoute } from './routes';

/** The site's routes, the public origin and the live releases. */
export function sitemapXml({
  routes,
  origin,
  releases,
}: {
  routes: AppRoute[];
  origin: string;
  releases: { firstView: FirstViewFile | null; publishedAt?: string | undefined }[];
}): string {
  const urls = new Map<string, string | undefined>();
  for (const release of releases) {
    const lastmod = release.publishedAt?.slice(0, 10);
    for (const head of Object.values(release.firstView?.heads ?? {})) {
      if (!head.path || head.noindex || head.sitemap === false || !matchRoute(routes, head.path)) continue;
      urls.set(canonicalUrl(head.path, origin), lastmod);
    }
  }
  const entries = [...urls]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([loc, lastmod]) => `  <url><loc>${escapeText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml', origin)}\n`;
