/**
 * The host page's Content-Security-Policy at work in a real browser: a violation reaches the edge's
 * report endpoint (and `pnpm report` lists it), and Trusted Types are enforced — HTML from a string
 * is refused — while the site's own paths (its loaders, the federation runtime, Firebase, React,
 * client-side heads and the blog's articles) run without a single violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { type CspViolation, reportOf } from '../support/releases';
import { chooseCountry, gotoLive, isMobile, mounted, openMenuItem, sessionControls } from '../support/site';

/** The policy and its reporting do not depend on the width: those tests run at 1280 px only. */
const policyOnly = (page: Page) => test.skip(isMobile(page), 'desktop only: the policy does not depend on the width');

/** Waits until the edge has stored a violation matching `match` (reports are sent after the fact). */
async function reported(match: Partial<CspViolation>): Promise<CspViolation> {
  let found: CspViolation | undefined;
  await expect
    .poll(
      async () => {
        found = (await reportOf()).csp.find((v) => Object.entries(match).every(([k, want]) => v[k as keyof CspViolation] === want));
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return found as CspViolation;
}

function trustedTypesErrors(page: Page) {
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /Trusted(HTML|Script|ScriptURL)|trusted-types/i.test(m.text()) && errors.push(m.text()),
  );
  page.on('pageerror', (e) => /Trusted(HTML|Script|ScriptURL)/.test(e.message) && errors.push(e.message));
  return errors;
}

test('an inline script injected into a page does not run, and the violation reaches the edge', { tag: '@any-width' }, async ({ page }) => {
  policyOnly(page);
  const path = `/csp-injected-${Date.now()}`;
  // The page as the edge serves it (its real CSP), with an inline script someone slipped in.
  await page.route(`http://localhost:3000${path}`, async (route) => {
    const response = await route.fetch({ url: 'http://localhost:3000/' });
    const body = (await response.text()).replace('</body>', '<script>document.documentElement.dataset.injected = "ran"</script></body>');
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();

  const violation = await reported({ page: path, directive: 'script-src-elem' });
  expect(violation).toMatchObject({ blocked: 'inline', disposition: 'enforce' });
});

test('Trusted Types: HTML from a string is refused on a page, and reported', { tag: '@any-width' }, async ({ page }) => {
  policyOnly(page);
  // A path of this run's own, so that the report found is this page's (the edge keeps a day of them):
  // the product page as the edge serves it, with its real CSP.
  const path = `/tt-refused-${Date.now()}`;
  await page.route(`http://localhost:3000${path}`, async (route) => {
    const response = await route.fetch({ url: 'http://localhost:3000/product/mars-hub' });
    await route.fulfill({ response });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img id="injected" src="x" onerror="document.title=1">');
      return 'inserted';
    } catch (e) {
      return (e as Error).message;
    }
  });
  expect(outcome).toContain("requires 'TrustedHTML' assignment");
  await expect(page.locator('#injected')).toHaveCount(0);
  await reported({ page: path, directive: 'require-trusted-types-for' });
});

/**
 * Every path the site's own code takes under Trusted Types, at this width: on a phone that includes
 * the code only phones run (the menu's accordion, the feature carousel, the product thumbnail strip).
 */
test("Trusted Types: the site's own paths run without a violation, the phone's own code and India's pages included", async ({ page }) => {
  const errors = trustedTypesErrors(page);
  const blocked: string[] = [];
  await page.exposeFunction('__ttViolation', (v: string) => blocked.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.effectiveDirective.includes('trusted-types'))
        (window as unknown as { __ttViolation: (v: string) => void }).__ttViolation(`${e.sample} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  // The home page (host, marketing and the demo section), with its sections' own controls: the
  // carousel and the thumbnail strip below 768 px, the hero's video selector at every width.
  await gotoLive(page, '/');
  await mounted(page, 'marketing');
  await page.getByRole('button', { name: /Loading dock/ }).click();
  await expect(page.locator('video[data-video-id]')).toHaveAttribute('data-video-id', 'dock');
  if (isMobile(page)) {
    const track = page.locator('[data-index]');
    await track.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next feature' }).click();
    await expect(track).toHaveAttribute('data-index', '1');
    const strip = page.getByRole('group', { name: 'Choose a product' });
    await strip.scrollIntoViewIfNeeded();
    await strip.getByRole('button', { name: /Mars Tower/ }).click();
    await expect(page.getByRole('heading', { name: 'Mars Tower', level: 3 })).toBeVisible();
  }
  // The demo section's own module run (its label is in the edge's HTML before it).
  await mounted(page, 'demo');
  await expect(page.locator('[data-remote="demo"]').getByLabel('First Name*')).toBeVisible();
  // The menu (the accordion on a phone, the dropdowns from 768 px), followed client-side.
  await openMenuItem(page, 'Products', 'Owlie');
  await expect(page.getByRole('heading', { level: 1, name: 'Owlie' })).toBeVisible();
  // A client-side move to an article (its compiled HTML and its JSON-LD head).
  await gotoLive(page, '/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  await expect.poll(() => page.locator('main p').count()).toBeGreaterThan(5);
  await expect(page.locator('head script[type="application/ld+json"]')).not.toHaveCount(0);
  // India's pages: one loaded as such, its blog's code running; then the country switch, both ways.
  await gotoLive(page, '/in/blog/what-is-edge-ai');
  await mounted(page, 'blog');
  await chooseCountry(page, 'United States');
  await expect(page).toHaveURL('/blog/what-is-edge-ai');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await chooseCountry(page, 'India');
  await expect(page).toHaveURL('/in/blog/what-is-edge-ai');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // The sign-in modal (Firebase).
  await gotoLive(page, '/product/mars-hub');
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);
});
