import { type CountryCode, pathPrefixOf, underPrefix, useIsFirstViewRender } from '@mars/shared';
import { countryPageToken } from '@mars/shared/first-view';
import { useLocation } from 'react-router-dom';

/**
 * This page's address in another country, with its query: in the page's HTML a token the edge fills
 * for the request (the shell is one HTML for every page), in the app the router's location under
 * that country's prefix — the same address.
 */
export function useCountryPage(): (code: CountryCode) => string {
  const buildTime = useIsFirstViewRender();
  const { pathname, search } = useLocation();
  return (code) => (buildTime ? countryPageToken(code) : `${underPrefix(pathname, pathPrefixOf(code))}${search}`);
}
