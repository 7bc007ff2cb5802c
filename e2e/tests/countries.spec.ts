/**
 * Each country's pages have their own addresses: the United States at the site's paths (the
 * x-default), India under /in. What a search engine sees (the HTML, the sitemap) and what a visitor
 * does (the switcher with and without JavaScript, Back, links) — at both widths (the projects).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { chooseCountry, countrySwitcher, gotoLive, withoutJavaScript } from '../support/site';

/** The site's public origin (the run-time config's): canonical and alternate URLs start with it. */
const ORIGIN = 'http://localhost:3000';

/** The sitemap's entries: each URL, its lastmod and its alternates (hreflang → href). */
async function sitemap(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(.*?)<\/url>/g)].map(
    ([, loc = '', lastmod, rest = '']) => ({
      path: new URL(loc).pathname,
      lastmod,
      alternates: Object.fromEntries(
        [...rest.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
      ),
    }),
  );
}

/** What a crawler reads in a page's HTML: status, language, canonical, alternates, og:locale. */
async function headOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const attr = (re: RegExp) => html.match(re)?.[1] ?? null;
  return {
    status: res.status(),
    lang: attr(/<html lang="([^"]+)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l = '', h = '']) => [l, h]),
    ),
    ogLocale: attr(/<meta property="og:locale" content="([^"]+)"/),
    html,
  };
}

const twinsOf = (path: string) => ({
  'en-US': `${ORIGIN}${path}`,
  'en-IN': `${ORIGIN}${path === '/' ? '/in' : `/in${path}`}`,
  'x-default': `${ORIGIN}${path}`,
});

test('the sitemap lists every page in both countries, each with its twins, dated when its content last changed', {
  tag: '@any-width',
}, async ({ request }) => {
  const entries = await sitemap(request);
  const us = entries.filter((e) => e.path !== '/in' && !e.path.startsWith('/in/'));
  expect(us.length).toBeGreaterThanOrEqual(20);
  for (const page of us) {
    const india = entries.find((e) => e.path === (page.path === '/' ? '/in' : `/in${page.path}`));
    expect({ page: page.path, india: Boolean(india) }).toEqual({ page: page.path, india: true });
    expect(page.alternates).toEqual(twinsOf(page.path));
    expect(india?.alternates).toEqual(twinsOf(page.path));
    expect(india?.lastmod).toBe(page.lastmod);
  }
  expect(entries).toHaveLength(us.length * 2);
  // A page that knows its date says it (not the day the release went out).
  expect(entries.find((e) => e.path === '/blog/what-is-edge-ai')?.lastmod).toBe('2025-08-05');
  expect(entries.find((e) => e.path === '/in/privacy-policy')?.lastmod).toBe('2025-07-11');
});

test("every sitemap page's India twin is an en-IN page of its own: 200, canonical to itself, the hreflang trio, og:locale", {
  tag: '@any-width',
}, async ({ request }) => {
  const us = (await sitemap(request)).filter((e) => e.path !== '/in' && !e.path.startsWith('/in/'));
  for (const { path } of us) {
    const twins = twinsOf(path);
    const india = await headOf(request, twins['en-IN'].slice(ORIGIN.length));
    expect({ path, status: india.status, lang: india.lang, canonical: india.canonical, og: india.ogLocale }).toEqual({
      path,
      status: 200,
      lang: 'en-IN',
      canonical: twins['en-IN'],
      og: 'en_IN',
    });
    expect(india.alternates).toEqual(twins);
    // Only India's page: none of the United States' contact details hidden in it.
    expect(india.html).not.toContain('hello@mars-vision.example');
    expect(india.html).not.toContain('<template id="first-view-');
    const home = await headOf(request, path);
    expect({ path, lang: home.lang, canonical: home.canonical, og: home.ogLocale }).toEqual({
      path,
      lang: 'en-US',
      canonical: twins['en-US'],
      og: 'en_US',
    });
    expect(home.alternates).toEqual(twins);
    expect(home.html).not.toContain('namaste@mars-vision.example');
  }
});

test("India's own texts, hero and formats are in its HTML; an unknown /in path is India's 404", { tag: '@any-width' }, async ({
  request,
}) => {
  const home = await headOf(request, '/in');
  expect(home.html).toMatch(/data-video-id="hero-in"/);
  expect(home.html).toContain('+91 80 4567 8900');
  expect((await headOf(request, '/in/blog/what-is-edge-ai')).html).toContain('>5 August 2025</time>');
  expect((await headOf(request, '/blog/what-is-edge-ai')).html).toContain('>August 5, 2025</time>');
  const missing = await headOf(request, '/in/nope');
  expect(missing.status).toBe(404);
  expect(missing.lang).toBe('en-IN');
  expect(missing.html).toContain('Oops! Page not found');
  const slash = await request.get('/in/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/in');
});

test('without JavaScript the switcher is a link to the same page in the other country, and back', async ({ browser, page: like }) => {
  const { context, page } = await withoutJavaScript(browser, like);
  await page.goto('/blog/what-is-edge-ai');
  await chooseCountry(page, 'India');
  await expect(page).toHaveURL('/in/blog/what-is-edge-ai');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('main').locator('time').first()).toHaveText('5 August 2025');
  // In-site links stay in India.
  await page.getByRole('main').getByRole('link', { name: '← Back to Blog' }).first().click();
  await expect(page).toHaveURL('/in/blog');
  await chooseCountry(page, 'United States');
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await context.close();
});

/** Marks the document: a full page load loses the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('with JavaScript, choosing India on /blog goes to /in/blog without a reload; links stay in India; Back returns', async ({ page }) => {
  await gotoLive(page, '/blog');
  await markDocument(page);
  await chooseCountry(page, 'India');
  await expect(page).toHaveURL('/in/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('main').getByText('5 August 2025').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/in/blog`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  // (The list is closed: its links are in the page, out of the accessibility tree.)
  await expect(countrySwitcher(page).locator('a[hreflang="en-US"]')).toHaveAttribute('href', '/blog');
  await page
    .getByRole('main')
    .getByRole('link', { name: /What Is Edge AI/ })
    .first()
    .click();
  await expect(page).toHaveURL('/in/blog/what-is-edge-ai');
  expect(await sameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL('/in/blog');
  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('main').getByText('August 5, 2025').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await page.evaluate(() => localStorage.clear());
});

test("/ still starts as the United States with the spec's log; an India page starts as India", async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await gotoLive(page, '/');
  await expect.poll(() => logs).toContain('Detecting country based on IP...');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(countrySwitcher(page).locator('summary')).toHaveAttribute('data-country', 'us');
  await gotoLive(page, '/in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(countrySwitcher(page).locator('summary')).toHaveAttribute('data-country', 'in');
  await expect(page.locator('video[data-video-id]').first()).toHaveAttribute('data-video-id', 'hero-in');
});

test("India's pages, the switcher open and the returning visitor's notice have no axe violations", async ({ page }) => {
  for (const path of ['/in', '/in/blog/what-is-edge-ai']) {
    await gotoLive(page, path);
    await countrySwitcher(page).locator('summary').click();
    await expect(countrySwitcher(page).getByRole('link', { name: 'United States' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Chosen India, then on a United States page: the notice.
  await chooseCountry(page, 'United States');
  await page.evaluate(() => localStorage.setItem('mars.country', 'in'));
  await gotoLive(page, '/privacy-policy');
  await expect(page.getByRole('complementary', { name: 'Your country' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.clear());
});
