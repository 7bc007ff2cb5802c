import { expect, test } from '@playwright/test';
import { expectFallback, expectLive, gotoLive, remote, scrollToDemo, sessionControls } from '../support/site';

// These tests stop real servers: run them on one width only, one at a time.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only: stops real servers'));

test.afterEach(async () => {
  for (const r of ['marketing', 'blog', 'auth', 'demo'] as const) await remote(r, 'start');
});

test('marketing stopped: its page from the edge stays readable and marked; nav, footer, blog and demo keep working; it recovers without reload', async ({
  page,
}) => {
  await remote('marketing', 'stop');
  await page.goto('/');
  // The page is the edge's (its views are in the store, not on marketing's server): readable as sent.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  await expectLive(page);
  // Its code is fetched once the visitor engages with the section (here: the pointer over the hero).
  await page.getByRole('heading', { level: 1 }).hover();
  // Its code cannot come: the slot stays the HTML it was sent, marked, instead of a fallback.
  await expect(page.locator('[data-remote-failed="marketing"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('[data-remote-fallback="marketing"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  await scrollToDemo(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible(); // demo remote still renders
  await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
  // A page of marketing's reached in the app has no HTML to show: its fallback.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expectFallback(page, 'marketing');
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
  await page.goBack();
  await expectFallback(page, 'marketing');
  await remote('marketing', 'start');
  const marker = await page.evaluate(() => ((window as { __noReload?: number }).__noReload = Date.now()));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(marker);
});

test('blog stopped: /blog stays readable as the edge sent it; an article reached in the app shows its fallback in the layout; it recovers', async ({
  page,
}) => {
  await remote('blog', 'stop');
  await page.goto('/blog');
  await expectLive(page);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.locator('[data-remote-failed="blog"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
  await page.goto('/product/owlie');
  await expect(page.getByRole('heading', { level: 1, name: 'Owlie' })).toBeVisible();
  await expectLive(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expectFallback(page, 'blog');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await remote('blog', 'start');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
});

test('demo stopped: in the app the home page shows marketing and the demo fallback, and Get Demo lands on it; from the edge the form stays and posts', async ({
  page,
}) => {
  await remote('demo', 'stop');
  await gotoLive(page, '/industries/retail');
  await page.getByRole('link', { name: 'Get Demo' }).click();
  await expectFallback(page, 'demo');
  await expect(page.locator('[data-remote-fallback="demo"]')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  // The home page as the edge sends it (a new page load, not the app's): the form is HTML that
  // posts to the demo API (which is up).
  await page.goto('about:blank');
  await page.goto('/#demo');
  await expectLive(page);
  await expect(page.locator('[data-remote-failed="demo"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await expect(page.locator('#demo form')).toHaveAttribute('method', 'post');
  await remote('demo', 'start');
  // The next time the visitor reaches into the form, its code comes.
  await page.getByLabel('First Name*').focus();
  await expect(page.locator('[data-remote="demo"][data-mounted]')).toHaveCount(1);
});

test('auth stopped: the site works signed out; Login says sign-in is unavailable; it recovers', async ({ page }) => {
  await remote('auth', 'stop');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in is temporarily unavailable' })).toBeVisible();
  await remote('auth', 'start');
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a remote that accepts connections and never answers falls back (the load budget ends the wait)', async ({ page }) => {
  await remote('blog', 'hang');
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  // The remote never answers: only the runtime plugin's budget (3 s, host/src/federation/loadBudget.test.ts)
  // can bring the fallback. No stopwatch here: a slow machine must not fail a correct budget.
  await expectFallback(page, 'blog');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('marketing stopped: its menu entries still render (they come with the config), and its URLs show its fallback in the app', async ({
  page,
}) => {
  await remote('marketing', 'stop');
  await page.goto('/blog');
  await expectLive(page);
  const products = page.getByRole('button', { name: 'Products' });
  await products.hover();
  await expect(page.getByRole('link', { name: 'Mars Hub' })).toBeVisible();
  await page.getByRole('link', { name: 'Mars Hub' }).click();
  await expect(page).toHaveURL(/\/product\/mars-hub$/);
  await expectFallback(page, 'marketing');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
});
