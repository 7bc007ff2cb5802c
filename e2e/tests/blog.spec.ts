import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { chooseCountry } from '../support/site';

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
/** A category filter: a link (the URL is the filter), the current one marked aria-current. */
const chip = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });

test('search and category combine, live in the URL, and work with Back/Forward', async ({ page }) => {
  await page.goto('/blog');
  await expect(cards(page)).toHaveCount(3);
  await chip(page, 'Technical Insights').click();
  await expect(page).toHaveURL('/blog?category=Technical+Insights');
  await expect(cards(page)).toHaveText(['What Is Edge AI, and Why Does It Belong Next to Your Cameras?']);
  await chip(page, 'Industry Perspectives').click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel('Search articles').fill('REAL-TIME');
  await expect(page).toHaveURL('/blog?category=Industry+Perspectives&q=REAL-TIME');
  await expect(cards(page)).toHaveText([/Smarter, Safer, Real-Time/]);
  await chip(page, 'Case Studies').click();
  await expect(page.getByText('No articles found in "Case Studies" category.')).toBeVisible();

  await page.goBack();
  await expect(chip(page, 'Industry Perspectives')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('Search articles')).toHaveValue('REAL-TIME');
  await page.goBack();
  await expect(chip(page, 'Technical Insights')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('Search articles')).toHaveValue('');
  await page.goForward();
  await expect(chip(page, 'Industry Perspectives')).toHaveAttribute('aria-current', 'true');
});

test('a shared link opens the same filtered view', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/blog?category=Industry+Perspectives&q=static');
  await expect(chip(page, 'Industry Perspectives')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('Search articles')).toHaveValue('static');
  await expect(cards(page)).toHaveText(['The End of Static Surveillance']);
});

test('a script typed into search is shown as text and never runs', { tag: '@any-width' }, async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await page.goto('/blog');
  const payload = '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>';
  await page.getByLabel('Search articles').fill(payload);
  await expect(page.getByRole('main').getByText(payload, { exact: false })).toBeVisible();
  await expect(page.getByText('No articles found in "All" category.')).toBeVisible();
  await page.reload(); // the payload is in the URL now, too
  await expect(page.getByLabel('Search articles')).toHaveValue(payload);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('Read More opens the featured article (dated Sept 2025)', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByText('Sept 2025')).toBeVisible();
  await page.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL('/blog/the-end-of-static-surveillance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The End of Static Surveillance');
});

const ARTICLES: [slug: string, title: RegExp, date: string, minutes: string][] = [
  ['what-is-edge-ai', /What Is Edge AI/, 'August 5, 2025', '4 min read'],
  ['smarter-safer-real-time', /Smarter, Safer, Real-Time/, 'August 11, 2025', '3 min read'],
  ['the-end-of-static-surveillance', /The End of Static Surveillance/, 'August 13, 2025', '3 min read'],
];

for (const [slug, title, date, minutes] of ARTICLES) {
  test(`article ${slug}: full text, back link, contact link to the demo section, SEO tags, no axe violations`, {
    tag: '@any-width',
  }, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText(date)).toBeVisible();
    await expect(page.getByRole('main').getByText(minutes)).toBeVisible();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', datePublished: expect.stringMatching(/^2025-08-/) }));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Contact us for a demo' }).click();
    await expect(page).toHaveURL('/#demo');
    await expect(page.getByRole('heading', { name: 'See Mars on cameras like yours' })).toBeInViewport();
    await page.goBack();
    await page.getByRole('link', { name: '← Back to Blog' }).first().click();
    await expect(page).toHaveURL('/blog');
  });
}

test('dates follow the country: en-IN writes 5 August 2025', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/blog');
  await chooseCountry(page, 'India');
  await expect(page.getByRole('main').getByText('5 August 2025')).toBeVisible();
  await chooseCountry(page, 'United States');
  await expect(page.getByRole('main').getByText('August 5, 2025')).toBeVisible();
});

test('an unknown article slug shows the site 404', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('/blog has no axe violations', async ({ page }) => {
  await page.goto('/blog');
  await expect(cards(page)).toHaveCount(3);
  await expectNoAxeViolations(page);
});
