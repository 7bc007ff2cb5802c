/**
 * What every app gets for `import … from 'react-router-dom'` (the build maps the shared singleton
 * to this file: see `sharedSingletons` in shared/build/appConfig.ts).
 *
 * A shared module cannot be tree-shaken: the package's whole public surface ships, and
 * react-router-dom 7 also carries server rendering, cookies and sessions, React Server Components
 * and framework-mode internals that no browser app here uses (183 → 97 kB minified, 59 → 32 kB
 * gzip). This file re-exports every client-side API, so an app may use any of them.
 *
 * Rule: only ever add names. The host provides this module to every remote, so removing a name
 * would break a remote built against it. `reactRouterDom.test.ts` fails when react-router-dom gains
 * or loses an export, so an upgrade decides on each one; TypeScript (tsconfig.base.json `paths`)
 * makes any use of a name left out here a type error.
 */

export type * from 'react-router';
export {
  Await,
  BrowserRouter,
  createBrowserRouter,
  createContext,
  createHashRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  data,
  Form,
  generatePath,
  HashRouter,
  href,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
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
  RouterContextProvider,
  Routes,
  redirect,
  redirectDocument,
  renderMatches,
  replace,
  resolvePath,
  ScrollRestoration,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
} from 'react-router';
// As in react-router-dom: the DOM RouterProvider (it flushes updates with react-dom).
export { RouterProvider } from 'react-router/dom';
