/**
 * @jest-environment node
 *
 * The promotion gate, at the edge (workerd): what cannot work with the live releases is refused
 * with the exact reason; --force overrides and is recorded.
 */
import { deployCall, type EdgeUnderTest, startEdgeUnderTest, TOKENS } from '../../testing/edgeUnderTest';

jest.setTimeout(60_000);

const HOST_PAGE =
  '<!doctype html><html><head><title>host</title></head><body><div id="root"></div><script type="application/json" id="first-view-late"></script></body></html>';
const hostFiles = (react = '19.2.9', contract = '1.0.0', note = '', page = HOST_PAGE) => ({
  'index.html': page.replace('<title>host</title>', `<title>host${note}</title>`),
  'build-info.json': JSON.stringify({
    app: 'host',
    version: '1.0.0',
    contract,
    shared: { react: { version: react, requiredVersion: `^${react.split('.')[0]}.0.0` } },
  }),
});
const blogFiles = ({ contract = '1.0.0', needs = '^19.0.0', note = '' } = {}) => ({
  'remoteEntry.js': `var mars_blog = ${JSON.stringify(note)};`,
  '960.abc.js': 'chunk',
  'mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    shared: [{ name: 'react', version: '19.2.9', requiredVersion: needs, singleton: true }],
    exposes: [],
    mars: { contract },
  }),
});

let edge: EdgeUnderTest;
const promote = (app: 'host' | 'blog' | 'marketing', id: string, extra: Record<string, unknown> = {}) =>
  deployCall(edge, app, 'promote', { method: 'POST', body: JSON.stringify({ id, ...extra }) }, TOKENS[app]);

beforeAll(async () => {
  edge = await startEdgeUnderTest();
  expect((await promote('host', await edge.publish('host', hostFiles()))).status).toBe(200);
  expect((await promote('blog', await edge.publish('blog', blogFiles()))).status).toBe(200);
});
afterAll(() => edge.dispose());

it('refuses a remote on another contract major, or needing a singleton the host does not satisfy, saying why', async () => {
  const other = await edge.publish('blog', blogFiles({ contract: '2.0.0' }));
  const res = await promote('blog', other);
  expect(res.status).toBe(409);
  const body = await res.json();
  expect(body.refusals).toEqual([
    expect.stringMatching(new RegExp(`^blog ${other} declares contract 2\\.0\\.0; host .+ speaks contract 1\\.0\\.0 \\(major 1\\)$`)),
  ]);
  expect(body.error).toContain('(--force overrides; it is recorded with the pointer)');

  const newer = await edge.publish('blog', blogFiles({ needs: '^20.0.0' }));
  expect((await (await promote('blog', newer)).json()).refusals).toEqual([
    expect.stringMatching(new RegExp(`^blog ${newer} needs react \\^20\\.0\\.0; host .+ shares react 19\\.2\\.9$`)),
  ]);
  // A canary goes through the same gate.
  expect((await promote('blog', newer, { canary: 10 })).status).toBe(409);
});

it('refuses a remote without a complete integrity map', async () => {
  const files = blogFiles({ note: 'no map' });
  const manifest = JSON.parse(files['mf-manifest.json']);
  manifest.mars.integrity = { 'remoteEntry.js': 'sha384-x' };
  const id = await edge.publish('blog', { ...files, 'mf-manifest.json': JSON.stringify(manifest) });
  expect((await (await promote('blog', id)).json()).refusals).toEqual([`blog ${id} has no integrity for 960.abc.js`]);
});

it('refuses a host release whose singletons a live remote cannot use', async () => {
  const old = await edge.publish('host', hostFiles('18.3.1', '1.0.0', ' old react'));
  expect((await (await promote('host', old)).json()).refusals).toEqual([
    expect.stringMatching(new RegExp(`^blog .+ needs react \\^19\\.0\\.0; host ${old} shares react 18\\.3\\.1$`)),
  ]);
});

it('refuses a host release without the places its pages are composed into, naming each; --force does not override it', async () => {
  const bare = await edge.publish('host', {
    ...hostFiles('19.2.9', '1.0.0', ' bare', '<!doctype html><title>host</title><p>Hello'),
    'first-view.json': JSON.stringify({ css: { rules: [], byView: {} }, views: { shell: { us: '<main></main>' } } }),
  });
  for (const force of [false, true]) {
    const res = await promote('host', bare, { force });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.refusals).toEqual([
      `host ${bare}: its index.html has no <head> for the page's head`,
      `host ${bare}: its index.html has no <div id="root"> for the first view`,
      `host ${bare}: its index.html has no <script type="application/json" id="first-view-late"> for the app's scripts`,
      `host ${bare}: its shell view (us) has no <template data-first-view-slot=""> for the page's own view`,
    ]);
    expect(body.error).toContain('--force cannot override this');
  }
  // The live host stays, and its pages are composed as before.
  const { pointer } = await (await deployCall(edge, 'host', 'releases', {}, TOKENS.host)).json();
  expect(pointer.current).not.toBe(bare);
});

it('lets --force through, and records what it overrode with the pointer', async () => {
  const other = await edge.publish('blog', blogFiles({ contract: '2.0.0', note: 'forced' }));
  const res = await promote('blog', other, { force: true });
  expect(res.status).toBe(200);
  const { events } = await (await deployCall(edge, 'blog', 'canary', {}, TOKENS.blog)).json();
  expect(events.at(-1)).toMatchObject({
    action: 'forced',
    id: other,
    forced: true,
    reason: expect.stringContaining('declares contract 2.0.0'),
  });
});

it("refuses on the CLI's smoke-check findings like on its own, and records them when forced", async () => {
  const id = await edge.publish('blog', blogFiles({ note: 'breaks an article' }));
  const finding = '/blog/what-is-edge-ai: the blog slot showed its fallback (Error: boom)';
  const refused = await promote('blog', id, { smoke: [finding] });
  expect(refused.status).toBe(409);
  expect((await refused.json()).refusals).toEqual([`smoke check: ${finding}`]);

  expect((await promote('blog', id, { smoke: [finding], force: true })).status).toBe(200);
  const { events } = await (await deployCall(edge, 'blog', 'canary', {}, TOKENS.blog)).json();
  expect(events.at(-1)).toMatchObject({ action: 'forced', id, reason: `smoke check: ${finding}` });
});

it('takes only sentences as smoke findings, and at most 20 of 300 characters', async () => {
  const id = await edge.publish('blog', blogFiles({ note: 'many findings' }));
  expect((await promote('blog', id, { smoke: 'not a list' })).status).toBe(200);
  const other = await edge.publish('blog', blogFiles({ note: 'long findings' }));
  const body = await (await promote('blog', other, { smoke: [...Array.from({ length: 30 }, () => 'x'.repeat(1000)), 42] })).json();
  expect(body.refusals).toHaveLength(20);
  expect(body.refusals[0]).toBe(`smoke check: ${'x'.repeat(300)}`);
});

describe('route tables', () => {
  const table = (app: string, routes: { path: string; module: string }[]) => JSON.stringify({ app, routes, nav: [] });
  const withRoutes = (routes: { path: string; module: string }[], exposes: string[], note: string) => {
    const files = blogFiles({ note });
    const manifest = JSON.parse(files['mf-manifest.json']);
    manifest.exposes = exposes.map((name) => ({ name, assets: { js: { sync: [] } } }));
    return { ...files, 'mf-manifest.json': JSON.stringify(manifest), 'routes.json': table('blog', routes) };
  };
  const marketing = (routes: { path: string; module: string }[], note: string) => ({
    'remoteEntry.js': `var mars_marketing = ${JSON.stringify(note)};`,
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'InfoPage', assets: { js: { sync: [] } } }],
      mars: { contract: '1.0.0' },
    }),
    'routes.json': table('marketing', routes),
  });

  it('refuses a path another live app serves, saying whose it is; the owner keeps it', async () => {
    const blog = await edge.publish('blog', withRoutes([{ path: '/blog/:slug', module: 'blog/BlogArticle' }], ['BlogArticle'], 'articles'));
    expect((await promote('blog', blog)).status).toBe(200);
    const squatter = await edge.publish('marketing', marketing([{ path: '/blog/:id', module: 'marketing/InfoPage' }], 'squat'));
    const res = await promote('marketing', squatter);
    expect(res.status).toBe(409);
    expect((await res.json()).refusals).toEqual([
      `marketing ${squatter} claims /blog/:id, which blog ${blog} already serves (a path has one owner)`,
    ]);
    const fine = await edge.publish('marketing', marketing([{ path: '/partners', module: 'marketing/InfoPage' }], 'fine'));
    expect((await promote('marketing', fine)).status).toBe(200);
  });

  it('refuses a route to a module the release does not expose', async () => {
    const id = await edge.publish('blog', withRoutes([{ path: '/blog', module: 'blog/BlogIndex' }], ['BlogArticle'], 'no index'));
    expect((await (await promote('blog', id)).json()).refusals).toEqual([
      `blog ${id} routes /blog to blog/BlogIndex, which it does not expose`,
    ]);
  });
});

describe('the bucket check before a pointer moves', () => {
  const sha256 = (s: string) => require('node:crypto').createHash('sha256').update(s).digest('hex');
  const pointer = async () => (await (await deployCall(edge, 'blog', 'releases', {}, TOKENS.blog)).json()).pointer.current;

  it('refuses a release whose file was changed in the store, naming the file and both digests; --force does not skip it', async () => {
    const files = blogFiles({ note: 'changed in the bucket' });
    const id = await edge.publish('blog', files);
    const live = await pointer();
    const changed = `${files['960.abc.js']}/* changed */`;
    await edge.putObject(`releases/blog/${id}/960.abc.js`, changed);

    for (const extra of [{}, { force: true }, { canary: 10 }, { canary: 10, force: true }]) {
      const res = await promote('blog', id, extra);
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.error).toContain(
        `blog ${id}: 960.abc.js in the store differs from what was published (published sha256 ${sha256(files['960.abc.js'])}, the store has ${sha256(changed)})`,
      );
      expect(body.error).toContain('--force cannot override this');
      expect(body.verified).toMatchObject({ files: 3, problems: [expect.stringContaining('960.abc.js')] });
    }
    expect(await pointer()).toBe(live);

    // Publishing the same build again restores the file; then it goes live, with the check's figures.
    await edge.publish('blog', files);
    const res = await promote('blog', id);
    expect(res.status).toBe(200);
    expect((await res.json()).verified).toMatchObject({ problems: [], files: 3, bytes: expect.any(Number), ms: expect.any(Number) });
    await promote('blog', live);
  });

  it('refuses a record edited to match changed files: it no longer makes the release id', async () => {
    const files = blogFiles({ note: 'record edited' });
    const id = await edge.publish('blog', files);
    const key = `releases/blog/${id}/release.json`;
    // The record as published (the deploy API lists it), edited to list the changed file.
    const listed = (await (await deployCall(edge, 'blog', 'releases', {}, TOKENS.blog)).json()).releases.find(
      (r: { id: string }) => r.id === id,
    );
    expect(listed).toBeTruthy();
    const changed = 'chunk, changed';
    await edge.putObject(`releases/blog/${id}/960.abc.js`, changed);
    const fileList = Object.entries(files).map(([path, content]) => ({
      path,
      size: Buffer.byteLength(path === '960.abc.js' ? changed : content),
      sha256: sha256(path === '960.abc.js' ? changed : content),
    }));
    await edge.putObject(key, JSON.stringify({ ...listed, fileList }));
    const res = await promote('blog', id, { force: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(
      new RegExp(`blog ${id}: release\\.json in the store lists files that make release .+, not ${id}`),
    );
  });

  it('refuses a rollback to a release changed in the store', async () => {
    const first = await edge.publish('blog', blogFiles({ note: 'rollback target' }));
    const second = await edge.publish('blog', blogFiles({ note: 'rollback from' }));
    expect((await promote('blog', first)).status).toBe(200);
    expect((await promote('blog', second)).status).toBe(200);
    await edge.putObject(`releases/blog/${first}/remoteEntry.js`, 'var mars_blog = "changed";');
    const res = await deployCall(edge, 'blog', 'rollback', { method: 'POST' }, TOKENS.blog);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toContain(`blog ${first}: remoteEntry.js in the store differs from what was published`);
    expect(await pointer()).toBe(second);
  });
});
