import { expect, test } from '@playwright/test';
import { expectFallback, remote, scrollToDemo, sessionControls } from '../support/site';

// These tests stop real servers: run them on one width only, one at a time.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only: stops real servers'));

test.afterEach(async () => {
  for (const r of ['marketing', 'blog', 'auth', 'demo'] as const) await remote(r, 'start');
});

test('marketing stopped: its fallback shows; nav, footer, blog and demo keep working; recovers without reload', async ({ page }) => {
  await remote('marketing', 'stop');
  await page.goto('/');
  await expectFallback(page, 'marketing');
  await scrollToDemo(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible(); // demo remote still renders
  await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
  await page.goBack();
  await expectFallback(page, 'marketing');
  await remote('marketing', 'start');
  const marker = await page.evaluate(() => ((window as { __noReload?: number }).__noReload = Date.now()));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(marker);
});

test('blog stopped: /blog shows its fallback in the layout, marketing pages still work, then it recovers', async ({ page }) => {
  await remote('blog', 'stop');
  await page.goto('/blog');
  await expectFallback(page, 'blog');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/product/owlie');
  await expect(page.getByRole('heading', { level: 1, name: 'Owlie' })).toBeVisible();
  await page.goto('/blog');
  await expectFallback(page, 'blog');
  await remote('blog', 'start');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
});

test('demo stopped: the home page shows marketing and the demo fallback; Get Demo still lands on it', async ({ page }) => {
  await remote('demo', 'stop');
  await page.goto('/industries/retail');
  await page.getByRole('link', { name: 'Get Demo' }).click();
  await expectFallback(page, 'demo');
  await expect(page.locator('[data-remote-fallback="demo"]')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('State-of-the-art AI monitoring');
  await remote('demo', 'start');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
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

test('a remote that accepts connections and never answers falls back within 3 s', async ({ page }) => {
  await remote('blog', 'hang');
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  const started = Date.now();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expectFallback(page, 'blog');
  // The budget is the runtime plugin's 3 s; allow the browser a little on top.
  expect(Date.now() - started).toBeLessThan(4500);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('marketing stopped: its menu entries still render (they come with the config), and its URLs show its fallback', async ({ page }) => {
  await remote('marketing', 'stop');
  await page.goto('/industries/retail');
  await expectFallback(page, 'marketing');
  const products = page.getByRole('button', { name: 'Products' });
  await products.hover();
  await expect(page.getByRole('link', { name: 'Mars Hub' })).toBeVisible();
  await page.getByRole('link', { name: 'Mars Hub' }).click();
  await expect(page).toHaveURL(/\/product\/mars-hub$/);
  await expectFallback(page, 'marketing');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
});
