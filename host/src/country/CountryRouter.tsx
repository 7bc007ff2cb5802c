import { countryOfPath, pathPrefixOf, siteStore, twinPath } from '@mars/shared';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The site's router: React Router's BrowserRouter, except that the basename follows the address's
 * country — '' on the United States pages, '/in' on India's — so every link a page renders (any
 * app's `<Link to="/blog">`) stays in the visitor's country without knowing about countries, and a
 * move between countries is one navigation on one history, with no remount.
 *
 * The store's country follows the address (a link, Back, Forward), and the address follows the
 * store: a choice made through `setCountry` (the switcher, or any app) takes the visitor to the
 * same page in that country.
 */
export function CountryRouter({ children, history: given }: { children: ReactNode; history?: BrowserHistory }) {
  const [history] = useState(() => given ?? UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);

  const country = countryOfPath(state.location.pathname);
  useLayoutEffect(() => {
    if (siteStore.getState().country !== country) siteStore.setState({ country });
  }, [country]);

  useEffect(
    () =>
      siteStore.subscribe((s, before) => {
        const { pathname, search, hash } = history.location;
        if (s.country === before.country || s.country === countryOfPath(pathname)) return;
        history.push(`${twinPath(pathname, s.country)}${search}${hash}`);
      }),
    [history],
  );

  return (
    <Router basename={pathPrefixOf(country) || '/'} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
