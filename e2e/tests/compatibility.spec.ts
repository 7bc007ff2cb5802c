import { expect, type Page, test } from '@playwright/test';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '../../shared/test/demoSetupExamples';
import { expectNoAxeViolations } from '../support/axe';
import { sendDemoRequest, storedRequests, uniqueEmail } from '../support/demoRequests';
import { captureConsole, expectLive, openMenuItem, wakeTheApp, withoutJavaScript } from '../support/site';

/**
 * "Will Mars work with my cameras?" (/camera-compatibility, marketing) carried into the demo request
 * (demo): a visitor describes a site, reads which cameras will work and why and which devices it
 * needs, and asks for a demo with that setup attached — which the API stores. The in-between
 * releases of the two teams are tests/setupReleases.spec.ts.
 */

const answer = (page: Page) => page.getByRole('region', { name: 'The answer', exact: true });
const summary = (page: Page) => answer(page).getByRole('status').first();

/**
 * The visitor reaches into the tool (its form: focus) — what fetches the page's app, like any part of
 * a page that needs code (`data-app-intent`).
 */
async function reachIntoTool(page: Page) {
  await page.getByLabel('Site name (optional)').first().focus();
}

/** The tool's code runs: the page's slot is the app's. */
async function toolLive(page: Page) {
  await expectLive(page);
  await expect(page.locator('[data-remote="marketing"]').first()).toHaveAttribute('data-mounted', /.*/, { timeout: 15_000 });
}

/** The site, described as a visitor does: 30 ONVIF cameras and 4 cloud-only ones. */
async function describeThirtyFour(page: Page) {
  await page.getByLabel('Site name (optional)').fill('Lakeside Residency');
  await page.getByLabel('How many cameras').fill('30');
  await page.getByRole('button', { name: 'Add another camera type' }).click();
  const second = page.locator('[data-group="2"]');
  await expect(second.getByLabel('How many cameras')).toBeFocused();
  await second.getByLabel('How many cameras').fill('4');
  await second.getByLabel('How they connect').selectOption('cloud');
  await second.getByLabel('Video codec').selectOption('unknown');
  await second.getByLabel('Resolution').selectOption('unknown');
}

async function expectThirtyFourAnswered(page: Page) {
  await expect(summary(page)).toHaveText(
    '34 cameras at 1 site: 30 will work and 4 will not work. Devices: 1 × Mars Tower and 1 × Mars Hub.',
  );
  const wont = answer(page).locator('li[data-verdict="wont-work"]');
  await expect(wont).toContainText('4 will not work: Cloud only (no local stream), codec not known, resolution not known.');
  await expect(wont).toContainText('there is no stream on your premises for Mars to read');
  await expect(answer(page).locator('li[data-verdict="works"]')).toContainText('30 will work: ONVIF (Profile S or T), H.264');
  await expect(answer(page).getByText('1 × Mars Tower and 1 × Mars Hub', { exact: true })).toBeVisible();
  await expect(answer(page)).toContainText('Room for 30 cameras, for the 30 that will or may work: none spare.');
  await expect(answer(page)).toContainText('The 4 cameras that will not work are not counted.');
}

/** Nothing wider than the window (a phone at 320 px included). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a site of 34 cameras, 30 ONVIF and 4 cloud only: the 4 that will not work and why, devices for the 30; the demo request with that setup is stored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const messages = captureConsole(page);
  await page.goto('/camera-compatibility');
  await expect(summary(page)).toHaveText('Enter how many cameras you have, and the answer appears here.');
  // Typed from the first moment: the reach fetches the app, and what was typed before it ran counts.
  await describeThirtyFour(page);
  await expectThirtyFourAnswered(page);
  // The address carries the setup: this answer's own link.
  await expect(page).toHaveURL(`/camera-compatibility?${THIRTY_FOUR_QUERY}`);
  expect(await overflow(page), 'the page is wider than the window by').toBe(0);
  await expectNoAxeViolations(page);

  await answer(page).getByRole('link', { name: 'Request a demo for this setup' }).click();
  await expect(page).toHaveURL(`/?${THIRTY_FOUR_QUERY}#demo`);
  const box = page.getByRole('group', { name: 'Your camera setup' });
  await expect(box).toBeVisible();
  await expect(box.getByLabel('How many cameras')).toHaveCount(2);
  await expect(box.getByLabel('How many cameras').first()).toHaveValue('30');
  await expect(box.getByLabel('How they connect').nth(1)).toHaveValue('cloud');
  await expect(box.getByLabel('Site name')).toHaveValue('Lakeside Residency');
  expect(await overflow(page), 'the page is wider than the window by').toBe(0);
  await expectNoAxeViolations(page);

  const email = uniqueEmail('sizing');
  await sendDemoRequest(page, email);
  expect(await storedRequests(email)).toEqual([expect.objectContaining({ first_name: 'Priya', setup: THIRTY_FOUR })]);
  // Sent: the form is empty again, the setup gone from it and from the address.
  await expect(box).toHaveCount(0);
  await expect(page).not.toHaveURL(/setup=/);
  expect(messages.filter((m) => m.type === 'error')).toEqual([]);
});

test('a shared link reproduces the setup and its answer at once, with no move from the visitor', async ({ page }) => {
  await page.goto(`/camera-compatibility?${THIRTY_FOUR_QUERY}`);
  await expectThirtyFourAnswered(page);
  await expect(page.getByLabel('How many cameras').first()).toHaveValue('30');
  await expect(page.getByLabel('Site name (optional)')).toHaveValue('Lakeside Residency');
  expect(await overflow(page)).toBe(0);
});

test('the tool, its answer and the demo form with the setup fit the width: 320 px on a phone, each tablet @layout', async ({
  browser,
}, info) => {
  test.skip(info.project.name === 'desktop', 'at 1280 px the journey of 34 cameras checks it');
  // On a phone the narrowest width a visitor has; a tablet at its own.
  const viewport = info.project.name === 'mobile' ? { width: 320, height: 640 } : info.project.use.viewport;
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(`/camera-compatibility?${THIRTY_FOUR_QUERY}`);
    await reachIntoTool(page);
    await expectThirtyFourAnswered(page);
    expect(await overflow(page)).toBe(0);
    await answer(page).getByRole('link', { name: 'Request a demo for this setup' }).click();
    await expect(page.getByRole('group', { name: 'Your camera setup' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  } finally {
    await context.close();
  }
});

test('by keyboard alone: every control reached and used, the answer follows each change', async ({ page }) => {
  await page.goto('/camera-compatibility');
  await reachIntoTool(page);
  await toolLive(page);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('How many cameras')).toBeFocused();
  await page.keyboard.type('12');
  await expect(summary(page)).toHaveText('12 cameras at 1 site: 12 will work. Devices: 1 × Mars Tower.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('How they connect')).toBeFocused();
  await page.getByLabel('How they connect').selectOption('nvr'); // a select's own keys differ by platform
  await expect(summary(page)).toHaveText('12 cameras at 1 site: 12 will work. Devices: 1 × Mars Tower.');
  await expect(answer(page).locator('li[data-verdict="through-nvr"]')).toContainText('12 will work through the NVR');
  await page.getByRole('button', { name: 'Add another site' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Site name (optional)').nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await expect(summary(page)).toHaveText('15 cameras at 2 sites: 15 will work. Devices: 1 × Mars Tower and 1 × Mars Node.');
  await page.getByRole('button', { name: 'Remove site 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Site name (optional)')).toBeFocused();
  await expect(summary(page)).toHaveText('12 cameras at 1 site: 12 will work. Devices: 1 × Mars Tower.');
});

test('without JavaScript: the rules, the capacities, the devices for each count and a demo link — no calculator that cannot answer', {
  tag: '@any-width',
}, async ({ browser, page: template }) => {
  const { context, page } = await withoutJavaScript(browser, template);
  try {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/camera-compatibility?${THIRTY_FOUR_QUERY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Will Mars work with my cameras?');
    await expect(page.getByText('The calculator needs JavaScript')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Site 1' })).toBeHidden();
    const rules = page.getByRole('region', { name: 'How the answer is worked out' });
    await expect(rules.getByText(/Cloud only \(no local stream\)/)).toBeVisible();
    await expect(rules.getByRole('row', { name: /Mars Tower 20 apartments/ })).toBeVisible();
    await expect(rules.getByRole('row', { name: '26–30 1 × Mars Tower and 1 × Mars Hub' })).toBeVisible();
    await expect(rules.getByRole('row', { name: '31–40 2 × Mars Tower' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/#demo');
    expect(await overflow(page)).toBe(0);
  } finally {
    await context.close();
  }
});

test('in India: its own address, texts and twins; its demo link stays in India', { tag: '@any-width' }, async ({ page, request }) => {
  const html = await (await request.get('/in/camera-compatibility')).text();
  expect(html).toContain('<html lang="en-IN"');
  expect(html).toContain('Describe your premises and their cameras.');
  expect(html).toContain('hreflang="en-US" href="http://localhost:3000/camera-compatibility"');
  await page.goto(`/in/camera-compatibility?${THIRTY_FOUR_QUERY}`);
  await reachIntoTool(page);
  await expectThirtyFourAnswered(page);
  await expect(answer(page).getByRole('link', { name: 'Request a demo for this setup' })).toHaveAttribute(
    'href',
    `/in?${THIRTY_FOUR_QUERY}#demo`,
  );
  await expectNoAxeViolations(page);
});

test('found where a visitor looks: the Products menu, the how-it-works camera step, every product page, the sitemap', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/camera-compatibility</loc>');
  expect(sitemap).toContain('<loc>http://localhost:3000/in/camera-compatibility</loc>');
  const home = await (await request.get('/')).text();
  expect(home).toContain('<li><a href="/camera-compatibility" data-discover="true">Camera Compatibility</a></li>');
  for (const product of ['mars-node', 'mars-hub', 'mars-tower', 'owlie'])
    expect(await (await request.get(`/product/${product}`)).text()).toMatch(
      /<a href="\/camera-compatibility"[^>]*>Check which of your cameras will work<\/a>/,
    );

  await page.goto('/');
  await wakeTheApp(page);
  const step = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Connect to any IP camera' }) });
  await expect(step.getByRole('link', { name: 'Check which of your cameras will work' })).toHaveAttribute('href', '/camera-compatibility');
  await openMenuItem(page, 'Products', 'Camera Compatibility');
  await expect(page).toHaveURL('/camera-compatibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Will Mars work with my cameras?');
});
