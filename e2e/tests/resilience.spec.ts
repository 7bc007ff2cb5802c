import { expect, test } from '@playwright/test';
import { expectFallback, gotoLive, openMenuItem, remote, scrollToDemo, sessionControls, wakeTheApp } from '../support/site';

// These tests stop real servers: one at a time (the suite runs with one worker), at every width —
// on a phone the fallbacks sit in the phone's layout and its menu.
test.describe.configure({ mode: 'serial' });

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
  // The app comes when the visitor reaches for a control; marketing's code once they reach into its section.
  await wakeTheApp(page);
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
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
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
  await wakeTheApp(page);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.locator('[data-remote-failed="blog"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on private, on-premises vision AI');
  await page.goto('/product/owlie');
  await expect(page.getByRole('heading', { level: 1, name: 'Owlie' })).toBeVisible();
  await wakeTheApp(page);
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
  // The visitor reaches into the form: the app comes, and the form's code cannot.
  await page.getByLabel('First Name*').focus();
  await expect(page.locator('[data-remote-failed="demo"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await expect(page.locator('#demo form')).toHaveAttribute('method', 'post');
  await remote('demo', 'start');
  // The next time the visitor reaches into the form, its code comes.
  await page.getByLabel('Last Name*').focus();
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
  await gotoLive(page, '/case-studies');
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
  await wakeTheApp(page);
  await openMenuItem(page, 'Products', 'Mars Hub');
  await expect(page).toHaveURL(/\/product\/mars-hub$/);
  await expectFallback(page, 'marketing');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
});

/**
 * A visitor who leaves a page while a remote's code is on its way (Firefox then fails the pending
 * script, and the old page's handlers still run: "ChunkLoadError: Loading chunk 445 failed"): the
 * request is cancelled here as the browser cancels it. Nothing is raised uncaught, the slot stays
 * the page's HTML, and the next reach into it loads the code.
 */
for (const [what, file] of [
  ["the host's federation runtime", /^http:\/\/localhost:3000\/federation\.[0-9a-f]+\.js$/],
  ["the blog's own module", /^http:\/\/localhost:3002\/.*\/__federation_expose_BlogIndex\.[0-9a-f]+\.js$/],
] as const) {
  test(`${what} cancelled on its way: no uncaught error, the page stays as sent, and the next reach loads it`, async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
    const cancelled: string[] = [];
    await page.route(file, (route) => {
      cancelled.push(route.request().url());
      return route.abort('aborted');
    });
    await gotoLive(page, '/blog');
    const heading = page.getByRole('heading', { level: 1 });
    const slot = page.locator('[data-remote="blog"]').first();
    await heading.hover();
    await expect(slot).toHaveAttribute('data-remote-failed', 'blog');
    expect(cancelled.length).toBeGreaterThan(0); // (a preload and the script may both ask for it)
    await expect(heading).toHaveText('Insights on private, on-premises vision AI');

    // The file comes now: the next intent (a press in the slot) loads the blog's code, no reload.
    await page.unroute(file);
    await heading.click();
    await expect(slot).toHaveAttribute('data-mounted', /.+/);
    await expect(slot).not.toHaveAttribute('data-remote-failed');
    expect(uncaught).toEqual([]);
  });
}
