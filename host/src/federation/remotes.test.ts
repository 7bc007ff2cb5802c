/**
 * The federation runtime is a chunk of its own, loaded the first time a remote is needed. When that
 * chunk does not arrive — the network failed, or the visitor left the page while it loaded (Firefox
 * then fails the pending script: `ChunkLoadError: Loading chunk 445 failed`) — the slot handles the
 * failure, nothing is raised again as an unhandled rejection, and the next load tries afresh.
 *
 * An unhandled rejection fails the test by itself (jest-circus records it against the running test).
 */
import { type SiteConfig, setSiteConfig } from '../config/siteConfig';

let mockChunkArrives = false;
const mockLoadRemote = jest.fn(async () => ({ default: () => null }));
const mockRegisterRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => {
  // A module factory that throws is not kept: the next import runs it again, as a new chunk request would.
  if (!mockChunkArrives) throw Object.assign(new Error('Loading chunk 445 failed.\n(error: /federation.js)'), { name: 'ChunkLoadError' });
  return { createInstance: () => ({ loadRemote: mockLoadRemote, registerRemotes: mockRegisterRemotes }) };
});
jest.mock('@module-federation/runtime-core', () => ({}));
// The share scope the build describes (a build-time constant): not what this test is about.
jest.mock('./sharedModules', () => ({ sharedModules: () => ({}) }));

import { loadRemoteModule } from './remotes';
import { forgetRemoteModule } from './slot/loaderCache';

// A build-time constant (read when the runtime is created).
(globalThis as { __MF_RUNTIME_VERSION__?: string }).__MF_RUNTIME_VERSION__ = 'test';

const BLOG = 'http://localhost:3002/1.0.0-abc-def/mf-manifest.json';

beforeEach(() => {
  setSiteConfig({ remotes: { blog: BLOG }, vouched: { remotes: { blog: BLOG }, integrity: {} } } as unknown as SiteConfig);
});
afterEach(() => setSiteConfig(null));

it('a runtime chunk that fails to load: the load rejects (the slot says so), forgetting the remote raises nothing, and the next load creates the runtime', async () => {
  await expect(loadRemoteModule('blog/BlogIndex')).rejects.toThrow('Loading chunk 445 failed.');
  // What the slot does after a failure: forget the module and its remote, so the next intent loads it again.
  forgetRemoteModule('blog/BlogIndex');
  // A turn of the event loop: a rejection left unhandled meanwhile would be reported (and fail this test).
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockRegisterRemotes).not.toHaveBeenCalled();

  mockChunkArrives = true;
  const loaded = await loadRemoteModule('blog/BlogIndex');
  expect(loaded.default).toEqual(expect.any(Function));
  expect(mockLoadRemote).toHaveBeenCalledWith('blog/BlogIndex');

  // Once it exists, forgetting a remote re-registers it with the runtime (its manifest fetched anew).
  forgetRemoteModule('blog/BlogIndex');
  expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: 'mars_blog', alias: 'blog', entry: BLOG }], { force: true });
});
