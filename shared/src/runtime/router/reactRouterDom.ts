/**
 * What every app gets for `import … from 'react-router-dom'` (the build maps the name to this file:
 * see `sharedSingletons` and the host's alias in shared/build/federation.ts).
 *
 * The declarative router and its hooks — the routers (`BrowserRouter`, `MemoryRouter`, …), `Routes`,
 * `Route`, `Link`, `NavLink`, `Navigate`, `Outlet` and the hooks that read the location, the params
 * and the query — and nothing of the data router (loaders, actions, fetchers, `RouterProvider`),
 * the server or framework mode. A shared module cannot be tree-shaken: the host provides this whole
 * module to every remote, so what it exports is what every page downloads before it can answer.
 * The data router alone was 18 kB of gzip (32 → 14 kB), on every page, for nothing the site uses.
 *
 * Rules: add a name only if a page needs it (and it works without a data router); never remove one
 * a released remote may use. TypeScript (tsconfig.base.json `paths`) makes any use of a name left out
 * here a type error; `reactRouterDom.test.ts` fails when react-router-dom gains or loses an export,
 * so an upgrade decides on each one.
 */

export type * from 'react-router';
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  href,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  Routes,
  renderMatches,
  resolvePath,
  // The host's router (host/src/country/CountryRouter.tsx) moves between countries' basenames on one history.
  UNSAFE_createBrowserHistory,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
