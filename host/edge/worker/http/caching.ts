/** Cache rules: release-addressed files forever, a live release's hashed assets forever, entry points and pages revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|runtime-config\.json|sitemap\.xml|robots\.txt)$/;

/** A content-hashed file name (`<name>.<8 hex>.js`): the same name holds the same bytes in every release of an app. */
export const isHashedName = (path: string): boolean => HASHED.test(path);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE_CONTROL = 'no-cache';

/** A live (not release-addressed) file: hashed assets forever, entry points and pages revalidated, the rest 5 minutes. */
export function cacheControlFor(pathname: string): string {
  if (pathname === '/' || NO_CACHE.test(pathname)) return NO_CACHE_CONTROL;
  if (HASHED.test(pathname)) return IMMUTABLE;
  return 'public, max-age=300';
}
