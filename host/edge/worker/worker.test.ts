/**
 * @jest-environment node
 *
 * The edge as it runs: the Worker in workerd (Miniflare), releases published through its deploy
 * API into R2, pointers in its Durable Object. Composition, head, status codes, headers per origin,
 * CORS, cache headers, the pointers under concurrent promotes and the deploy tokens' scopes.
 */
import { createHash } from 'node:crypto';
import { NOT_FOUND_VIEW, SHELL_VIEW, slotMarker } from '@mars/shared/first-view';
import { deployCall, type EdgeUnderTest, ORIGINS, startEdgeUnderTest, TOKENS, withIntegrityMap } from '../testing/edgeUnderTest';

jest.setTimeout(60_000);

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin><script defer src="/main.js"></script><title>Default</title><meta name="description" content="Default"></head><body><div id="root"></div><script type="application/json" id="first-view-late"></script></body></html>';

const hostFiles = (heading = 'Oops! Page not found') => ({
  'index.html': PAGE,
  'main.js': 'console.log("host")',
  'routes.json': JSON.stringify([
    { path: '/product/mars-hub', module: 'marketing/ProductPage', props: { product: 'mars-hub' } },
    { path: '/blog/:slug', module: 'blog/BlogArticle' },
  ]),
  'first-view.json': JSON.stringify({
    css: { rules: ['header{color:red}'], byView: { [SHELL_VIEW]: [0] } },
    siteName: 'Mars Vision',
    country: { fallback: 'us', languages: { us: 'en-US', in: 'en-IN' } },
    views: {
      [SHELL_VIEW]: { us: `<header>Nav</header><main>${slotMarker('', '<div aria-busy="true"></div>')}</main>` },
      [NOT_FOUND_VIEW]: { us: `<h1>${heading}</h1>` },
    },
    heads: { [NOT_FOUND_VIEW]: { title: 'Page not found | Mars Vision', description: 'Gone', noindex: true } },
  }),
});

const marketingFiles = (title: string) => ({
  'index.html': '<!doctype html><title>marketing standalone</title>',
  'remoteEntry.js': 'var mars_marketing = {};',
  'product.1a2b3c4d.js': `console.log(${JSON.stringify(title)})`,
  'mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'ProductPage', assets: { js: { sync: ['product.1a2b3c4d.js'] } } }],
  }),
  'first-view.json': JSON.stringify({
    css: { rules: ['.p{gap:1px}'], byView: { 'marketing/ProductPage?product=mars-hub': [0] } },
    views: { 'marketing/ProductPage?product=mars-hub': { us: `<h1>${title}</h1><p>${'Words about the hub. '.repeat(80)}</p>` } },
    heads: {
      'marketing/ProductPage?product=mars-hub': {
        path: '/product/mars-hub',
        title: `${title} | Mars Vision`,
        description: 'Up to 10 cameras.',
      },
    },
  }),
});

const blogFiles = () => ({
  'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] }),
  'remoteEntry.js': 'var mars_blog = {};',
  'first-view.json': JSON.stringify({
    css: { rules: [], byView: {} },
    views: { 'blog/BlogArticle?slug=what-is-edge-ai': { us: '<h1>What Is Edge AI?</h1>' } },
    heads: { 'blog/BlogArticle?slug=what-is-edge-ai': { path: '/blog/what-is-edge-ai', title: 'Edge AI', description: 'Edge' } },
  }),
});

let edge: EdgeUnderTest;
const ids: Record<string, string> = {};

beforeAll(async () => {
  edge = await startEdgeUnderTest();
  ids.host = await edge.publish('host', hostFiles());
  ids.marketing = await edge.publish('marketing', marketingFiles('Mars Hub'));
  ids.blog = await edge.publish('blog', blogFiles());
  for (const app of ['host', 'marketing', 'blog'] as const) expect((await edge.promote(app, ids[app] as string)).status).toBe(200);
});
afterAll(() => edge.dispose());

const page = (path: string, init?: RequestInit) => edge.fetch(`${ORIGINS.host}${path}`, init);

describe('pages on the host origin', () => {
  it('composes the live views with their head; the run-time config follows the pointers', async () => {
    const res = await page('/product/mars-hub');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(
      `<div data-first-view-slot="marketing/ProductPage?product=mars-hub" data-remote="marketing" data-release="${ids.marketing}" style="display:contents"><!--$--><h1>Mars Hub</h1>`,
    );
    // The composition id: every app's release, in the page and in its run-time config.
    const composition = `host=${ids.host};marketing=${ids.marketing};blog=${ids.blog}`;
    expect(html).toContain(`<meta name="mars-composition" content="${composition}">`);
    expect(html).toContain('<title data-head>Mars Hub | Mars Vision</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/product/mars-hub" data-head>');
    const config = await (await page('/runtime-config.json')).json();
    expect(config.remotes.marketing).toBe(`${ORIGINS.marketing}/${ids.marketing}/mf-manifest.json`);
    expect(config.publicOrigin).toBe('https://www.example.com');
    expect(config.composition).toBe(composition);
    // The integrity chain starts at the config: the sha384 of each live remote's manifest, as served.
    const manifest = await (await edge.fetch(`${ORIGINS.marketing}/${ids.marketing}/mf-manifest.json`)).arrayBuffer();
    expect(config.integrity.marketing).toBe(`sha384-${createHash('sha384').update(Buffer.from(manifest)).digest('base64')}`);
    expect(config.integrity.blog).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('composes a QA override of a published release for that browser only: its view, its files, its manifest digest as published', async () => {
    const files = withIntegrityMap(marketingFiles('Mars Hub, a candidate'));
    const candidate = await edge.publish('marketing', files);
    const html = await (await page(`/product/mars-hub?override=marketing:${candidate}`)).text();
    expect(html).toContain(`data-release="${candidate}" style="display:contents"><!--$--><h1>Mars Hub, a candidate</h1>`);
    // Nothing of the live release's is fetched for it.
    expect(html).not.toContain(`${ORIGINS.marketing}/${ids.marketing}/`);
    expect(html).toContain(`"/runtime-config.json?override=marketing:${candidate}"`);
    expect(html).toMatch(new RegExp(`<meta name="mars-composition" content="[^"]*marketing=${candidate};[^"]*qa=marketing">`));
    const config = await (await page(`/runtime-config.json?override=marketing:${candidate}`)).json();
    expect(config.remotes.marketing).toBe(`${ORIGINS.marketing}/${candidate}/mf-manifest.json`);
    expect(config.integrity.marketing).toBe(
      `sha384-${createHash('sha384')
        .update(files['mf-manifest.json'] as string)
        .digest('base64')}`,
    );
    // The next page of that browser, through the cookie the host sets.
    const cookie = { Cookie: `mars_qa_overrides=${encodeURIComponent(`marketing:${candidate}`)}` };
    expect(await (await page('/product/mars-hub', { headers: cookie })).text()).toContain('<h1>Mars Hub, a candidate</h1>');
    // Everyone else, an unpublished release and a URL (the browser's alone) get the live release.
    for (const path of [
      '/product/mars-hub',
      '/product/mars-hub?override=marketing:1.0.0-nope-12345678',
      '/product/mars-hub?override=marketing:http://localhost:3001/mf-manifest.json',
    ])
      expect(await (await page(path)).text()).toContain(
        `data-release="${ids.marketing}" style="display:contents"><!--$--><h1>Mars Hub</h1>`,
      );
    expect((await (await page('/runtime-config.json')).json()).remotes.marketing).toContain(`/${ids.marketing}/`);
  });

  it('answers 404 for an unknown path and an unknown slug, 301 for another form of a path, HEAD like GET without a body', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Oops! Page not found</h1>');
    expect((await page('/blog/no-such-article')).status).toBe(404);
    expect((await page('/blog/what-is-edge-ai')).status).toBe(200);
    const moved = await page('/Product/Mars-Hub/?x=1', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/product/mars-hub?x=1');
    const head = await page('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('lists the live pages in the sitemap, and robots.txt names it', async () => {
    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.example.com/product/mars-hub</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com/blog/what-is-edge-ai</loc>');
    expect(await (await page('/robots.txt')).text()).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('sends the security headers and a CSP whose script hashes are the page’s inline scripts', async () => {
    const res = await page('/product/mars-hub');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scripts = [...(await res.text()).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    // The one run before the first paint (in <head>) and the page's loader (at the end of <body>).
    expect(scripts).toHaveLength(2);
    const hashes = await Promise.all(
      scripts.map(async (script) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
        return `'sha256-${Buffer.from(digest).toString('base64')}'`;
      }),
    );
    const scriptSrc = (csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '').trim().split(' ');
    const [directive, self, ...sources] = scriptSrc;
    expect([directive, self]).toEqual(['script-src', "'self'"]);
    expect(sources.slice(0, hashes.length).sort()).toEqual([...hashes].sort());
    expect(sources[hashes.length]).toBe(ORIGINS.marketing);
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://api.example.com");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('compresses text for a visitor who accepts it', async () => {
    const res = await page('/product/mars-hub', { headers: { 'Accept-Encoding': 'gzip' } });
    // (Miniflare's in-process fetch reports the runtime's encoding under this name.)
    expect(res.headers.get('content-encoding') ?? res.headers.get('mf-content-encoding')).toBe('gzip');
    const plain = await page('/product/mars-hub', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding') ?? plain.headers.get('mf-content-encoding')).toBeNull();
  });

  it('refuses anything but GET and HEAD, and answers 421 for a site it does not serve', async () => {
    expect((await page('/product/mars-hub', { method: 'POST' })).status).toBe(405);
    expect((await edge.fetch('http://elsewhere.test/')).status).toBe(421);
  });
});

describe('a remote’s origin', () => {
  const remote = (path: string, init?: RequestInit) => edge.fetch(`${ORIGINS.marketing}${path}`, init);

  it('serves any published release by id, immutable with an ETag (304 when unchanged), and its live release revalidated', async () => {
    const file = await remote(`/${ids.marketing}/mf-manifest.json`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = file.headers.get('etag') ?? '';
    expect((await remote(`/${ids.marketing}/mf-manifest.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const standalone = await remote('/');
    expect(standalone.headers.get('cache-control')).toBe('no-cache');
    expect(await standalone.text()).toContain('marketing standalone');
    expect((await remote(`/${ids.marketing}/nope.js`)).status).toBe(404);
  });

  it('answers CORS to the host’s origin and its own only; nothing may run from its answers', async () => {
    const fromHost = await remote(`/${ids.marketing}/remoteEntry.js`, { headers: { Origin: ORIGINS.host } });
    expect(fromHost.headers.get('access-control-allow-origin')).toBe(ORIGINS.host);
    expect(fromHost.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(fromHost.headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(fromHost.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const fromElsewhere = await remote(`/${ids.marketing}/remoteEntry.js`, { headers: { Origin: 'https://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await remote(`/${ids.marketing}/mf-manifest.json`, { method: 'OPTIONS', headers: { Origin: ORIGINS.host } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });
});

describe('pointers', () => {
  it('a promote is seen by the very next request', async () => {
    const next = await edge.publish('marketing', marketingFiles('Mars Hub, new'));
    await edge.promote('marketing', next);
    expect(await (await page('/product/mars-hub')).text()).toContain('<h1>Mars Hub, new</h1>');
    await edge.promote('marketing', ids.marketing as string);
    expect(await (await page('/product/mars-hub')).text()).toContain('<h1>Mars Hub</h1>');
  });

  it('two apps promoted at once, many times over, never lose a change; a conditional promote refuses a stale view', async () => {
    const marketing = [ids.marketing as string, await edge.publish('marketing', marketingFiles('Other'))];
    const blog = [ids.blog as string, await edge.publish('blog', { ...blogFiles(), 'extra.txt': 'x' })];
    for (let round = 0; round < 6; round++) {
      const m = marketing[round % 2] as string;
      const b = blog[(round + 1) % 2] as string;
      const answers = await Promise.all([edge.promote('marketing', m), edge.promote('blog', b), edge.promote('marketing', m)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const config = await (await page('/runtime-config.json')).json();
      expect(config.remotes.marketing).toContain(`/${m}/`);
      expect(config.remotes.blog).toContain(`/${b}/`);
    }
    const stale = await deployCall(
      edge,
      'marketing',
      'promote',
      { method: 'POST', body: JSON.stringify({ id: marketing[0], expect: 'not-the-live-one' }) },
      TOKENS.marketing,
    );
    expect(stale.status).toBe(409);
    await edge.promote('marketing', ids.marketing as string);
    await edge.promote('blog', ids.blog as string);
  });

  it('rolls back to the release before, and only to a release the store still has', async () => {
    const rollback = () => deployCall(edge, 'marketing', 'rollback', { method: 'POST' }, TOKENS.marketing);
    const files = marketingFiles('Mars Hub, rolled');
    const next = await edge.publish('marketing', files);
    await edge.promote('marketing', next);
    const back = await rollback();
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ current: ids.marketing, previous: next });
    expect(await (await page('/product/mars-hub')).text()).toContain('<h1>Mars Hub</h1>');

    // The release before the live one is gone from the store: refused, the live release stays.
    await edge.promote('marketing', next);
    await edge.removeObject(`releases/marketing/${ids.marketing}/release.json`);
    const refused = await rollback();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain(`cannot roll back to ${ids.marketing}: that release is not in the store`);
    expect(await (await page('/product/mars-hub')).text()).toContain('<h1>Mars Hub, rolled</h1>');

    expect(await edge.publish('marketing', marketingFiles('Mars Hub'))).toBe(ids.marketing);
    await edge.promote('marketing', ids.marketing as string);
  });
});

describe('the integrity chain’s anchor', () => {
  it('is the manifest as published: a manifest changed in the bucket never goes live, and the config never vouches for it', async () => {
    const files = withIntegrityMap(marketingFiles('Mars Hub, anchored'));
    const id = await edge.publish('marketing', files);
    const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    const published = files['mf-manifest.json'] as string;
    const promoteIt = (force: boolean) =>
      deployCall(edge, 'marketing', 'promote', { method: 'POST', body: JSON.stringify({ id, force }) }, TOKENS.marketing);
    // Live as published: the config names the digest recorded at publish.
    expect((await promoteIt(false)).status).toBe(200);
    expect((await (await page('/runtime-config.json')).json()).integrity.marketing).toBe(sri(published));
    // Changed in the bucket afterwards: the config still vouches only for the published bytes (the
    // host refuses the changed ones), and the release can no longer be made live, even by force.
    await edge.putObject(`releases/marketing/${id}/mf-manifest.json`, published.replace('"remoteEntry.js"}', '"evil.js"}'));
    expect((await (await page('/runtime-config.json')).json()).integrity.marketing).toBe(sri(published));
    const back = await edge.promote('marketing', ids.marketing as string);
    expect(back.status).toBe(200);
    for (const force of [false, true]) {
      const refused = await promoteIt(force);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toContain(`marketing ${id}: mf-manifest.json in the store differs from what was published`);
    }
    expect((await (await page('/runtime-config.json')).json()).remotes.marketing).toContain(`/${ids.marketing}/`);
  });
});

describe('the deploy API', () => {
  const upload = (app: 'marketing' | 'blog', token: string, body = 'x') =>
    deployCall(
      edge,
      app,
      'releases/1.0.0-test-abcdef12/files/evil.js',
      {
        method: 'PUT',
        body,
        headers: { 'X-Content-SHA256': 'a'.repeat(64) },
      },
      token,
    );

  it('needs a token (401) of the app itself (403): the blog team’s token deploys the blog and nothing else; nothing is written', async () => {
    const before = await edge.keys();
    expect((await upload('marketing', '')).status).toBe(401);
    expect((await upload('marketing', 'not-a-token')).status).toBe(401);
    const other = await upload('marketing', TOKENS.blog);
    expect(other.status).toBe(403);
    expect((await other.json()).error).toBe('This token deploys blog only, not marketing.');
    const promote = await edge.promote('marketing', ids.marketing as string, TOKENS.blog);
    expect(promote.status).toBe(403);
    expect(await edge.keys()).toEqual(before);
    // And its own app it may deploy.
    expect((await edge.promote('blog', ids.blog as string, TOKENS.blog)).status).toBe(200);
  });

  it('never echoes a token', async () => {
    const res = await upload('marketing', 'secret-token-value');
    expect(await res.text()).not.toContain('secret-token-value');
  });

  it('refuses a file whose bytes do not match its digest, a record whose id does not match its files, and changes to a published release', async () => {
    expect((await upload('blog', TOKENS.blog, 'bytes that do not hash to aaaa…')).status).toBe(400);
    const wrongId = await deployCall(
      edge,
      'blog',
      'releases/1.0.0-test-00000000',
      { method: 'POST', body: JSON.stringify({ version: '1.0.0', commit: 'test', contract: '1.0.0', files: [] }) },
      TOKENS.blog,
    );
    expect(wrongId.status).toBe(400);
    const changed = await deployCall(
      edge,
      'blog',
      `releases/${ids.blog}/files/remoteEntry.js`,
      { method: 'PUT', body: 'changed', headers: { 'X-Content-SHA256': 'b'.repeat(64) } },
      TOKENS.blog,
    );
    expect(changed.status).toBe(409);
    expect((await edge.promote('blog', 'no-such-release')).status).toBe(404);
  });
});
