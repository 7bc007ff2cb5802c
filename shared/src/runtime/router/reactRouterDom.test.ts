// At run time Jest loads the real package here (TypeScript maps the name to the subset, for types).
import * as everything from 'react-router-dom';
import * as facade from './reactRouterDom';

/** Server rendering, cookies and sessions, framework mode (Links, Meta, Scripts, hydration), test stubs. */
const SERVER_AND_FRAMEWORK = [
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'createRoutesStub',
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'HydratedRouter',
];
/** The data router: loaders, actions, fetchers, navigation state, its own router objects. */
const DATA_ROUTER = [
  'Await',
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createContext',
  'RouterContextProvider',
  'RouterProvider',
  'data',
  'Form',
  'IDLE_BLOCKER',
  'IDLE_FETCHER',
  'IDLE_NAVIGATION',
  'redirect',
  'redirectDocument',
  'replace',
  'ScrollRestoration',
  'useActionData',
  'useAsyncError',
  'useAsyncValue',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useLoaderData',
  'useMatches',
  'useNavigation',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useSubmit',
  'useViewTransitionState',
];
const LEFT_OUT = [...SERVER_AND_FRAMEWORK, ...DATA_ROUTER];
const internal = (name: string) => name.startsWith('UNSAFE_') || name.startsWith('unstable_');
/** Internal names the site does use: the host's router keeps one history across countries' basenames. */
const INTERNAL_USED = ['UNSAFE_createBrowserHistory'];

describe("the apps' react-router-dom (the declarative router)", () => {
  it('offers every export of react-router-dom but the data router, the server and framework mode: an upgrade that adds or drops one fails here', () => {
    const expected = Object.keys(everything).filter(
      (name) => (!internal(name) || INTERNAL_USED.includes(name)) && !LEFT_OUT.includes(name),
    );
    expect(Object.keys(facade).sort()).toEqual(expected.sort());
  });

  it('hands out the very same objects (one router, one set of contexts for every app)', () => {
    const full = everything as Record<string, unknown>;
    for (const [name, value] of Object.entries(facade)) expect({ [name]: value === full[name] }).toEqual({ [name]: true });
  });
});
