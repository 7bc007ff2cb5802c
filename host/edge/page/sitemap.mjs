/**
 * `/sitemap.xml` and `/robots.txt` for the host's origin, composed from the live releases: every
 * page a release declares a head for (and does not mark noindex) whose path the live host routes.
 * A new article is in the sitemap as soon as its blog release is live; nothing else is rebuilt.
 */
import { canonicalUrl, escapeText } from '../../../shared/src/head/head.mjs';
import { matchRoute } from './routes.mjs';

/**
 * @param {{ routes: import('./routes.mjs').SiteRoute[], origin: string,
 *   releases: { firstView: any, publishedAt?: string }[] }} o the site's routes, the public origin and the live releases
 */
export function sitemapXml({ routes, origin, releases }) {
  const urls = new Map();
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

export const robotsTxt = (origin) => `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml', origin)}\n`;
