/**
 * The host page's Content-Security-Policy at work in a real browser: a violation reaches the edge's
 * report endpoint (and `pnpm report` lists it), and Trusted Types are enforced — HTML from a string
 * is refused — while the site's own paths (its loaders, the federation runtime, Firebase, React,
 * client-side heads and the blog's articles) run without a single violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { type CspViolation, reportOf } from '../support/releases';
import { gotoLive, sessionControls } from '../support/site';

test.skip(({ isMobile }) => isMobile, 'desktop only: the policy does not depend on the width');

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

test('an inline script injected into a page does not run, and the violation reaches the edge', async ({ page }) => {
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

test('Trusted Types: HTML from a string is refused on a page, and reported', async ({ page }) => {
  await gotoLive(page, '/product/mars-hub');
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
  await reported({ page: '/product/mars-hub', directive: 'require-trusted-types-for' });
});

test("Trusted Types: the site's own paths run without a violation", async ({ page }) => {
  const errors = trustedTypesErrors(page);
  const blocked: string[] = [];
  await page.exposeFunction('__ttViolation', (v: string) => blocked.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.effectiveDirective.includes('trusted-types'))
        (window as unknown as { __ttViolation: (v: string) => void }).__ttViolation(`${e.sample} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  // The home page (host, marketing and the demo section), a client-side move to an article (its
  // compiled HTML and its JSON-LD head), a product page, and the sign-in modal (Firebase).
  await gotoLive(page, '/');
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="demo"]').getByLabel('First Name*')).toBeVisible();
  await gotoLive(page, '/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  await expect.poll(() => page.locator('main p').count()).toBeGreaterThan(5);
  await expect(page.locator('head script[type="application/ld+json"]')).not.toHaveCount(0);
  await gotoLive(page, '/product/mars-hub');
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);
});
