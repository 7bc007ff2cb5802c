/**
 * A remote's load with Module Federation's own runtime (not a mock): its manifest and its container
 * are there at once (the files a phone may already have), the page's taps come in meanwhile. Without
 * the plugin the whole load ran in one task; with it, a tap is answered between its steps.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { resetFederationGlobalInfo } from '@module-federation/runtime-core';
import stepsInTasksPlugin from './stepsInTasksPlugin';

const MANIFEST_URL = 'https://auth.example/1.0.0/mf-manifest.json';
const manifest = {
  id: 'mars_auth',
  name: 'mars_auth',
  metaData: {
    name: 'mars_auth',
    globalName: 'mars_auth',
    buildInfo: { buildVersion: '1.0.0', buildName: 'remote-auth' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mars_auth:AuthRoot',
      name: 'AuthRoot',
      path: './AuthRoot',
      assets: { js: { sync: ['786.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

/** The manifest's response: jsdom has no fetch API, and the runtime accepts only a `Response`. */
class ManifestResponse {
  async json() {
    return JSON.parse(JSON.stringify(manifest));
  }
}
const platformResponse = (globalThis as { Response?: unknown }).Response;
beforeEach(() => {
  (globalThis as { Response?: unknown }).Response = ManifestResponse;
});
afterEach(() => {
  (globalThis as { Response?: unknown }).Response = platformResponse;
});

/** What the page sees: the runtime's steps (its hooks, in order), and the taps answered between them. */
function loadWithTaps(plugins: ModuleFederationRuntimePlugin[]) {
  const seen: string[] = [];
  const step = (name: string) => () => {
    seen.push(name);
  };
  const container = {
    init: async () => undefined,
    get: async () => () => {
      seen.push('module run');
      return { default: 'AuthRoot' };
    },
  };
  const files: ModuleFederationRuntimePlugin = {
    name: 'test-files',
    fetch: async () => new ManifestResponse() as unknown as Response,
    loadEntry: async () => container as never, // a built container's get() resolves to the factory; the type says otherwise
  };
  const steps: ModuleFederationRuntimePlugin = {
    name: 'test-steps',
    afterLoadManifest: step('manifest parsed'),
    beforePreloadRemote: step('preload'),
    afterLoadEntry: step('entry run'),
    beforeGetExpose: step('module requested'),
  } as ModuleFederationRuntimePlugin;
  const federation = createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'mars_auth', alias: 'auth', entry: MANIFEST_URL }],
    plugins: [files, steps, ...plugins],
  });
  let loading = true;
  const tap = () => {
    if (!loading) return;
    if (seen.at(-1) !== 'tap') seen.push('tap');
    setTimeout(tap);
  };
  setTimeout(tap);
  const loaded = federation.loadRemote<{ default: string }>('auth/AuthRoot').finally(() => {
    loading = false;
  });
  return { seen, loaded };
}

it('answers a tap between each step of a remote load, and loads the same module', async () => {
  const { seen, loaded } = loadWithTaps([stepsInTasksPlugin()]);
  expect((await loaded)?.default).toBe('AuthRoot');
  const steps = seen.slice(seen.indexOf('manifest parsed'));
  expect(steps).toEqual(['manifest parsed', 'tap', 'preload', 'tap', 'entry run', 'tap', 'module requested', 'tap', 'module run']);
});

it('asks for the module’s scripts one per task, in the runtime’s order, each once', async () => {
  const expose = manifest.exposes[0] as (typeof manifest.exposes)[number];
  const scripts = expose.assets.js.sync;
  // The runtime remembers a module loaded and preloaded for the page's life, and the test before loaded this one.
  const preloaded = (globalThis as unknown as { __FEDERATION__: { __PRELOADED_MAP__: Map<string, boolean> } }).__FEDERATION__
    .__PRELOADED_MAP__;
  resetFederationGlobalInfo();
  preloaded.clear();
  for (const s of document.head.querySelectorAll('script')) s.remove();
  expose.assets.js.sync = ['817.js', '786.js', '__federation_expose_AuthRoot.js'];
  // What each task added to <head>: a MutationObserver hears once per task.
  const perTask: string[][] = [];
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((r) => Array.from(r.addedNodes)).filter((n): n is HTMLScriptElement => n instanceof HTMLScriptElement);
    if (added.length) perTask.push(added.map((s) => s.getAttribute('src') ?? ''));
  });
  observer.observe(document.head, { childList: true });
  try {
    const allAsked = new Promise<void>((resolve) => {
      new MutationObserver((_, self) => {
        if (document.head.querySelector('script[src$="__federation_expose_AuthRoot.js"]')) {
          self.disconnect();
          resolve();
        }
      }).observe(document.head, { childList: true });
    });
    const { loaded } = loadWithTaps([stepsInTasksPlugin()]);
    expect((await loaded)?.default).toBe('AuthRoot');
    await allAsked;
    expect(perTask.flat()).toEqual(expose.assets.js.sync.map((file) => `https://auth.example/1.0.0/${file}`));
    expect(perTask.filter((added) => added.length > 1)).toEqual([]);
    expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
    ]);
  } finally {
    observer.disconnect();
    expose.assets.js.sync = scripts;
    resetFederationGlobalInfo();
    preloaded.clear();
    for (const s of document.head.querySelectorAll('script')) s.remove();
  }
});
