/**
 * A release's view renderer run as a page runs it (addressViews.ts): read from the store, loaded
 * into a Dynamic Worker of its own by workerd's Worker Loader, asked for the view.
 */
import type { AddressViews } from '@mars/shared/first-view';
import { startComposer } from '../../testing/composeUnderTest';
import { type AddressViewAsk, RENDER_BUDGET_MS } from './composition';

const declared: AddressViews = { file: 'view-renderer.mjs', views: { 'demo/DemoSection': { params: ['setup'] } } };
const ask = (releaseId: string, query = 'setup=1&count=4'): AddressViewAsk => ({
  app: 'demo',
  releaseId,
  declared,
  request: { key: 'demo/DemoSection', country: 'us', path: '/', query },
});
/** A renderer module: its fetch handler's body. */
const renderer = (body: string) => `export default { async fetch(request) { const ask = await request.json(); ${body} } };`;

let composer: Awaited<ReturnType<typeof startComposer>>;
beforeAll(async () => {
  composer = await startComposer();
  await composer.putReleaseFile(
    'demo',
    'echo',
    'view-renderer.mjs',
    renderer(
      "return Response.json({ html: '<form data-address-view>' + ask.query + ' in ' + ask.country + '</form>', css: ['.s{gap:1px}'] });",
    ),
  );
  await composer.putReleaseFile('demo', 'nothing', 'view-renderer.mjs', renderer('return new Response(null, { status: 204 });'));
  await composer.putReleaseFile('demo', 'throws', 'view-renderer.mjs', renderer("throw new Error('the renderer broke');"));
  await composer.putReleaseFile(
    'demo',
    'slow',
    'view-renderer.mjs',
    renderer('await new Promise((resolve) => setTimeout(resolve, 60_000));'),
  );
  await composer.putReleaseFile('demo', 'online', 'view-renderer.mjs', renderer("return fetch('https://example.com/');"));
  await composer.putReleaseFile('demo', 'garbled', 'view-renderer.mjs', renderer('return Response.json({ html: 42 });'));
});
afterAll(() => composer.dispose());

describe('a release’s view renderer, as the edge runs it', () => {
  it('is asked for the view, with the page’s country and query, and answers its HTML and CSS', async () => {
    expect(await composer.addressView(ask('echo'))).toEqual({
      view: { html: '<form data-address-view>setup=1&count=4 in us</form>', css: ['.s{gap:1px}'] },
    });
  });

  it('is not asked for a query without a declared parameter', async () => {
    expect(await composer.addressView(ask('throws', 'utm_source=mail'))).toEqual({ view: null });
  });

  it('answering nothing leaves the published view, and that is no failure', async () => {
    expect(await composer.addressView(ask('nothing'))).toEqual({ view: null });
  });

  it.each([
    ['throws', 'throws', /demo throws: view-renderer\.mjs \(demo\/DemoSection\): .*the renderer broke/],
    ['answers what is not a view', 'garbled', /answered something that is not a view/],
    ['is not in its release', 'missing', /view-renderer\.mjs is not in the release/],
    ['reaches for the network (it has none)', 'online', /demo online: .*(network|outbound|fetch)/i],
  ])('a renderer that %s is a failure named in one line: the published view stands', async (_what, id, reason) => {
    expect(await composer.addressView(ask(id))).toEqual({ view: null, failed: expect.stringMatching(reason) });
  });

  it(`a renderer that never answers is given up after ${RENDER_BUDGET_MS} ms`, async () => {
    expect(await composer.addressView(ask('slow'))).toEqual({
      view: null,
      failed: expect.stringContaining(`no answer within ${RENDER_BUDGET_MS} ms`),
    });
  });
});
