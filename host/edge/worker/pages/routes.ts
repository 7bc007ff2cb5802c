/**
 * The site's routes — the live releases' route tables, merged (shared/src/protocol/routes): which module
 * renders each path — and how a request's path is matched and made canonical.
 */
import type { AppRoute } from '@mars/shared/routes';

/** `/blog/:slug` → ['blog', ':slug'] */
const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route for a path and its parameters, or null. Exact segments only: a trailing slash or
 * another letter case is a different path (see canonicalPath).
 */
export function matchRoute<R extends AppRoute>(routes: R[], pathname: string): { route: R; params: Record<string, string> } | null {
  if (pathname !== '/' && pathname.endsWith('/')) return null;
  const parts = segments(pathname);
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (const [i, seg] of pattern.entries()) {
      const part = parts[i] ?? '';
      if (seg.startsWith(':')) {
        try {
          params[seg.slice(1)] = decodeURIComponent(part);
        } catch {
          ok = false; // malformed escape: no page has it
        }
      } else if (seg !== part) ok = false;
      if (!ok) break;
    }
    if (ok) return { route, params };
  }
  return null;
}

/** The form every page's URL has: lower case, no trailing slash, no repeated slashes. */
export function canonicalPath(pathname: string): string {
  const path = `/${segments(pathname).join('/')}`.toLowerCase();
  return path;
}

/** The view's module is rendered with these props: the route's own and the path's parameters. */
export const propsOf = (route: AppRoute, params: Record<string, string>): Record<string, string> => ({ ...(route.props ?? {}), ...params });
