import { expect, type Page, test } from '@playwright/test';
import { THIRTY_FOUR_QUERY } from '../../shared/test/demoSetupExamples';
import { sendDemoRequest, storedRequests, uniqueEmail } from '../support/demoRequests';
import { commitBefore, releaseAt } from '../support/earlierRelease';
import { pointerOf, promote, rollback } from '../support/releases';
import { captureConsole, edgeViewRenderers, mounted, wakeTheApp, withoutJavaScript } from '../support/site';

/**
 * One feature, two teams, two releases in either order (ARCHITECTURE rule 16): marketing's
 * compatibility tool hands a visitor's camera setup to the demo team's request form through the page's
 * address (@mars/shared/demo-setup). Every state in between is a whole site — the old release of
 * each is built from the sources as they were before the feature (support/earlierRelease.ts) and
 * published and promoted through the edge's deploy API, as a team does:
 *
 *   old marketing + new demo   nothing changes: no tool, the demo form as always
 *   new marketing + old demo   the tool answers; its button leads to a demo form that works, without the setup
 *   both new                   the setup goes with the request (tests/compatibility.spec.ts stores it)
 *   a rollback of either       back to the state above it
 *   an old edge, both new      the setup link's page as the releases publish it, the setup taken in by
 *                              the app (the tool's code at once, for its answer)
 *   QA override                each team tries its release against the other's live one, in one browser
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** The releases built from this checkout (live when the site starts), and the ones from before the feature. */
let now: { marketing: string; demo: string };
let before: { marketing: string; demo: string };

// Desktop only (playwright.config.ts's DESKTOP_ONLY): it changes what is live for the whole site.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  now = { marketing: (await pointerOf('marketing')).current, demo: (await pointerOf('demo')).current };
  const commit = await commitBefore('shared/src/protocol/demoSetup/demoSetup.mjs');
  before = { marketing: await releaseAt('marketing', commit), demo: await releaseAt('demo', commit) };
});

// Whatever happened, the site goes back to the releases it started with.
test.afterEach(async () => {
  if (!now) return;
  await promote('marketing', now.marketing);
  await promote('demo', now.demo);
});

async function live(marketing: string, demo: string) {
  await promote('marketing', marketing);
  await promote('demo', demo);
}

const setupBox = (page: Page) => page.getByRole('group', { name: 'Your camera setup' });

/** Both new releases live at an edge as it was before the view renderers (it runs none), for `check`; the renderers back after. */
async function onAnOldEdge(check: () => Promise<void>) {
  await live(now.marketing, now.demo);
  await edgeViewRenderers('off');
  try {
    await check();
  } finally {
    await edgeViewRenderers('on');
  }
}

const errorsOf = (messages: { type: string; text: string }[]) => messages.filter((m) => m.type === 'error').map((m) => m.text);

/** The tool, as a visitor uses it, up to its button: 34 cameras, then "Request a demo for this setup". */
async function toolToDemoForm(page: Page) {
  await page.goto('/camera-compatibility');
  await page.getByLabel('How many cameras').fill('30');
  await page.getByRole('button', { name: 'Add another camera type' }).click();
  await page.locator('[data-group="2"]').getByLabel('How many cameras').fill('4');
  await page.locator('[data-group="2"]').getByLabel('How they connect').selectOption('cloud');
  const answer = page.getByRole('region', { name: 'The answer', exact: true });
  await expect(answer.getByRole('status').first()).toContainText('30 will work and 4 will not work');
  await answer.getByRole('link', { name: 'Request a demo for this setup' }).click();
  await expect(page).toHaveURL(/\/\?setup=1&.*#demo$/);
  await mounted(page, 'demo');
}

test('old marketing + new demo: nothing changes — no tool, no link to it, the demo form as always', async ({ page, request }) => {
  await live(before.marketing, now.demo);
  expect((await request.get('/camera-compatibility')).status()).toBe(404);
  expect(await (await request.get('/')).text()).not.toContain('/camera-compatibility');
  expect(await (await request.get('/product/mars-hub')).text()).not.toContain('/camera-compatibility');

  const messages = captureConsole(page);
  await page.goto('/#demo');
  await mounted(page, 'demo');
  await expect(setupBox(page)).toHaveCount(0);
  const email = uniqueEmail('oldmarketing');
  await sendDemoRequest(page, email);
  expect(await storedRequests(email)).toEqual([expect.objectContaining({ setup: null })]);
  expect(errorsOf(messages)).toEqual([]);
});

test('new marketing + old demo: the tool answers, its button leads to a demo form that works — without the setup, never an error', async ({
  page,
}) => {
  await live(now.marketing, before.demo);
  const messages = captureConsole(page);
  await toolToDemoForm(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await expect(setupBox(page)).toHaveCount(0);
  const email = uniqueEmail('olddemo');
  await sendDemoRequest(page, email);
  expect(await storedRequests(email)).toEqual([expect.objectContaining({ setup: null })]);
  expect(errorsOf(messages)).toEqual([]);
});

test('both new: the demo form shows the setup the tool sent', async ({ page }) => {
  await live(now.marketing, now.demo);
  const messages = captureConsole(page);
  await toolToDemoForm(page);
  await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);
  expect(errorsOf(messages)).toEqual([]);
});

test('a rollback of either goes back to the state in between, whole', async ({ page, request }) => {
  // Each team's history: the release from before the feature, then the new one.
  await live(before.marketing, before.demo);
  await live(now.marketing, now.demo);

  // The demo team rolls back: new marketing + old demo.
  expect((await rollback('demo')).current).toBe(before.demo);
  const messages = captureConsole(page);
  await toolToDemoForm(page);
  await expect(setupBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();

  // It ships again; then the marketing team rolls back: old marketing + new demo.
  await promote('demo', now.demo);
  expect((await rollback('marketing')).current).toBe(before.marketing);
  expect((await request.get('/camera-compatibility')).status()).toBe(404);
  await page.goto('/');
  await wakeTheApp(page);
  await expect(page.getByRole('link', { name: 'Check which of your cameras will work' })).toHaveCount(0);
  // A link someone shared while the tool was live still brings its setup to the (new) demo form.
  await page.goto(`/?${THIRTY_FOUR_QUERY}#demo`);
  await mounted(page, 'demo');
  await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);
  expect(errorsOf(messages)).toEqual([]);
});

test('an old edge (no view renderers) with both new releases: a setup link still brings its setup, taken in by the app', async ({
  page,
  request,
}) => {
  await onAnOldEdge(async () => {
    // The page as the releases publish it: no setup in the HTML, no answer in the tool's.
    const html = await (await request.get(`/?${THIRTY_FOUR_QUERY}`)).text();
    expect(html).not.toContain('data-address-view');
    expect(await (await request.get(`/camera-compatibility?${THIRTY_FOUR_QUERY}`)).text()).not.toContain('data-address-view');
    const messages = captureConsole(page);
    await page.goto(`/?${THIRTY_FOUR_QUERY}#demo`);
    await mounted(page, 'demo');
    await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);
    const email = uniqueEmail('oldedge');
    await sendDemoRequest(page, email);
    expect(await storedRequests(email)).toEqual([expect.objectContaining({ setup: expect.objectContaining({ version: 1 }) })]);
    expect(errorsOf(messages)).toEqual([]);
  });
});

test('an old edge (no view renderers) with both new releases: the tool’s shared link answers once its code comes, at once', async ({
  page,
  browser,
  request,
}) => {
  await onAnOldEdge(async () => {
    const link = `/camera-compatibility?${THIRTY_FOUR_QUERY}`;
    expect(await (await request.get(link)).text()).toContain('Enter how many cameras you have, and the answer appears here.');
    // The page rendered ahead cannot show the link's answer: its code comes with no move from the
    // visitor (the route's loadWith) and reads the address.
    const messages = captureConsole(page);
    await page.goto(link);
    const answer = page.getByRole('region', { name: 'The answer', exact: true });
    await expect(answer.getByRole('status').first()).toHaveText(
      '34 cameras at 1 site: 30 will work and 4 will not work. Devices: 1 × Mars Tower and 1 × Mars Hub.',
      { timeout: 15_000 },
    );
    await page.getByLabel('How many cameras').first().fill('26');
    await expect(answer.getByRole('status').first()).toContainText('30 cameras at 1 site: 26 will work and 4 will not work.');
    expect(errorsOf(messages)).toEqual([]);

    // Without JavaScript the tool's form is sent to a page that answers, if plainly: the tool as
    // rendered ahead (what an edge without renderers can compose), the setup in its address.
    const { context, page: noJs } = await withoutJavaScript(browser, page);
    try {
      await noJs.goto('/camera-compatibility');
      await noJs.getByLabel('How many cameras').fill('30');
      await noJs.getByRole('button', { name: 'Show the answer' }).click();
      await expect(noJs).toHaveURL(/\/camera-compatibility\?setup=1&.*count=30.*#compat-answer$/);
      await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Will Mars work with my cameras?');
    } finally {
      await context.close();
    }
  });
});

test.describe('QA override: each team tries its release against the other’s live one, in its browser only', () => {
  test('the demo team: its new release under the live marketing, before promoting it', async ({ page, browser }) => {
    await live(now.marketing, before.demo);
    await page.goto(`/?override=demo:${now.demo}`);
    await expect(page.getByRole('complementary', { name: 'QA overrides' })).toContainText(
      `demo → ${now.demo} (published release, verified)`,
    );
    await toolToDemoForm(page);
    await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);

    // Everyone else still has the live (old) demo form.
    const visitor = await browser.newPage();
    try {
      await visitor.goto(`/?${THIRTY_FOUR_QUERY}#demo`);
      await mounted(visitor, 'demo');
      await expect(setupBox(visitor)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('the marketing team: its new release (the tool) over the live demo, before promoting it', async ({ page, request }) => {
    await live(before.marketing, now.demo);
    expect((await request.get('/camera-compatibility')).status()).toBe(404);
    await page.goto(`/camera-compatibility?override=marketing:${now.marketing}`);
    await expect(page.getByRole('complementary', { name: 'QA overrides' })).toContainText(`marketing → ${now.marketing}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Will Mars work with my cameras?');
    await toolToDemoForm(page);
    await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);
  });
});
