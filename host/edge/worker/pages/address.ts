/**
 * Where a request is on the site: the country its address is in ('/in/blog' is India's /blog; the
 * countries and their languages are the host release's shell's:
 * shared/src/protocol/country/countryPaths.ts), the route in the live route tables and its view in
 * the owning release, and the status — 200, 404, or a 301 to the canonical address.
 */
import { countryPrefix, splitCountryPath } from '@mars/shared/country-paths';
import { firstViewKey } from '@mars/shared/first-view';
import type { AppRoute } from '@mars/shared/routes';
import type { HostRelease, RemoteRelease } from './composition';
import type { Address, MainView } from './concerns/concern';
import { canonicalPath, matchRoute, propsOf } from './routes';
import { knowsModule } from './views';

/** The remote a view's module belongs to ('blog/BlogIndex' → 'blog'). */
export const remoteOf = (moduleId: string): string => moduleId.split('/')[0] ?? '';

/** Where the address reads a remote's release (the load phase's reads: loadPage.ts). */
export type ReleaseOf = (name: string) => Promise<RemoteRelease | null>;

/** An address that is not the page's own: the canonical one. */
export interface Redirect {
  status: 301;
  location: string;
}

/**
 * The route's main view: its key, and whether it exists. An item the owning release does not have
 * (an unknown article slug) does not; a release that cannot be read, or publishes no views of the
 * module, cannot say, so the page is served and the app decides.
 */
async function routeView(
  pathname: string,
  { routes, search, releaseOf }: { routes: AppRoute[]; search: URLSearchParams; releaseOf: ReleaseOf },
): Promise<MainView | null> {
  const match = matchRoute(routes, pathname);
  if (!match) return null;
  const { route, params } = match;
  const release = await releaseOf(remoteOf(route.module));
  const file = release?.firstView ?? null;
  const baseKey = firstViewKey(route.module, propsOf(route, params));
  const hasParams = Object.keys(params).length > 0;
  const found = !hasParams || !knowsModule(file, route.module) || Boolean(file?.views?.[baseKey]);
  // Query parameters the route declares pick a variant (the blog's category), when there is one.
  const query = Object.fromEntries((route.query ?? []).flatMap((q) => (search.has(q) ? [[q, search.get(q) ?? '']] : [])));
  const queryKey = firstViewKey(route.module, { ...propsOf(route, params), ...query });
  const key = file?.views?.[queryKey] ? queryKey : baseKey;
  return { route, release, file, key, found };
}

/**
 * The address of `url`: the country's prefix and the page's own path, the route's view in the live
 * releases, and the status — or a 301 to the canonical address.
 */
export async function resolveAddress(url: URL, host: HostRelease, releaseOf: ReleaseOf): Promise<Address | Redirect> {
  const { pathname, searchParams: search } = url;
  const country = host.firstView?.country;
  const languages = country?.languages ?? {};
  const fallback = country?.fallback ?? '';
  const split = (p: string) => (country ? splitCountryPath(p, Object.keys(languages), fallback) : { code: fallback, path: p });
  const { code, path } = split(pathname);
  const prefix = country ? countryPrefix(code, fallback) : '';
  // A country's home is '/in', as every link writes it; '/in/' is not an address of its own.
  if (prefix && pathname === `${prefix}/`) return { status: 301, location: `${prefix}${url.search}` };
  const lookup = { routes: host.routes, search, releaseOf };
  let main = await routeView(path, lookup);
  if (!main?.found) {
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      const alternative = await routeView(split(canonical).path, lookup);
      if (alternative?.found) return { status: 301, location: `${canonical}${url.search}` };
    }
  }
  const status = main?.found ? 200 : 404;
  if (status === 404 && !main?.route) main = null;
  return { code, path, prefix, fallback, languages, main, status };
}
