/**
 * A link that carries a visitor's camera setup (`/?setup=1&…#demo`, from the compatibility tool, a
 * colleague's inbox, a reload) is a whole page: the edge composes the demo form with the setup from
 * the demo release's own renderer, so it shows from the first paint, posts without JavaScript, and
 * the app adopts it as it is — nothing appears above the field a visitor is typing in.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '../../shared/test/demoSetupExamples';
import { sendDemoRequest, storedRequests, uniqueEmail } from '../support/demoRequests';
import { holdRequests, isMobile, withoutJavaScript } from '../support/site';

const LINK = `/?${THIRTY_FOUR_QUERY}#demo`;
const setupBox = (page: Page) => page.getByRole('group', { name: 'Your camera setup' });

/** The host's and the demo remote's scripts wait until `release()`: the page stays the edge's HTML. */
const holdTheCode = (page: Page) => holdRequests(page, /^http:\/\/localhost:300[04]\/[^?]*\.js$/);

/** Where an element is on the page (not on screen: the browser may scroll a focused field into view). */
const pageTop = (field: Locator) => field.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

test('the edge’s HTML for a setup link holds the setup in the form, named as the link names it', { tag: '@any-width' }, async ({
  request,
}) => {
  const html = await (await request.get(`/?${THIRTY_FOUR_QUERY}`)).text();
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  expect(form).toContain('data-address-view');
  expect(form).toContain('value="Lakeside Residency"');
  expect(form.match(/name="count"/g)).toHaveLength(2);
  // A setup this form cannot read (a newer tool's major) leaves the form as it always was.
  const later = await (await request.get('/?setup=2&site=Later&count=3')).text();
  expect(later.slice(later.indexOf('<form'), later.indexOf('</form>'))).not.toContain('name="count"');
});

test('a setup link opened fresh shows the setup before any input, and the field typed in does not move as the app takes over', {
  tag: '@layout',
}, async ({ page }) => {
  const release = await holdTheCode(page);
  // Not until `load`: the page's scripts are held, and its load waits for them.
  await page.goto(LINK, { waitUntil: 'domcontentloaded' });
  // Before any input, with none of the app's code run.
  await expect(setupBox(page)).toBeVisible();
  await expect(setupBox(page).getByLabel('How many cameras')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-live'))).toBe(false);

  const firstName = page.getByLabel('First Name*');
  const before = await pageTop(firstName);
  if (isMobile(page)) await firstName.tap();
  else await firstName.click();
  await page.keyboard.type('Priya');
  const onScreen = await firstName.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  release();
  await expect(page.locator('[data-remote="demo"][data-mounted]')).toHaveCount(1, { timeout: 30_000 });
  await page.keyboard.type('!');
  await expect(firstName).toHaveValue('Priya!');
  await expect(firstName).toBeFocused();
  // Not one pixel, on the page or on screen, beyond the browser's own scroll to the focused field.
  expect(await pageTop(firstName)).toBe(before);
  expect(await firstName.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(onScreen);
  // The app's form is the setup the page showed: still there, editable.
  await expect(setupBox(page).getByLabel('How many cameras').first()).toHaveValue('30');
});

test('without JavaScript, a setup link’s form is sent with its setup, stored as the app would store it', { tag: '@any-width' }, async ({
  browser,
  page: template,
}) => {
  const { context, page } = await withoutJavaScript(browser, template);
  try {
    await page.goto(LINK);
    await expect(setupBox(page)).toBeVisible();
    const email = uniqueEmail('setuplink');
    await sendDemoRequest(page, email);
    await expect(page).toHaveURL('/?demo=sent#demo');
    expect(await storedRequests(email)).toEqual([expect.objectContaining({ first_name: 'Priya', setup: THIRTY_FOUR })]);
  } finally {
    await context.close();
  }
});
