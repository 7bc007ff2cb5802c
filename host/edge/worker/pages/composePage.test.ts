/**
 * The page composition, run where it runs: in workerd, with the runtime's own HTMLRewriter
 * (testing/composeUnderTest.ts).
 */
import { createHash } from 'node:crypto';
import {
  configToken,
  countryPageToken,
  FORM_NOTICE_TOKEN,
  FORM_TOKEN_TOKEN,
  formErrorToken,
  formInvalidToken,
  formValueToken,
  NOT_FOUND_VIEW,
  PAGE_URL_TOKEN,
  QUERY_TOKEN,
  QUERY_URL_TOKEN,
  RELEASE_BASE_PLACEHOLDER,
  RESULTS_TOKEN,
  STATUS_TOKEN,
  slotMarker,
} from '@mars/shared/first-view';
import { botVerdict } from '@mars/shared/form-token';
import { type ComposeAnswer, type ComposeCall, startComposer } from '../../testing/composeUnderTest';
import type { RemoteRelease } from './composition';
import { slotEnds } from './concerns/slotEnds';
import { robotsTxt, sitemapXml } from './sitemap';

/** The host's index.html as its build makes it: the places the edge fills are elements. */
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin><script defer src="/main.js"></script><title>Default title</title><meta name="description" content="Default"></head><body><div id="root"></div><script type="application/json" id="first-view-late"></script></body></html>';
/** What the page's inline script fetches once the first view has painted. */
const lateLoads = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="first-view-late">(.*?)<\/script>/)?.[1] ?? 'null');
const skeleton = '<div data-remote-loading="" style="min-height:900px"></div>';
/**
 * A slot as the host's React tree has it, so the app hydrates it: its box, naming the remote and
 * release, around a Suspense boundary in React's markers (`$!` — rendered by the app — when there is
 * no view).
 */
const slot = (key: string, owner: string, inner: string, empty = false) =>
  `<div data-first-view-slot="${key}"${owner}${empty ? ' data-first-view-empty' : ''} style="display:contents">` +
  `${empty ? '<!--$!--><template data-dgst="mars:no-first-view"></template>' : '<!--$-->'}${inner}<!--/$--></div>`;
const owned = (remote: string, release?: string) => ` data-remote="${remote}"${release ? ` data-release="${release}"` : ''}`;
const shellFile = {
  css: { rules: ['header{color:red}', '.not-found{color:blue}'], byView: { shell: [0], [NOT_FOUND_VIEW]: [1] } },
  siteName: 'Mars Vision',
  country: { fallback: 'us', languages: { us: 'en-US', in: 'en-IN' } },
  views: {
    shell: {
      us: `<header>US <a href="${countryPageToken('in')}">India</a></header><main>${slotMarker('', skeleton)}</main>`,
      in: `<header>IN <a href="${countryPageToken('us')}">United States</a></header><main>${slotMarker('', skeleton)}</main>`,
    },
    'page:home': {
      us: `${slotMarker('marketing/HomeSections', skeleton)}<div id="demo">${slotMarker('demo/DemoSection', '<div style="min-height:640px"></div>')}</div>`,
      in: `${slotMarker('marketing/HomeSections', skeleton)}<div id="demo">${slotMarker('demo/DemoSection', '<div style="min-height:640px"></div>')}</div>`,
    },
    [NOT_FOUND_VIEW]: { us: '<h1>Oops! Page not found</h1>', in: '<h1>Oops! Page not found (IN)</h1>' },
  },
  heads: { [NOT_FOUND_VIEW]: { title: 'Page not found | Mars Vision', description: 'Gone', noindex: true } },
};
const routes = [
  { path: '/', module: 'marketing/HomeSections', page: 'page:home' },
  { path: '/product/mars-hub', module: 'marketing/ProductPage', props: { product: 'mars-hub' } },
  { path: '/blog', module: 'blog/BlogIndex', query: ['category'] },
  { path: '/blog/:slug', module: 'blog/BlogArticle' },
];
const marketing = {
  id: '1.0.0-abc-11111111',
  base: 'http://cdn.test/1.0.0-abc-11111111/',
  manifestUrl: 'http://cdn.test/1.0.0-abc-11111111/mf-manifest.json',
  manifest: {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'ProductPage', assets: { js: { sync: ['product.js'] } } }],
  },
  publishedAt: '2026-11-20T10:00:00.000Z',
  firstView: {
    css: {
      rules: [`.hero{background:url(${RELEASE_BASE_PLACEHOLDER}assets/bg.webp)}`, '.card{gap:1px}', '.product{gap:2px}'],
      byView: { 'marketing/HomeSections': [0, 1], 'marketing/ProductPage?product=mars-hub': [1, 2] },
    },
    views: {
      'marketing/HomeSections': {
        us: `<link rel="preload" as="image" href="${RELEASE_BASE_PLACEHOLDER}assets/poster.webp" fetchPriority="high"/><h1>Home</h1>`,
        in: '<h1>Home IN</h1>',
      },
      'marketing/ProductPage?product=mars-hub': { us: '<h1>Mars Hub</h1><p>$& $1</p>', in: '<h1>Mars Hub</h1>' },
    },
    heads: {
      'marketing/HomeSections': { path: '/', title: 'Home | Mars Vision', description: 'Home page' },
      'marketing/ProductPage?product=mars-hub': {
        path: '/product/mars-hub',
        title: 'Mars Hub | Mars Vision',
        description: 'Up to 10 cameras',
        image: { url: `${RELEASE_BASE_PLACEHOLDER}assets/hub-og.jpg`, width: 1200, height: 630, alt: 'Mars Hub' },
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Mars Hub', path: '/product/mars-hub' },
        ],
      },
    },
  },
};
const item = (title: string) => ({ html: `<li>${title}</li>`, text: [title.toLowerCase()] });
const list = (category: string) => ({
  param: 'q',
  page: `<h1>Blog ${category}</h1><input name="q" value="${QUERY_TOKEN}"><a href="/blog?q=${QUERY_URL_TOKEN}">All</a><a href="/blog?category=Case+Studies&amp;q=${QUERY_URL_TOKEN}">Case Studies</a><p>${STATUS_TOKEN}</p>${RESULTS_TOKEN}`,
  status: {
    plain: ['0 articles', '1 article', '2 articles'],
    search: ['0 match', `1 matches “${QUERY_TOKEN}”`, `2 match “${QUERY_TOKEN}”`],
  },
  list: ['<ul>', '</ul>'],
  items: category === 'All' ? [item('Edge AI'), item('Static surveillance')] : [item('Edge AI')],
  empty: `<p>No articles found in "${category}" category.</p>`,
});
const blog = {
  id: '1.0.0-abc-22222222',
  base: 'http://blog.test/1.0.0-abc-22222222/',
  manifestUrl: 'http://blog.test/1.0.0-abc-22222222/mf-manifest.json',
  manifest: null,
  publishedAt: '2026-11-21T10:00:00.000Z',
  firstView: {
    css: { rules: [], byView: {} },
    views: {
      'blog/BlogIndex': { us: list('All'), in: list('All') },
      'blog/BlogIndex?category=Technical%20Insights': { us: list('Technical Insights'), in: list('Technical Insights') },
      'blog/BlogArticle?slug=what-is-edge-ai': { us: '<h1>What Is Edge AI?</h1>', in: '<h1>What Is Edge AI?</h1>' },
    },
    heads: {
      'blog/BlogIndex': { path: '/blog', title: 'Blog | Mars Vision', description: 'All articles' },
      'blog/BlogIndex?category=Technical%20Insights': {
        path: '/blog?category=Technical+Insights',
        title: 'TI',
        description: 'TI',
        sitemap: false,
      },
      'blog/BlogArticle?slug=what-is-edge-ai': {
        path: '/blog/what-is-edge-ai',
        title: 'What Is Edge AI? | Mars Vision',
        description: 'Edge',
      },
      'blog/BlogArticle?slug=draft': { path: '/blog/draft', title: 'Draft', description: 'Draft', noindex: true },
    },
  },
};
/** The demo form as its release publishes it: at rest, and in its outcome state per country code. */
const formHtml = (code: string, outcome: boolean) =>
  `<form action="${configToken('apiBase')}/submit" method="post"><input type="hidden" name="formToken" value="${FORM_TOKEN_TOKEN}"><input type="hidden" name="returnTo" value="${PAGE_URL_TOKEN}">` +
  (outcome
    ? `<p role="alert">${FORM_NOTICE_TOKEN}</p><input name="email" value="${formValueToken('email')}" aria-invalid="${formInvalidToken('email')}"><p>${formErrorToken('email')}</p><select><option selected>${code}</option></select>`
    : `<input name="email" value=""><select><option selected>${code}</option></select>`) +
  '</form>';
const demoForm = {
  param: 'demo',
  idle: formHtml('+1', false),
  outcome: { '+1': formHtml('+1', true), '+91': formHtml('+91', true) },
  select: 'countryCode',
  fields: ['email', 'countryCode'],
  messages: { email: { invalid: 'Enter an email address like name@company.com.' } },
  notices: { sent: 'Sent!', error: 'Please check the highlighted fields.', busy: 'Try again in __MARS_WAIT__.' },
};
const demo = {
  id: '1.0.0-abc-33333333',
  base: 'http://demo.test/1.0.0-abc-33333333/',
  manifestUrl: 'http://demo.test/1.0.0-abc-33333333/mf-manifest.json',
  manifest: null,
  firstView: { css: { rules: [], byView: {} }, views: { 'demo/DemoSection': { us: { form: demoForm }, in: { form: demoForm } } } },
};
const releases = { marketing, blog, demo } as unknown as Record<string, RemoteRelease>;
const CONFIG = { publicOrigin: 'https://www.example.com', apiBase: 'https://api.example.com' };

let composer: Awaited<ReturnType<typeof startComposer>>;
beforeAll(async () => {
  composer = await startComposer();
});
afterAll(() => composer.dispose());

/** Composes `path` with the live releases, some replaced (`null`: that release cannot be read). */
const compose = (
  path: string,
  over: Record<string, unknown> = {},
  host: Partial<ComposeCall['host']> = {},
  call: Partial<ComposeCall> = {},
) =>
  composer.compose({
    url: new URL(path, 'http://localhost:3000').href,
    config: CONFIG,
    secrets: { formToken: 'edge secret' },
    host: { page: PAGE, routes, firstView: shellFile as never, ...host },
    releases: { ...releases, ...(over as Record<string, RemoteRelease | null>) },
    ...call,
  });
type Composed = { status: 200 | 404; html: string; scriptHashes: string[] };
const page = async (path: string, over?: Record<string, unknown>, host?: Partial<ComposeCall['host']>) => {
  const answer = await compose(path, over, host);
  if ('error' in answer) throw new Error(`composePage threw: ${answer.error}`);
  return answer as Composed;
};
/** What composePage threw for this call. */
const refusal = async (call: Promise<ComposeAnswer>) => {
  const answer = await call;
  return 'error' in answer ? `${answer.name}: ${answer.error}` : 'composed without an error';
};

describe('page composition at the edge', () => {
  it('a returning visitor’s session hint is read in <head>, before the first frame; its script is allowed by its own hash', async () => {
    const { html, scriptHashes } = await page(
      '/product/mars-hub',
      {},
      { firstView: { ...shellFile, authHint: { storageKey: 'mars.session' } } as never },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const hint = head.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    expect(hint).toContain('getItem("mars.session")');
    expect(hint).toContain('data-auth-hint');
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('<body'));
    expect(scriptHashes).toContain(`'sha256-${createHash('sha256').update(hint).digest('base64')}'`);
    expect(scriptHashes).toHaveLength(2);
  });

  it('a returning visitor’s country, chosen on an earlier visit, is read in <head> against the page’s own: another country’s marks the page (the app then offers theirs)', async () => {
    const { html } = await page(
      '/in/product/mars-hub',
      {},
      { firstView: { ...shellFile, countryChoice: { storageKey: 'mars.country' } } as never },
    );
    const hint = html.slice(0, html.indexOf('</head>')).match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="en-IN" data-country="in">/);
    // Run as the browser runs it: a choice of the United States marks this Indian page, India's does not.
    const marks = (chosen: string) => {
      const attributes: Record<string, string> = { 'data-country': 'in' };
      const documentElement = {
        getAttribute: (n: string) => attributes[n] ?? null,
        setAttribute: (n: string, v: string) => (attributes[n] = v),
      };
      new Function('document', 'localStorage', 'location', hint)(
        { documentElement },
        { getItem: (k: string) => (k === 'mars.country' ? chosen : null) },
        { hash: '' },
      );
      return attributes['data-country-choice'] ?? null;
    };
    expect(marks('us')).toBe('us');
    expect(marks('in')).toBeNull();
  });

  it('a QA browser — an override in the address, or one remembered — is marked in <head> (the app then comes at once: its banner)', async () => {
    const { html } = await page(
      '/blog',
      {},
      { firstView: { ...shellFile, qaOverrides: { storageKey: 'mars.qa-overrides', param: 'override' } } as never },
    );
    const hint = html.slice(0, html.indexOf('</head>')).match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    const marks = (search: string, remembered: string | null) => {
      const attributes: Record<string, string> = {};
      const documentElement = {
        getAttribute: (n: string) => attributes[n] ?? null,
        setAttribute: (n: string, v: string) => (attributes[n] = v),
      };
      new Function('document', 'localStorage', 'location', hint)(
        { documentElement },
        { getItem: (k: string) => (k === 'mars.qa-overrides' ? remembered : null) },
        { search },
      );
      return 'data-qa-overrides' in attributes;
    };
    expect(marks('?override=blog:http://localhost:3002/mf-manifest.json', null)).toBe(true);
    expect(marks('', '{"blog":"1.0.0-abc-11111111"}')).toBe(true);
    expect(marks('?q=edge', null)).toBe(false);
  });

  it("puts the shell and the live view in the page, in the address's country only: no other country's body hidden in it", async () => {
    const { status, html, scriptHashes } = await page('/product/mars-hub');
    expect(status).toBe(200);
    const key = 'marketing/ProductPage?product=mars-hub';
    expect(html).toContain(
      `<div id="root" data-first-view=""><header>US <a href="/in/product/mars-hub">India</a></header><main>${slot(key, owned('marketing', '1.0.0-abc-11111111'), '<h1>Mars Hub</h1><p>$& $1</p>')}</main></div>`,
    );
    expect(html).not.toContain('<header>IN');
    expect(html).not.toContain('<template');
    expect(html).toContain('<html lang="en-US" data-country="us">');
    // Only the CSS the page's views use, in cascade order.
    expect(html).toContain('<style data-first-view>header{color:red}\n.card{gap:1px}\n.product{gap:2px}</style>');
    expect(html).not.toContain(RELEASE_BASE_PLACEHOLDER);
    // The CSP hashes are exactly the inline scripts': the one run before the first paint, the loader.
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect([...scriptHashes].sort()).toEqual(
      scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).sort(),
    );
    // The app's scripts and data are fetched after the first view has painted, not while the page's
    // own HTML and image load; nothing of the route's remote, which only a visitor reaching into its
    // slot needs (the host's hydration gate).
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('rel="preload" href="/runtime-config.json"');
    expect(lateLoads(html)).toEqual([{ href: '/runtime-config.json', as: 'fetch' }, { script: '/main.js' }]);
    // Nothing is made inert or hidden while the app starts.
    expect(html).not.toMatch(/inert|aria-hidden/);
  });

  it('preloads the route module’s files when the host has no first view to show meanwhile', async () => {
    const { html, scriptHashes } = await page('/product/mars-hub', {}, { firstView: null });
    expect(html).toContain('<link rel="preload" href="http://cdn.test/1.0.0-abc-11111111/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<title data-head>Mars Hub | Mars Vision</title>');
    // The app renders the page itself: its scripts stay where they are, and no inline script is added.
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(scriptHashes).toEqual([]);
  });

  it('names the variant’s config in the list the page loads, and the composition in the head', async () => {
    const answer = await compose(
      '/product/mars-hub',
      {},
      {},
      {
        config: { ...CONFIG, composition: 'host=h;blog=b2;canary=blog' },
        configUrl: '/runtime-config.json?variant=blog@b2&override=demo:d1',
      },
    );
    const { html } = answer as Composed;
    expect(html).toMatch(
      /^<!doctype html><html lang="en-US" data-country="us"><head><meta charset="utf-8"><meta name="mars-composition" content="host=h;blog=b2;canary=blog">/,
    );
    expect(lateLoads(html)).toEqual([
      { href: '/runtime-config.json?variant=blog@b2&override=demo:d1', as: 'fetch' },
      { script: '/main.js' },
    ]);
  });

  it('writes the page’s own head in place of the default one: title, description, canonical on the public origin, Open Graph, JSON-LD', async () => {
    const { html } = await page('/product/mars-hub');
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<title data-head>Mars Hub | Mars Vision</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/product/mars-hub" data-head>');
    expect(html).toContain('<meta property="og:image" content="http://cdn.test/1.0.0-abc-11111111/assets/hub-og.jpg" data-head>');
    expect(html).toContain('<meta property="og:site_name" content="Mars Vision" data-head>');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('composes the home page around its slots: a slot without a live view keeps its skeleton, marked empty', async () => {
    const { status, html } = await page('/', { demo: null });
    expect(status).toBe(200);
    expect(html).toContain(slot('marketing/HomeSections', owned('marketing', '1.0.0-abc-11111111'), '<h1>Home</h1>'));
    expect(html).toContain(
      '<style data-first-view>header{color:red}\n.hero{background:url(http://cdn.test/1.0.0-abc-11111111/assets/bg.webp)}\n.card{gap:1px}</style>',
    );
    expect(html).toContain(`<div id="demo">${slot('demo/DemoSection', owned('demo'), '<div style="min-height:640px"></div>', true)}</div>`);
    // The hero poster's preload goes to the top of the head, after only the encoding and the script run
    // before the first paint; the encoding is declared once, first.
    expect(html).toMatch(
      /^<!doctype html><html lang="en-US" data-country="us"><head><meta charset="utf-8"><script>[^<]*<\/script><link rel="preload" as="image" href="http:\/\/cdn\.test\/1\.0\.0-abc-11111111\/assets\/poster\.webp"/,
    );
    expect(html.match(/<meta charset/g)).toHaveLength(1);
    expect(new TextEncoder().encode(html.slice(0, html.indexOf('<meta charset'))).length).toBeLessThan(1024 - 22);
  });

  it("marks a page whose route asks for its code at once (hydrate: 'load'), and no other: the inline script then wakes the app after the first paint", async () => {
    const atOnce = routes.map((r) => (r.path === '/product/mars-hub' ? { ...r, hydrate: 'load' as const } : r));
    expect((await page('/product/mars-hub', {}, { routes: atOnce })).html).toMatch(/^<!doctype html><html [^>]*data-app-at-once=""/);
    expect((await page('/product/mars-hub')).html).not.toMatch(/<html [^>]*data-app-at-once/);
    expect((await page('/', {}, { routes: atOnce })).html).not.toMatch(/<html [^>]*data-app-at-once/);
    expect((await page('/', {}, { routes: atOnce })).html).toContain('r.hasAttribute("data-app-at-once")');
  });

  it('marks a page whose route asks for its code at once only with a parameter (loadWith) when its address carries it', async () => {
    const withSetup = routes.map((r) => (r.path === '/product/mars-hub' ? { ...r, loadWith: ['setup'] } : r));
    const atOnce = /^<!doctype html><html [^>]*data-app-at-once=""/;
    expect((await page('/product/mars-hub?setup=1&count=4', {}, { routes: withSetup })).html).toMatch(atOnce);
    expect((await page('/product/mars-hub', {}, { routes: withSetup })).html).not.toMatch(/<html [^>]*data-app-at-once/);
    expect((await page('/product/mars-hub?utm_source=x', {}, { routes: withSetup })).html).not.toMatch(/<html [^>]*data-app-at-once/);
  });

  it('answers 404 with the host’s 404 page and head for an unknown path', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('<main><h1>Oops! Page not found</h1></main>');
    expect(html).toContain('<style data-first-view>header{color:red}\n.not-found{color:blue}</style>');
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(html).not.toContain('rel="canonical"');
    expect(lateLoads(html)).toEqual([{ href: '/runtime-config.json', as: 'fetch' }, { script: '/main.js' }]);
  });

  it('answers 404 for a slug the live blog release does not publish, in the blog’s slot so the app takes it over', async () => {
    const { status, html } = await page('/blog/no-such-article');
    expect(status).toBe(404);
    expect(html).toContain(slot('blog/BlogArticle?slug=no-such-article', '', '<h1>Oops! Page not found</h1>'));
    expect(html).toContain('<title data-head>Page not found | Mars Vision</title>');
  });

  it('escapes what comes from the URL: a slug in the slot key', async () => {
    const { html } = await page('/blog/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    // No attribute broken out of: the slug's quote never closes one in front of its tag.
    expect(html).not.toContain('"><script>alert');
    expect(html).toContain('data-first-view-slot="blog/BlogArticle?slug=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  });

  // The URL above arrives percent-encoded; a key with raw quotes and brackets must stay one attribute too.
  it('escapes a slot key with quotes and angle brackets in the slot’s opening tag', () => {
    const [open, close] = slotEnds('blog/BlogArticle?slug="><script>alert(1)</script>', ' data-remote="blog"');
    expect(open).toBe(
      '<div data-first-view-slot="blog/BlogArticle?slug=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-remote="blog" style="display:contents"><!--$-->',
    );
    expect(close).toBe('<!--/$--></div>');
  });

  it('serves the shell and the slot’s skeleton (200) when a remote release cannot be read, so the app fills it', async () => {
    const { status, html } = await page('/blog/what-is-edge-ai', { blog: null });
    expect(status).toBe(200);
    expect(html).toContain(slot('blog/BlogArticle?slug=what-is-edge-ai', owned('blog'), skeleton, true));
    expect(html).toContain('<title>Default title</title>');
  });

  it('redirects (301) a trailing slash or another letter case to the canonical path, keeping the query', async () => {
    expect(await compose('/product/mars-hub/')).toEqual({ status: 301, location: '/product/mars-hub' });
    expect(await compose('/Product/Mars-Hub?x=1')).toEqual({ status: 301, location: '/product/mars-hub?x=1' });
    expect(await compose('/blog/What-Is-Edge-AI')).toEqual({ status: 301, location: '/blog/what-is-edge-ai' });
    expect(await compose('/blog//')).toEqual({ status: 301, location: '/blog' });
    // Not a page in another form: a plain 404.
    expect((await page('/Nothing/')).status).toBe(404);
  });

  it('puts a searchable list together for the search text: matching items, the status for their count, the text escaped', async () => {
    const all = await page('/blog');
    expect(all.html).toContain('<p>2 articles</p><ul><li>Edge AI</li><li>Static surveillance</li></ul>');
    expect(all.html).toContain('value=""');
    // Links that carry the search have no empty parameter when there is none.
    expect(all.html).toContain('<a href="/blog">All</a><a href="/blog?category=Case+Studies">Case Studies</a>');
    const edge = await page('/blog?q=%20EDGE%20');
    expect(edge.html).toContain('<p>1 matches “ EDGE ”</p><ul><li>Edge AI</li></ul>');
    expect(edge.html).toContain('value=" EDGE "');
    expect(edge.html).toContain('href="/blog?q=+EDGE+"');
    expect(edge.html).toContain('href="/blog?category=Case+Studies&amp;q=+EDGE+"');
    const none = await page('/blog?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(none.html).toContain('<p>0 match</p><p>No articles found in "All" category.</p>');
    expect(none.html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(none.html).not.toContain('<img src=x');
  });

  it('picks the view a declared query parameter names, and the base view for a value it does not know', async () => {
    const ti = await page('/blog?category=Technical+Insights');
    expect(ti.html).toContain('<h1>Blog Technical Insights</h1>');
    expect(ti.html).toContain('<title data-head>TI</title>');
    const unknown = await page('/blog?category=Nope');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<h1>Blog All</h1>');
  });

  it('cannot be broken out of by a view’s CSS containing </style>', async () => {
    const nasty = {
      ...marketing,
      firstView: {
        ...marketing.firstView,
        css: { rules: ['</style><script>alert(1)</script>'], byView: { 'marketing/ProductPage?product=mars-hub': [0] } },
      },
    };
    const { html } = await page('/product/mars-hub', { marketing: nasty });
    expect(html).not.toContain('</style><script>alert(1)');
  });
});

describe('a form that works without JavaScript', () => {
  const demoSlot = (html: string) =>
    html.match(
      /<div data-first-view-slot="demo\/DemoSection" data-remote="demo" data-release="1.0.0-abc-33333333" style="display:contents"><!--\$-->(.*?)<!--\/\$--><\/div><\/div><\/main>/,
    )?.[1] ?? '';

  it('at rest: posts to the API from the run-time config, returns to this page, carries a fresh signed form token', async () => {
    const form = demoSlot((await page('/')).html);
    expect(form).toContain('<form action="https://api.example.com/submit" method="post">');
    expect(form).toContain('name="returnTo" value="https://www.example.com/"');
    const token = form.match(/name="formToken" value="([^"]+)"/)?.[1] ?? '';
    expect(await botVerdict({ token }, 'edge secret', Date.now() + 5000)).toBeNull();
    expect(form).not.toContain('role="alert"');
  });

  it('sent back with a problem: the visitor’s values (escaped), the message by its code, the notice, the country code chosen', async () => {
    const form = demoSlot((await page('/?demo=error&e.email=invalid&v.email=%22%3E%3Cb%3Eana%40&v.countryCode=%2B91#demo')).html);
    expect(form).toContain('<p role="alert">Please check the highlighted fields.</p>');
    expect(form).toContain('value="&quot;&gt;&lt;b&gt;ana@" aria-invalid="true"><p>Enter an email address like name@company.com.</p>');
    expect(form).toContain('<option selected>+91</option>');
    expect(form).not.toContain('__MARS_');
  });

  it('takes no text from the address but the visitor’s values: an unknown code or outcome shows nothing of it', async () => {
    const unknownCode = demoSlot((await page('/?demo=error&e.email=%3Cscript%3E&v.email=x')).html);
    expect(unknownCode).toContain('aria-invalid="false"><p></p>');
    const unknownOutcome = demoSlot((await page('/?demo=%3Cscript%3E')).html);
    expect(unknownOutcome).not.toContain('role="alert"');
    expect(unknownOutcome).not.toContain('script');
    const busy = demoSlot((await page('/?demo=busy&retry=2100')).html);
    expect(busy).toContain('<p role="alert">Try again in 35 minutes.</p>');
  });
});

describe('a view its release composes from the page’s address (addressViews.ts)', () => {
  /** The demo release, declaring that its renderer composes its section for an address with `setup`. */
  const demoWithRenderer = {
    ...demo,
    firstView: { ...demo.firstView, addressViews: { file: 'view-renderer.mjs', views: { 'demo/DemoSection': { params: ['setup'] } } } },
  };
  const rendered = {
    view: {
      html: `<form data-address-view="" action="${configToken('apiBase')}/submit"><img src="${RELEASE_BASE_PLACEHOLDER}assets/cam.webp"><input type="hidden" name="formToken" value="${FORM_TOKEN_TOKEN}"><input name="site" value="Lakeside"></form>`,
      css: ['.setup-box{gap:3px}'],
    },
  };
  const withRenderer = (path: string, answers: ComposeCall['addressViews'] = { 'demo/DemoSection': rendered }) =>
    compose(path, { demo: demoWithRenderer }, {}, { addressViews: answers });

  it('takes the view’s place for an address with a declared parameter: the edge’s values in it, its CSS in the head', async () => {
    const answer = await withRenderer('/?setup=1&site=Lakeside&count=4');
    if ('error' in answer || answer.status === 301) throw new Error('not a page');
    expect(answer.asked).toEqual([
      {
        app: 'demo',
        releaseId: demo.id,
        declared: demoWithRenderer.firstView.addressViews,
        request: { key: 'demo/DemoSection', country: 'us', path: '/', query: 'setup=1&site=Lakeside&count=4' },
      },
    ]);
    const form = answer.html.slice(answer.html.indexOf('<form data-address-view'));
    expect(form).toMatch(
      /^<form data-address-view="" action="https:\/\/api\.example\.com\/submit"><img src="http:\/\/demo\.test\/1\.0\.0-abc-33333333\/assets\/cam\.webp">/,
    );
    expect(form).not.toContain(FORM_TOKEN_TOKEN);
    expect(answer.html.slice(0, answer.html.indexOf('</head>'))).toContain('.setup-box{gap:3px}');
    expect(answer.degraded).toBe(false);
  });

  it('is not asked for an address without one, nor in another country’s page without one: the published view', async () => {
    const answer = await withRenderer('/?utm_source=mail');
    if ('error' in answer || answer.status === 301) throw new Error('not a page');
    expect(answer.asked).toEqual([]);
    expect(answer.html).not.toContain('data-address-view');
    expect(answer.html).not.toContain('.setup-box');
  });

  it('asks in the page’s country, with the page’s own path', async () => {
    const answer = await withRenderer('/in?setup=1&count=4');
    if ('error' in answer || answer.status === 301) throw new Error('not a page');
    expect(answer.asked?.[0]?.request).toMatchObject({ country: 'in', path: '/' });
  });

  it('leaves the published view when the renderer answers nothing; when it fails, the page is not kept either', async () => {
    const nothing = await withRenderer('/?setup=1&count=4', {});
    const failed = await withRenderer('/?setup=1&count=4', {
      'demo/DemoSection': { view: null, failed: 'demo: no answer within 1000 ms' },
    });
    for (const answer of [nothing, failed]) {
      if ('error' in answer || answer.status === 301) throw new Error('not a page');
      expect(answer.html).toContain('<form action="https://api.example.com/submit" method="post">');
      expect(answer.html).not.toContain('data-address-view');
    }
    expect(nothing).toMatchObject({ degraded: false });
    expect(failed).toMatchObject({ degraded: true });
  });

  it('a route that wants its code at once for its address (loadWith) does not, once its view shows the address', async () => {
    const withSetup = routes.map((r) => (r.path === '/product/mars-hub' ? { ...r, loadWith: ['setup'] } : r));
    const key = 'marketing/ProductPage?product=mars-hub';
    const marketingWithRenderer = {
      ...marketing,
      firstView: { ...marketing.firstView, addressViews: { file: 'view-renderer.mjs', views: { [key]: { params: ['setup'] } } } },
    };
    const answer = await compose(
      '/product/mars-hub?setup=1&count=4',
      { marketing: marketingWithRenderer },
      { routes: withSetup },
      { addressViews: { [key]: { view: { html: '<h1 data-address-view="">Mars Hub for 4 cameras</h1>', css: [] } } } },
    );
    if ('error' in answer || answer.status === 301) throw new Error('not a page');
    expect(answer.html).toContain('<h1 data-address-view="">Mars Hub for 4 cameras</h1>');
    expect(answer.html).not.toMatch(/<html [^>]*data-app-at-once/);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every page a live release declares, on the public origin, with the release date; not noindex, sitemap:false or unrouted ones', () => {
    const xml = sitemapXml({ routes, origin: 'https://www.example.com', releases: [releases.marketing, releases.blog] as RemoteRelease[] });
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]);
    expect(locs).toEqual([
      ['https://www.example.com/', '2026-11-20'],
      ['https://www.example.com/blog', '2026-11-21'],
      ['https://www.example.com/blog/what-is-edge-ai', '2026-11-21'],
      ['https://www.example.com/product/mars-hub', '2026-11-20'],
    ]);
    expect(robotsTxt('https://www.example.com')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it("lists each page's twin in every country, with its alternates, and the day its content last changed", () => {
    const blogRelease = {
      ...releases.blog,
      // The article says its own date; the index has been the same since an earlier release.
      firstView: {
        ...releases.blog?.firstView,
        heads: {
          ...releases.blog?.firstView?.heads,
          'blog/BlogArticle?slug=what-is-edge-ai': { path: '/blog/what-is-edge-ai', title: 'E', description: 'E', modified: '2025-08-05' },
        },
      },
      pages: { 'blog/BlogIndex': { since: '2026-10-02' } },
    } as RemoteRelease;
    const xml = sitemapXml({
      routes,
      origin: 'https://www.example.com',
      releases: [releases.marketing, blogRelease] as RemoteRelease[],
      countries: { fallback: 'us', languages: { us: 'en-US', in: 'en-IN' } },
    });
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(.*?)<\/url>/g)].map((m) => [m[1], m[2]]);
    expect(urls).toEqual([
      ['https://www.example.com/', '2026-11-20'],
      ['https://www.example.com/blog', '2026-10-02'],
      ['https://www.example.com/blog/what-is-edge-ai', '2025-08-05'],
      ['https://www.example.com/in', '2026-11-20'],
      ['https://www.example.com/in/blog', '2026-10-02'],
      ['https://www.example.com/in/blog/what-is-edge-ai', '2025-08-05'],
      ['https://www.example.com/in/product/mars-hub', '2026-11-20'],
      ['https://www.example.com/product/mars-hub', '2026-11-20'],
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const twinsOf = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`));
    for (const loc of ['https://www.example.com/in/blog', 'https://www.example.com/blog'])
      expect(twinsOf(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://www.example.com/blog"/>' +
          '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.example.com/in/blog"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/blog"/>',
      );
  });
});

describe('a page per country: India under /in', () => {
  const key = 'marketing/ProductPage?product=mars-hub';
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const links = (html: string) => [...head(html).matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
  /** Mars Hub's page in each language, and the x-default: the same on both twins. */
  const HUB_TWINS = [
    '<link rel="alternate" hreflang="en-US" href="https://www.example.com/product/mars-hub" data-head>',
    '<link rel="alternate" hreflang="en-IN" href="https://www.example.com/in/product/mars-hub" data-head>',
    '<link rel="alternate" hreflang="x-default" href="https://www.example.com/product/mars-hub" data-head>',
  ];

  it("/in/… is the same route in India: the India views, <html lang>, the switcher's link back, its own canonical", async () => {
    const { status, html } = await page('/in/product/mars-hub?x=1');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en-IN" data-country="in">');
    expect(html).toContain(
      `<div id="root" data-first-view=""><header>IN <a href="/product/mars-hub?x=1">United States</a></header><main>${slot(key, owned('marketing', '1.0.0-abc-11111111'), '<h1>Mars Hub</h1>')}</main></div>`,
    );
    expect(html).not.toContain('<header>US');
    expect(links(html)).toEqual(['<link rel="canonical" href="https://www.example.com/in/product/mars-hub" data-head>', ...HUB_TWINS]);
    expect(head(html)).toContain('<meta property="og:locale" content="en_IN" data-head>');
    expect(head(html)).toContain('<meta property="og:locale:alternate" content="en_US" data-head>');
    expect(head(html)).toContain('<meta property="og:url" content="https://www.example.com/in/product/mars-hub" data-head>');
    // The breadcrumbs stay in India.
    expect(head(html)).toContain('"item":"https://www.example.com/in"');
    expect(head(html)).toContain('"item":"https://www.example.com/in/product/mars-hub"');
  });

  it('the United States page names the same twins, og:locale en_US', async () => {
    const { html } = await page('/product/mars-hub');
    expect(links(html)).toEqual(['<link rel="canonical" href="https://www.example.com/product/mars-hub" data-head>', ...HUB_TWINS]);
    expect(head(html)).toContain('<meta property="og:locale" content="en_US" data-head>');
  });

  it("India's home is /in: /in/ and /IN/… are sent there; an unknown path under /in is India's 404", async () => {
    expect(await compose('/in')).toMatchObject({ status: 200 });
    expect(await compose('/in/?q=1')).toEqual({ status: 301, location: '/in?q=1' });
    expect(await compose('/IN/Product/mars-hub')).toEqual({ status: 301, location: '/in/product/mars-hub' });
    const missing = await page('/in/nope');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>Oops! Page not found (IN)</h1>');
    // India's language, and the mark the inline script logs the bad path by.
    expect(missing.html).toContain('<html lang="en-IN" data-country="in" data-not-found="">');
    expect(head(missing.html)).not.toContain('hreflang');
    expect((await page('/in/blog/nope')).status).toBe(404);
    // A path that only starts like a country's is the default country's (and here, no page).
    expect((await page('/india')).status).toBe(404);
  });

  it("a host release that names no languages is one country's site: no prefixes, no alternates", async () => {
    const oneCountry = { ...shellFile, country: { fallback: 'us' } } as never;
    expect((await page('/in/product/mars-hub', {}, { firstView: oneCountry })).status).toBe(404);
    const { html } = await page('/product/mars-hub', {}, { firstView: oneCountry });
    expect(links(html)).toEqual(['<link rel="canonical" href="https://www.example.com/product/mars-hub" data-head>']);
  });
});

describe('the menu from the live route tables', () => {
  const shell = `<nav><ul><template data-nav-group="Products"></template></ul><ul><template data-nav-group="Footer: Legal"></template></ul></nav><main>${slotMarker('', skeleton)}</main>`;
  /** The page at `path` with these menu entries in the config. */
  const withNav = async (path: string, nav: { group: string; label: string; to: string; order: number }[]) =>
    (await composer.compose({
      url: `http://localhost:3000${path}`,
      config: { publicOrigin: 'https://www.example.com', nav },
      host: { page: PAGE, routes, firstView: { ...shellFile, views: { ...shellFile.views, shell: { us: shell, in: shell } } } as never },
      releases,
    })) as Composed;

  it("fills each group's place in the host's shell with the group's entries from the config, escaped", async () => {
    const { html } = await withNav('/product/mars-hub', [
      { group: 'Products', label: 'Mars Hub', to: '/product/mars-hub', order: 20 },
      { group: 'Footer: Legal', label: 'Privacy <Policy>', to: '/privacy-policy', order: 10 },
      { group: 'Elsewhere', label: 'Not here', to: '/x', order: 1 },
    ]);
    expect(html).toContain(
      '<nav><ul><li><a href="/product/mars-hub" data-discover="true">Mars Hub</a></li></ul><ul><li><a href="/privacy-policy" data-discover="true">Privacy &lt;Policy&gt;</a></li></ul></nav>',
    );
    expect(html).not.toContain('Not here');
    expect(html).not.toContain('data-nav-group');
    // On India's pages the entries stay in India.
    const india = await withNav('/in/product/mars-hub', [
      { group: 'Products', label: 'Home', to: '/#features', order: 10 },
      { group: 'Products', label: 'Mars Hub', to: '/product/mars-hub', order: 20 },
      { group: 'Footer: Legal', label: 'Docs', to: 'https://docs.example.com/', order: 10 },
    ]);
    expect(india.html).toContain(
      '<li><a href="/in#features" data-discover="true">Home</a></li><li><a href="/in/product/mars-hub" data-discover="true">Mars Hub</a></li>',
    );
    expect(india.html).toContain('<a href="https://docs.example.com/" target="_blank"');
  });
});

describe('a host release without the places the edge fills', () => {
  it('is an error naming the missing element, never a page quietly missing a part', async () => {
    expect(
      await refusal(
        compose('/product/mars-hub', {}, { id: '1.0.0-h-1', page: PAGE.replace('<div id="root"></div>', '<div id="app"></div>') }),
      ),
    ).toBe('ShellError: host 1.0.0-h-1: its index.html has no <div id="root"> for the first view');
    expect(
      await refusal(
        compose('/product/mars-hub', {}, { page: PAGE.replace('<script type="application/json" id="first-view-late"></script>', '') }),
      ),
    ).toBe('ShellError: host: its index.html has no <script type="application/json" id="first-view-late"> for the app\'s scripts');
    expect(await refusal(compose('/product/mars-hub', {}, { page: PAGE.replace(/<\/?head>/g, '') }))).toBe(
      "ShellError: host: its index.html has no <head> for the page's head",
    );
  });

  it('is an error when the shell view has no slot for the page’s own view', async () => {
    const shell = { us: '<header>US</header><main></main>', in: '<header>IN</header><main></main>' };
    const views = { ...shellFile.views, shell };
    expect(await refusal(compose('/product/mars-hub', {}, { id: '1.0.0-h-1', firstView: { ...shellFile, views } as never }))).toBe(
      'ShellError: host 1.0.0-h-1: its shell view (us) has no <template data-first-view-slot=""> for the page\'s own view',
    );
    // The home page's own slots come with the home page view, which goes where the route's view would.
    expect(await refusal(compose('/', {}, { firstView: { ...shellFile, views } as never }))).toMatch(/its shell view \(us\) has no/);
  });

  it('is an error when the page loads a script after the list of what it loads', async () => {
    const late = PAGE.replace('</body>', '<script src="/late.js"></script></body>');
    expect(await refusal(compose('/product/mars-hub', {}, { page: late }))).toBe(
      'ShellError: host: its index.html loads <script src="/late.js"> after #first-view-late, which lists what the page loads',
    );
  });
});

describe('each concern alone (worker/pages/concerns/)', () => {
  const shellWithNav = `<nav><template data-nav-group="Products"></template></nav><main>${slotMarker('', skeleton)}</main>`;
  const nav = [{ group: 'Products', label: 'Mars Hub', to: '/product/mars-hub', order: 20 }];
  /** `/in/product/mars-hub` composed with only these concerns. */
  const only = async (...concerns: string[]) =>
    (await composer.compose({
      url: 'http://localhost:3000/in/product/mars-hub',
      config: { ...CONFIG, nav },
      host: {
        page: PAGE,
        routes,
        firstView: { ...shellFile, views: { ...shellFile.views, shell: { us: shellWithNav, in: shellWithNav } } } as never,
      },
      releases,
      concerns,
    })) as Composed;

  it('navigation fills the menu places in the page’s country, and nothing else', async () => {
    const { html } = await only('navigation');
    expect(html).toContain('<nav><li><a href="/in/product/mars-hub" data-discover="true">Mars Hub</a></li></nav>');
    expect(html).toContain('<template data-first-view-slot="">');
    expect(html).toContain('<title>Default title</title>');
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('slots put the route’s view in its slot, and nothing else', async () => {
    const { html } = await only('slots');
    expect(html).toContain(slot('marketing/ProductPage?product=mars-hub', owned('marketing', '1.0.0-abc-11111111'), '<h1>Mars Hub</h1>'));
    expect(html).toContain('<template data-nav-group="Products"></template>');
    expect(html).toContain('<html>');
  });

  it('country gives the page its language, and nothing else', async () => {
    const { html } = await only('country');
    expect(html).toContain('<html lang="en-IN" data-country="in">');
    expect(html).toContain('<template data-first-view-slot="">');
    expect(html).toContain('<title>Default title</title>');
  });

  it('head writes the page’s own head in place of the default, and nothing else', async () => {
    const { html, scriptHashes } = await only('head');
    expect(html).toContain('<title data-head>Mars Hub | Mars Vision</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/in/product/mars-hub" data-head>');
    expect(html).not.toContain('Default title');
    expect(html).toContain('<script defer src="/main.js"></script>');
    // Its one script, run before the first paint (a page opened at a #section is put there at once).
    const script = html.slice(0, html.indexOf('</head>')).match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    expect(script).toContain('location.hash');
    expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
  });

  it('late loads list the app’s scripts for after the first paint, with the one inline script, and nothing else', async () => {
    const { html, scriptHashes } = await only('lateLoads');
    expect(lateLoads(html)).toEqual([{ href: '/runtime-config.json', as: 'fetch' }, { script: '/main.js' }]);
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<title>Default title</title>');
    expect(scriptHashes).toHaveLength(1);
  });
});

describe('what a page loads, and when (the inline script: worker/pages/inlineLoader.ts)', () => {
  const withPaintScripts = PAGE.replace(
    '<script defer src="/main.js"></script>',
    '<script data-when="paint" defer src="/runtime.js"></script><script data-when="paint" defer src="/rum.js"></script><script defer src="/main.js"></script>',
  );
  const playerOf = { file: 'heroPlayer.1a2b3c4d.js', integrity: 'sha384-player' };
  const marketingWithPlayer = { ...marketing, firstView: { ...marketing.firstView, behaviours: { 'marketing/HomeSections': [playerOf] } } };

  it('after the first paint: the host’s scripts marked for it and the behaviour scripts of the views on the page, from their release, with integrity; the app’s on the visitor’s reach', async () => {
    const { html } = await page('/', { marketing: marketingWithPlayer }, { page: withPaintScripts });
    expect(lateLoads(html)).toEqual([
      { href: '/runtime-config.json', as: 'fetch' },
      { script: '/runtime.js', when: 'paint' },
      { script: '/rum.js', when: 'paint' },
      { script: '/main.js' },
      { script: 'http://cdn.test/1.0.0-abc-11111111/heroPlayer.1a2b3c4d.js', integrity: 'sha384-player', when: 'paint' },
    ]);
  });

  it('the files the app starts with, preloaded in its index.html, are fetched with its script when the visitor reaches for it', async () => {
    const withStartFiles = PAGE.replace(
      '<script defer src="/main.js"></script>',
      '<link rel="preload" href="/react.js" as="script"><link rel="preload" href="/app.js" as="script"><script defer src="/main.js"></script>',
    );
    const { html } = await page('/product/mars-hub', {}, { page: withStartFiles });
    expect(lateLoads(html)).toEqual([
      { href: '/runtime-config.json', as: 'fetch' },
      { href: '/react.js', as: 'script' },
      { href: '/app.js', as: 'script' },
      { script: '/main.js' },
    ]);
    expect(html).not.toContain('<link rel="preload" href="/react.js"');
  });

  it('a view’s behaviour comes only with that view: not on a page of the same release without it', async () => {
    const { html } = await page('/product/mars-hub', { marketing: marketingWithPlayer }, { page: withPaintScripts });
    expect(JSON.stringify(lateLoads(html))).not.toContain('heroPlayer');
  });

  it('marks the 404 page, whose inline script logs the path; no other page', async () => {
    const htmlTag = async (path: string) => (await page(path)).html.match(/<html[^>]*>/)?.[0];
    expect(await htmlTag('/no/such/page')).toBe('<html lang="en-US" data-country="us" data-not-found="">');
    expect(await htmlTag('/product/mars-hub')).toBe('<html lang="en-US" data-country="us">');
  });
});

describe('adding a concern (host/edge/README.md): the preview banner, one file and one line (testing/previewBanner.ts)', () => {
  const REGISTERED = ['slots', 'navigation', 'country', 'lateLoads', 'head'];
  const withBanner = (composition: string) =>
    compose('/product/mars-hub', {}, {}, { config: { ...CONFIG, composition }, concerns: [...REGISTERED, 'previewBanner'] });

  it('names the release candidate above a page composed from one, outside the root the app takes over', async () => {
    const { html } = (await withBanner('host=h;blog=b2;qa=blog')) as Composed;
    expect(html).toContain(
      '<body><p data-preview-banner role="note">Preview: blog from a release candidate</p><div id="root" data-first-view="">',
    );
    const plain = (await compose(
      '/product/mars-hub',
      {},
      {},
      { config: { ...CONFIG, composition: 'host=h;blog=b2;qa=blog' } },
    )) as Composed;
    expect(html.replace(/<p data-preview-banner[\s\S]*?<\/p>/, '')).toBe(plain.html);
  });

  it('adds nothing to a page of the live releases', async () => {
    const { html } = (await withBanner('host=h;blog=b1')) as Composed;
    expect(html).not.toContain('data-preview-banner');
  });
});
