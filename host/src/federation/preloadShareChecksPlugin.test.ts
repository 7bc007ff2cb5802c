/**
 * A remote's preload with Module Federation's own runtime (not a mock): the files it fetches ahead of
 * the module, and the share checks it makes to work them out.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import preloadShareChecksPlugin from './preloadShareChecksPlugin';

const assets = (sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
const sharedLib = (remote: string, name: string, files: string[]) => ({
  id: `${remote}:${name}`,
  name,
  version: '19.2.0',
  requiredVersion: '^19.0.0',
  singleton: true,
  assets: assets(files),
});
/** A manifest like our remotes': each shared library in chunks of its own, one of them (maybe) among the module's. */
const manifestWith = (moduleFiles: string[]) => (remote: string) => ({
  id: remote,
  name: remote,
  metaData: {
    name: remote,
    globalName: remote,
    buildInfo: { buildVersion: '1.0.0', buildName: 'remote-auth' },
    publicPath: `https://auth.example/${remote}/`,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [
    sharedLib(remote, 'react', ['475.js']),
    sharedLib(remote, 'react-dom', ['312.js', '931.js']),
    sharedLib(remote, 'zustand', ['543.js']),
  ],
  remotes: [],
  exposes: [{ id: `${remote}:AuthRoot`, name: 'AuthRoot', path: './AuthRoot', assets: assets(moduleFiles) }],
});

/** The manifest's response: jsdom has no fetch API, and the runtime accepts only a `Response`. */
class ManifestResponse {
  constructor(private readonly manifest: object) {}
  async json() {
    return JSON.parse(JSON.stringify(this.manifest));
  }
}
const platformResponse = (globalThis as { Response?: unknown }).Response;

/** Loads auth/AuthRoot on a page that provides react; says which files were fetched ahead and which libraries were checked. */
async function preload(manifestOf: (name: string) => object, plugins: ModuleFederationRuntimePlugin[]) {
  // A remote of its own each time: the runtime remembers a manifest and a module it preloaded, for the whole page.
  const name = `mars_auth_${Math.random().toString(36).slice(2)}`;
  const manifest = manifestOf(name);
  const fetchedAhead: string[] = [];
  const checked: string[] = [];
  const container = { init: async () => undefined, get: async () => () => ({ default: 'AuthRoot' }) };
  const page: ModuleFederationRuntimePlugin = {
    name: 'test-page',
    fetch: async () => new ManifestResponse(manifest) as unknown as Response,
    loadEntry: async () => container as never, // a built container's get() resolves to the factory; the type says otherwise
    createScript: ({ url }) => {
      fetchedAhead.push(url.split('/').pop() ?? url);
      const script = document.createElement('script');
      queueMicrotask(() => script.onload?.(new Event('load')));
      return script;
    },
    resolveShare: (args) => {
      checked.push(args.pkgName);
      return args;
    },
  };
  const federation = createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name, alias: 'auth', entry: `https://auth.example/${name}/mf-manifest.json` }],
    shared: { react: { version: '19.2.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
    plugins: [page, ...plugins],
  });
  expect((await federation.loadRemote<{ default: string }>('auth/AuthRoot'))?.default).toBe('AuthRoot');
  return { fetchedAhead, checked };
}

beforeEach(() => {
  (globalThis as { Response?: unknown }).Response = ManifestResponse;
  for (const el of document.head.querySelectorAll('script, link')) el.remove();
});
afterEach(() => {
  (globalThis as { Response?: unknown }).Response = platformResponse;
});

it('fetches the same files ahead of a module, without checking shared libraries none of its files are', async () => {
  const manifest = manifestWith(['817.js', '__federation_expose_AuthRoot.js']);
  const runtime = await preload(manifest, []);
  const withPlugin = await preload(manifest, [preloadShareChecksPlugin()]);
  expect(withPlugin.fetchedAhead).toEqual(runtime.fetchedAhead);
  expect(withPlugin.fetchedAhead).toEqual(['817.js', '__federation_expose_AuthRoot.js']);
  expect(runtime.checked).toContain('react');
  expect(withPlugin.checked).toEqual([]);
});

it('still checks a shared library whose file is among the module’s, and fetches what the runtime alone would', async () => {
  const manifest = manifestWith(['475.js', '817.js']);
  const runtime = await preload(manifest, []);
  const withPlugin = await preload(manifest, [preloadShareChecksPlugin()]);
  expect(withPlugin.fetchedAhead).toEqual(runtime.fetchedAhead);
  expect(withPlugin.fetchedAhead).toContain('817.js');
  expect(withPlugin.checked).toEqual(['react']);
});
