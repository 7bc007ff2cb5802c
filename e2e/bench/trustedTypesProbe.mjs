/**
 * Would the site run under Trusted Types? Loads pages of the running site (`pnpm start`) with
 * `require-trusted-types-for 'script'` added in report-only mode, takes the paths a visitor takes
 * (home, blog, an article, a product page, the sign-in modal) and lists each distinct violation the
 * browser reports, with the script it came from.
 *   node e2e/bench/trustedTypesProbe.mjs [site=http://localhost:3000]
 */
import { chromium } from '@playwright/test';

const [site = 'http://localhost:3000'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.route(`${site}/**`, async (route) => {
  if (route.request().resourceType() !== 'document') return route.continue();
  const response = await route.fetch();
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'content-security-policy-report-only': "require-trusted-types-for 'script'" },
  });
});
const found = new Map();
await page.exposeFunction('__ttViolation', (v) => {
  const key = `${v.sink} ← ${v.source}`;
  found.set(key, (found.get(key) ?? 0) + 1);
});
await page.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (e) => {
    if (e.effectiveDirective === 'require-trusted-types-for')
      window.__ttViolation({ sink: e.sample.split('|')[0], source: `${e.sourceFile.replace(/\?.*$/, '')}:${e.lineNumber}` });
  });
});
for (const path of ['/', '/blog', '/blog/what-is-edge-ai', '/product/mars-hub']) {
  await page.goto(`${site}${path}`);
  await page.waitForTimeout(2500);
}
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForTimeout(2500);
console.log(found.size ? [...found].map(([k, n]) => `${n}× ${k}`).join('\n') : 'no Trusted Types violations');
await browser.close();
