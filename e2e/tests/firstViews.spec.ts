import { expect, type Page, test } from '@playwright/test';
import { isMobile, mounted, type RemoteName, wakeTheApp, withoutJavaScript } from '../support/site';

/**
 * Every URL is a complete, shareable page before any JavaScript runs: what a crawler, a link
 * preview or a visitor without JavaScript gets, and what the app takes over without a seam.
 */
const ORIGIN = 'http://localhost:3000';

async function sitemapUrls(): Promise<string[]> {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

/** The JSON-LD type a page must carry, by route family. */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['Organization', 'WebSite'];
  if (path.startsWith('/product/')) return ['Product', 'BreadcrumbList'];
  if (/^\/blog\/[^/]+$/.test(path)) return ['BlogPosting', 'BreadcrumbList'];
  return ['BreadcrumbList'];
}

test('the sitemap lists every public page in each country, with the date its content last changed', { tag: '@any-width' }, async () => {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const all = (await sitemapUrls()).map((u) => new URL(u).pathname).sort();
  const paths = all.filter((p) => p !== '/in' && !p.startsWith('/in/'));
  expect(all).toHaveLength(paths.length * 2);
  expect(paths).toEqual(
    [
      '/',
      '/ai-powered-search',
      '/blog',
      '/blog/smarter-safer-real-time',
      '/blog/the-end-of-static-surveillance',
      '/blog/what-is-edge-ai',
      '/camera-compatibility',
      '/case-studies',
      '/contact-support',
      '/cookie-policy',
      '/documentation',
      '/entry-to-exit-tracking',
      '/fully-on-premises',
      '/industries/healthcare',
      '/industries/residential',
      '/industries/retail',
      '/industries/warehouses',
      '/loitering-alerts',
      '/privacy-policy',
      '/product/mars-hub',
      '/product/mars-node',
      '/product/mars-tower',
      '/product/owlie',
      '/terms-of-service',
    ].sort(),
  );
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(all.length);
});

test('with JavaScript disabled, every sitemap URL is a whole page: heading, text, unique title, description, canonical, Open Graph, JSON-LD', {
  tag: '@any-width',
}, async ({ browser, page: template }) => {
  test.setTimeout(120_000);
  const { context, page } = await withoutJavaScript(browser, template);
  const titles = new Map<string, string>();
  for (const url of await sitemapUrls()) {
    const full = new URL(url).pathname;
    const india = full === '/in' || full.startsWith('/in/');
    // The page's own path (India's twins are the same pages under /in).
    const path = india ? full.slice(3) || '/' : full;
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator('main h1'), url).toHaveCount(1);
    // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees, as laid out
    const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, `${url}: words in <main>`).toBeGreaterThan(60);

    // Unique within a country (a page's twin in the other country shares its title: hreflang names them as one page).
    const title = `${india ? 'in' : 'us'}|${await page.title()}`;
    expect(titles.get(title), `${url} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, url);
    const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length, url).toBeGreaterThan(30);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:title"]')).toBeTruthy();
    expect(await meta('meta[property="og:description"]')).toBeTruthy();
    expect(await meta('meta[property="og:type"]')).toBe(path.startsWith('/blog/') ? 'article' : 'website');
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // The preview image is really there, 1200×630.
    const image = await meta('meta[property="og:image"]');
    const res = await fetch(image ?? '');
    expect(res.headers.get('content-type'), image ?? '').toBe('image/jpeg');

    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => (JSON.parse(t) as { '@type': string })['@type'],
    );
    expect(types, url).toEqual(expect.arrayContaining(expectedTypes(path)));
  }
  await context.close();
});

test('with JavaScript disabled, every nav and footer link resolves to a page, and in-page links to their section', {
  tag: '@any-width',
}, async ({ browser, page: template }) => {
  const { context, page } = await withoutJavaScript(browser, template);
  await page.goto('/privacy-policy');
  const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const internal = [...new Set(hrefs.filter((h) => h.startsWith(ORIGIN)))];
  expect(internal.length).toBeGreaterThan(15);
  for (const href of internal) {
    const url = new URL(href);
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status, href).toBe(200);
    if (url.hash) expect(await res.text(), href).toContain(`id="${url.hash.slice(1)}"`);
  }
  await context.close();
});

test('with JavaScript disabled, the menus open and their links lead to their pages', async ({ browser, page: template }) => {
  const { context, page } = await withoutJavaScript(browser, template);
  await page.goto('/privacy-policy');
  if (isMobile(page)) {
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await nav.locator('summary', { hasText: 'Menu' }).click();
    await nav.locator('summary', { hasText: 'Properties' }).click();
    await nav.getByRole('link', { name: 'Retail' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Properties' }).hover();
    await nav.getByRole('link', { name: 'Retail' }).click();
  }
  await expect(page).toHaveURL('/industries/retail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retail');
  await page.getByRole('link', { name: 'Get Demo' }).click();
  await expect(page).toHaveURL('/#demo');
  await expect(page.locator('#demo')).toBeInViewport();
  await context.close();
});

test('with JavaScript disabled, no Login that cannot work (signing in is the identity service’s code); with it, Login is there before the app', async ({
  browser,
  page: template,
}) => {
  const { context, page } = await withoutJavaScript(browser, template);
  try {
    await page.goto('/privacy-policy');
    if (isMobile(page)) await page.getByRole('navigation', { name: 'Main (mobile)' }).locator('summary', { hasText: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  } finally {
    await context.close();
  }
  await template.goto('/privacy-policy');
  if (isMobile(template)) await template.getByRole('navigation', { name: 'Main (mobile)' }).locator('summary', { hasText: 'Menu' }).click();
  await expect(template.getByRole('button', { name: 'Login' }).first()).toBeVisible();
});

test('with JavaScript disabled, the blog filters are links and its search a form the edge answers', { tag: '@any-width' }, async ({
  browser,
  page: template,
}) => {
  const { context, page } = await withoutJavaScript(browser, template);
  const cards = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await page.goto('/blog');
  await expect(cards).toHaveCount(3);
  await page.getByRole('link', { name: 'Technical Insights', exact: true }).click();
  await expect(page).toHaveURL('/blog?category=Technical+Insights');
  await expect(page.getByRole('link', { name: 'Technical Insights', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(cards).toHaveText(['What Is Edge AI, and Why Does It Belong Next to Your Cameras?']);
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await page.getByLabel('Search articles').fill('STATIC');
  await page.getByLabel('Search articles').press('Enter');
  await expect(page).toHaveURL('/blog?q=STATIC');
  await expect(cards).toHaveText(['The End of Static Surveillance']);
  await expect(page.getByText('1 article matches “STATIC”')).toBeVisible();
  await expect(page.getByLabel('Search articles')).toHaveValue('STATIC');
  // Category and search combine.
  await page.getByRole('link', { name: 'Technical Insights', exact: true }).click();
  await expect(page.getByText('No articles found in "Technical Insights" category.')).toBeVisible();
  // What the visitor typed is text, never markup.
  await page.goto(`/blog?q=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  await expect(page.getByLabel('Search articles')).toHaveValue('"><img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await context.close();
});

test('unknown paths and unknown article slugs answer 404 with the 404 page; a wrong case or trailing slash redirects', {
  tag: '@any-width',
}, async ({ browser, page: template }) => {
  const { context, page } = await withoutJavaScript(browser, template);
  for (const path of ['/no/such/page', '/blog/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  }
  const head = await fetch(`${ORIGIN}/no/such/page`, { method: 'HEAD' });
  expect(head.status).toBe(404);
  expect(await head.text()).toBe('');
  for (const [from, to] of [
    ['/Blog/', '/blog'],
    ['/product/Mars-Hub?ref=x', '/product/mars-hub?ref=x'],
    ['/blog/what-is-edge-ai/', '/blog/what-is-edge-ai'],
  ]) {
    const res = await fetch(`${ORIGIN}${from}`, { redirect: 'manual' });
    expect(res.status, from).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', ORIGIN).href).toBe(`${ORIGIN}${to}`);
  }
  await context.close();
});

test('takeover without a seam: on every page the app shows the same text as the first view, with no layout shift', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { context, page: noJs } = await withoutJavaScript(browser, page);
  // Layout shifts, and any loading skeleton drawn while the app takes over (a flash of a skeleton).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __skeletons: number };
    w.__cls = 0;
    w.__skeletons = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && n.closest('main') && n.matches('[aria-busy="true"], [aria-busy="true"] *')) w.__skeletons++;
    }).observe(document, { childList: true, subtree: true });
  });
  const images = new Map<string, number>();
  page.on('request', (r) => r.resourceType() === 'image' && images.set(r.url(), (images.get(r.url()) ?? 0) + 1));
  // A part React could not hydrate as sent (a mismatch) is rendered again and reported by the host.
  const rendersAgain: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(m.text()) && rendersAgain.push(m.text()),
  );
  page.on('pageerror', (e) => /hydrat|#(418|423|425)/i.test(e.message) && rendersAgain.push(e.message));
  // The text of <main> as the document has it (innerText would leave out sections that skip
  // rendering until they near the viewport).
  const text = (p: Page) => p.locator('main').evaluate((m) => (m.textContent ?? '').replace(/\s+/g, ' ').trim());
  // Two frames rendered (style and layout done, any shift measured), and a task after them (the
  // layout-shift observer's report is delivered in a task of its own).
  const framesRendered = (p: Page) =>
    p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  const shifted = (p: Page) => p.evaluate(() => (window as unknown as { __cls: number }).__cls);
  // At 1280 px every page of the United States, and India's by a page of each kind (its twins are the
  // same views in other words; the whole-page test above reads all of them without JavaScript). On a
  // phone a page of each kind in the United States, and India's home and an article (its own texts
  // and dates): the pages of a kind share their layout.
  const indiaSample = ['/in', '/in/product/mars-hub', '/in/blog', '/in/blog/what-is-edge-ai', '/in/privacy-policy'];
  const phoneSample = [
    '/',
    '/product/owlie',
    '/loitering-alerts',
    '/industries/healthcare',
    '/blog',
    '/blog/the-end-of-static-surveillance',
    '/case-studies',
    '/terms-of-service',
    '/camera-compatibility',
    '/in',
    '/in/blog/what-is-edge-ai',
  ];
  const inIndia = (path: string) => path === '/in' || path.startsWith('/in/');
  const all = await sitemapUrls();
  const chosen = isMobile(page) ? phoneSample : all.map((u) => new URL(u).pathname).filter((p) => !inIndia(p) || indiaSample.includes(p));
  const pages = all.filter((u) => chosen.includes(new URL(u).pathname));
  expect(pages, 'every page chosen is in the sitemap').toHaveLength(chosen.length);
  for (const url of pages) {
    await noJs.goto(url);
    const before = await text(noJs);
    images.clear();
    await page.goto(url);
    // A visitor reaches for the app (it comes on reach): the host takes the page over.
    await wakeTheApp(page);
    await framesRendered(page);
    expect(await shifted(page), `${url}: CLS at the takeover`).toBe(0);
    // Then into each remote's part of <main>: its own module takes its HTML over (each comes when a
    // visitor reaches into it). Measured from the moment the part is on screen: the test's own jump
    // down the page (sections far below render only as they near the viewport) is not the takeover.
    const remotes = await page
      .locator('main [data-remote]')
      .evaluateAll((slots) => [...new Set(slots.map((s) => s.getAttribute('data-remote')))]);
    expect(remotes.length, `${url}: remote parts in <main>`).toBeGreaterThan(0);
    for (const remote of remotes) {
      await page.locator(`main [data-remote="${remote}"]`).first().locator('h1, h2, p, a, input').first().scrollIntoViewIfNeeded();
      await framesRendered(page);
      const onScreen = await shifted(page);
      await mounted(page, remote as RemoteName);
      await framesRendered(page);
      expect((await shifted(page)) - onScreen, `${url}: CLS as the ${remote} part was taken over`).toBe(0);
    }
    expect(await text(page), url).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __skeletons: number }).__skeletons), `${url}: skeletons drawn`).toBe(0);
    expect(rendersAgain, `${url}: hydration`).toEqual([]);
    expect(
      [...images].filter(([, n]) => n > 1),
      `${url}: images fetched twice`,
    ).toEqual([]);
  }
  await context.close();
});

test('a page whose parse is slow is first painted whole: no half-parsed header or hero that then moves', async ({ page }) => {
  // A phone short of CPU: the parser stalls inside <main>, after the hero (here a parser-blocking
  // script put there, as the parse of a slow phone yields), and the browser may paint what it has.
  await page.route(`${ORIGIN}/`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const stall = '<script>{const t=performance.now();while(performance.now()-t<400){}}</script>';
    const at = html.indexOf('</section>', html.indexOf('id="hero-title"'));
    expect(at, 'the hero in the page').toBeGreaterThan(0);
    const { 'content-security-policy': _csp, ...headers } = response.headers();
    await route.fulfill({ response, headers, body: html.slice(0, at) + stall + html.slice(at) });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: boolean; __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // What the first frame had: the page parsed up to its footer (every part of <main> whole).
    requestAnimationFrame(() => {
      w.__firstFrame = document.querySelector('footer') !== null;
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { __firstFrame?: boolean }).__firstFrame !== undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  expect(
    await page.evaluate(() => (window as unknown as { __firstFrame: boolean }).__firstFrame),
    'the first frame had the whole page',
  ).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 'CLS').toBe(0);
});
