// At run time Jest loads the real package here (TypeScript maps the name to the subset, for types).
import * as everything from 'react-router-dom';
import * as facade from './reactRouterDom';

/** Server rendering, cookies and sessions, framework mode (Links, Meta, Scripts, hydration), test stubs. */
const LEFT_OUT = [
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
const internal = (name: string) => name.startsWith('UNSAFE_') || name.startsWith('unstable_');

describe("the apps' react-router-dom (client-side subset)", () => {
  it('offers every client-side export of react-router-dom: an upgrade that adds or drops one fails here', () => {
    const expected = Object.keys(everything).filter((name) => !internal(name) && !LEFT_OUT.includes(name));
    expect(Object.keys(facade).sort()).toEqual(expected.sort());
  });

  it('hands out the very same objects (one router, one set of contexts for every app)', () => {
    const full = everything as Record<string, unknown>;
    for (const [name, value] of Object.entries(facade)) expect({ [name]: value === full[name] }).toEqual({ [name]: true });
    expect(facade.RouterProvider).toBe(full.RouterProvider);
  });
});
