import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL } from '../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { atAPersonsPace, gotoLive, HOST_CODE, holdRequests, isMobile, mounted, service, withoutJavaScript } from '../support/site';

async function fill(page: Page, email: string) {
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Company/Enterprise Name').fill('Lakeside Residency');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Job Title').fill('Facility Manager');
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByLabel('Phone Number*').fill('98765 43210');
}

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@lakeside.example`;

async function rowsFor(email: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT r.first_name, r.company, r.country_code, r.phone, r.flagged, (o.id IS NOT NULL) AS queued
         FROM demo_requests r LEFT JOIN outbox o ON o.request_id = r.id WHERE r.email = $1`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The message a field's aria-describedby points at. */
const messageOf = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Request' });
/** A tap on a phone, a click on a desktop. */
const press = (page: Page, target: Locator) => (isMobile(page) ? target.tap() : target.click());

/** The requests that post the demo form to the API, from now on (the app's JSON or the page's form). */
function postsToTheApi(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/um-web-api/submit-form')) posts.push(r);
  });
  return posts;
}

/**
 * The fields the browser's own validation refuses from now on (its `invalid` events, recorded in
 * the page as they happen), and what it says of First Name.
 */
async function recordRefusals(page: Page) {
  await page.locator('#demo form').evaluate((form) => {
    const w = window as unknown as { refused: string[] };
    w.refused = [];
    form.addEventListener('invalid', (e) => w.refused.push((e.target as HTMLInputElement).name), true);
  });
  return {
    fields: () => page.evaluate(() => (window as unknown as { refused: string[] }).refused),
    firstName: () =>
      page
        .getByLabel('First Name*')
        .evaluate((el: HTMLInputElement) => ({ invalid: el.matches(':invalid'), valueMissing: el.validity.valueMissing })),
  };
}

test('the live form: an empty submit is refused by the browser; what it accepts and the API would not is shown at its field, the first focused; nothing is sent', async ({
  page,
}) => {
  const posts = postsToTheApi(page);
  await page.goto('/#demo');
  await mounted(page, 'demo'); // the live form's own behaviour (before, it posts as HTML)
  const refusals = await recordRefusals(page);
  await submitButton(page).click();
  await expect.poll(refusals.fields).toEqual(['firstName', 'lastName', 'email', 'phone']);
  expect(await refusals.firstName()).toEqual({ invalid: true, valueMissing: true });
  // The browser's own message, not the form's: no words of the form's at the field, no notice.
  expect(await messageOf(page, 'First Name*')).toBe('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('First Name*').fill('   ');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Email*').fill('priya@lakeside');
  await page.getByLabel('Phone Number*').fill('123');
  await submitButton(page).click();
  await expect(page.getByLabel('First Name*')).toBeFocused();
  expect(await messageOf(page, 'First Name*')).toBe('Enter your first name.');
  expect(await messageOf(page, 'Email*')).toBe('Enter an email address like name@company.com.');
  expect(await messageOf(page, 'Phone Number*')).toBe('Enter a phone number with at least 4 digits.');
  await expect(page.getByLabel('First Name*')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);
});

test('the API’s field problems appear at their fields', async ({ page }) => {
  await page.route('**/um-web-api/submit-form', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': 'http://localhost:3000' },
      body: JSON.stringify({
        error: 'Please check the form',
        fields: { phone: { code: 'badChars', message: 'Use digits, spaces and + ( ) . - only; add an extension as x12.' } },
      }),
    }),
  );
  await page.goto('/#demo');
  await mounted(page, 'demo'); // the live form's own behaviour (before, it posts as HTML)
  await fill(page, uniqueEmail('fields'));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByLabel('Phone Number*')).toBeFocused();
  expect(await messageOf(page, 'Phone Number*')).toBe('Use digits, spaces and + ( ) . - only; add an extension as x12.');
  await expect(page.getByLabel('Email*')).not.toHaveValue('');
});

test('a valid request (a phone extension is fine): success toast, cleared form with +1, the row stored and queued for sales', async ({
  page,
}) => {
  const email = uniqueEmail('priya');
  await gotoLive(page, '/#demo');
  await mounted(page, 'demo');
  await fill(page, email);
  await page.getByLabel('Phone Number*').fill('98765 43210 x12');
  await atAPersonsPace(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.")).toBeVisible();
  await expect(page.getByLabel('First Name*')).toHaveValue('');
  await expect(page.getByLabel('Country code')).toHaveValue('+1');
  expect(await rowsFor(email)).toEqual([
    { first_name: 'Priya', company: 'Lakeside Residency', country_code: '+91', phone: '98765 43210 x12', flagged: null, queued: true },
  ]);
});

test('past the e-mail address’s limit, a 429 says when to try again and keeps every value', { tag: '@any-width' }, async ({
  page,
  request,
}) => {
  const email = uniqueEmail('repeat');
  for (let i = 0; i < 3; i++) {
    const res = await request.post('http://127.0.0.1:3005/um-web-api/submit-form', {
      data: { firstName: 'Priya', lastName: 'Raman', email, countryCode: '+91', phone: '98765 43210', company: `Visit ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/#demo');
  await mounted(page, 'demo'); // the live form's own behaviour (before, it posts as HTML)
  await fill(page, email);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^We already have recent requests from this email address and will be in touch soon\. To send another, please try again in \d+ minutes\.$/,
  );
  await expect(page.getByLabel('Email*')).toHaveValue(email);
});

test('with the API stopped: the failure toast shows and every value stays', async ({ page }) => {
  await service('demo-api', 'stop');
  try {
    await page.goto('/#demo');
    await mounted(page, 'demo'); // the live form's own behaviour (before, it posts as HTML)
    await fill(page, 'priya.offline@lakeside.example');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(page.getByLabel('First Name*')).toHaveValue('Priya');
    await expect(page.getByLabel('Email*')).toHaveValue('priya.offline@lakeside.example');
    await expect(page.getByLabel('Country code')).toHaveValue('+91');
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  } finally {
    await service('demo-api', 'start');
  }
});

test.describe('without JavaScript', { tag: '@any-width' }, () => {
  test('the form posts to the API, the row is stored, and the page says it was sent', async ({ browser, page: template }) => {
    const { context, page } = await withoutJavaScript(browser, template);
    const email = uniqueEmail('nojs');
    await page.goto('/#demo');
    await fill(page, email);
    await atAPersonsPace(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL('/?demo=sent#demo');
    await expect(page.getByRole('alert')).toHaveText("Demo request submitted successfully! We'll contact you soon.");
    await expect(page.getByLabel('Email*')).toHaveValue('');
    expect(await rowsFor(email)).toEqual([
      { first_name: 'Priya', company: 'Lakeside Residency', country_code: '+91', phone: '98765 43210', flagged: null, queued: true },
    ]);
    await context.close();
  });

  test('an empty submit is refused by the browser: nothing is posted, First Name is marked invalid', async ({
    browser,
    page: template,
  }) => {
    const { context, page } = await withoutJavaScript(browser, template);
    const posts = postsToTheApi(page);
    await page.goto('/#demo');
    await submitButton(page).click();
    // No script to hear the browser's `invalid` events: what it marks, and that the page stays.
    await expect(page.locator('#demo form :invalid')).toHaveCount(4);
    expect(
      await page.getByLabel('First Name*').evaluate((el: HTMLInputElement) => [el.matches(':invalid'), el.validity.valueMissing]),
    ).toEqual([true, true]);
    await expect(page).toHaveURL('/#demo');
    expect(posts).toEqual([]);
    await context.close();
  });

  test('what the browser accepts and the API refuses comes back with each problem at its field and every value kept; nothing is stored', async ({
    browser,
    page: template,
  }) => {
    const { context, page } = await withoutJavaScript(browser, template);
    const email = 'priya@lakeside';
    await page.goto('/#demo');
    await fill(page, email);
    await page.getByLabel('First Name*').fill('   ');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\?demo=error&/);
    await expect(page.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    expect(await messageOf(page, 'First Name*')).toBe('Enter your first name.');
    expect(await messageOf(page, 'Email*')).toBe('Enter an email address like name@company.com.');
    await expect(page.getByLabel('Email*')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email*')).toHaveValue(email);
    await expect(page.getByLabel('Company/Enterprise Name')).toHaveValue('Lakeside Residency');
    await expect(page.getByLabel('Country code')).toHaveValue('+91');
    await expect(page.getByLabel('Phone Number*')).toHaveValue('98765 43210');
    // The same address with JavaScript: the app starts from the same outcome, and it passes axe (which needs JavaScript).
    const sentBack = page.url();
    await gotoLive(template, sentBack);
    await expect(template.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    await expect(template.getByLabel('Email*')).toHaveValue(email);
    await expectNoAxeViolations(template);
    // Fixed and sent again: stored.
    const fixed = uniqueEmail('fixed');
    await page.getByLabel('First Name*').fill('Priya');
    await page.getByLabel('Email*').fill(fixed);
    await atAPersonsPace(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL('/?demo=sent#demo');
    expect(await rowsFor(fixed)).toHaveLength(1);
    expect(await rowsFor(email)).toEqual([]);
    await context.close();
  });

  test('scripts — a filled honeypot, a submission sooner than a person could — get the same answer, are stored flagged, never delivered', async ({
    browser,
    page: template,
  }) => {
    const { context, page } = await withoutJavaScript(browser, template);
    // What a posting script does: reads the form and sends it back at once.
    const fast = uniqueEmail('fast');
    await page.goto('/');
    const form = page.locator('#demo form');
    const hidden = async (name: string) => form.locator(`input[name="${name}"]`).inputValue();
    const res = await page.request.post(await form.getAttribute('action').then((a) => a ?? ''), {
      form: {
        firstName: 'Bot',
        lastName: 'Fast',
        email: fast,
        countryCode: '+1',
        phone: '555 0100',
        formToken: await hidden('formToken'),
        returnTo: await hidden('returnTo'),
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe('http://localhost:3000/?demo=sent#demo');
    const trap = uniqueEmail('trap');
    await page.goto('/');
    await fill(page, trap);
    // What a form-filling script does: fills every field, the hidden one too.
    await page.locator('input[name="website"]').fill('https://cheap-pills.example', { force: true });
    await atAPersonsPace(page); // filled at a person's pace: the honeypot alone gives it away
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL('/?demo=sent#demo');
    expect(await rowsFor(fast)).toEqual([expect.objectContaining({ flagged: 'too-fast', queued: false })]);
    expect(await rowsFor(trap)).toEqual([expect.objectContaining({ flagged: 'honeypot', queued: false })]);
    await context.close();
  });
});

/**
 * The demo form is the edge's HTML until its code has come: the press that sends it may land before
 * the app has started, or while the form's own code is on its way. The page holds such a submit
 * (pressed) and the form's code sends it once it has come — or, if it cannot come, the page posts it
 * as HTML, as without JavaScript. Which code has come is held by the test, not raced.
 */
test.describe('before and while its code comes', () => {
  /** Everything of the demo remote: the form's code. */
  const DEMO_CODE = /^http:\/\/localhost:3004\//;
  const TYPED = {
    'First Name*': 'Priya',
    'Last Name*': 'Raman',
    'Company/Enterprise Name': 'Lakeside Residency',
    'Job Title': 'Facility Manager',
    'Phone Number*': '98765 43210',
  };
  /** Fills every field (the typing wakes the app: its files are asked for). */
  async function fillEvery(page: Page, email: string, phone = TYPED['Phone Number*']) {
    await fill(page, email);
    await page.getByLabel('Phone Number*').fill(phone);
  }
  async function expectEveryValue(page: Page, email: string, phone = TYPED['Phone Number*']) {
    for (const [label, value] of Object.entries({ ...TYPED, 'Phone Number*': phone, 'Email*': email }))
      await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.getByLabel('Country code')).toHaveValue('+91');
  }
  /** Opens the page at the form; its load event waits for the scripts held (the ones after its first paint). */
  const openHeld = (page: Page) => page.goto('/#demo', { waitUntil: 'domcontentloaded' });
  const expectHeld = async (page: Page) => {
    await expect(submitButton(page)).toHaveAttribute('data-app-pending', 'submit');
    await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
  };

  test('before the app, an empty submit posts nothing: the browser marks First Name invalid', async ({ page }) => {
    const posts = postsToTheApi(page);
    await holdRequests(page, HOST_CODE); // the app does not come in this test
    await openHeld(page);
    const refusals = await recordRefusals(page);
    await press(page, submitButton(page));
    await expect.poll(refusals.fields).toContain('firstName');
    expect(await refusals.firstName()).toEqual({ invalid: true, valueMissing: true });
    await expect(page).toHaveURL('/#demo');
    expect(posts).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-live');
  });

  test('pressed while the app wakes, with the API failing (503): held, sent once by the form’s code; every value stays and the spec’s message shows', async ({
    page,
  }) => {
    const posts = postsToTheApi(page);
    await page.route('**/um-web-api/submit-form', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': 'http://localhost:3000' },
            body: JSON.stringify({ error: 'The service is temporarily unavailable. Please try again shortly.' }),
          })
        : route.continue(),
    );
    const hostArrives = await holdRequests(page, HOST_CODE);
    const formCodeArrives = await holdRequests(page, DEMO_CODE);
    const email = uniqueEmail('waking');
    await openHeld(page);
    await fillEvery(page, email);
    // Before the app: the page's own script holds it.
    await press(page, submitButton(page));
    await expectHeld(page);
    // The app takes the page over; the form is still the page's HTML, its code on the way: held still.
    hostArrives();
    await expect(page.locator('html')).toHaveAttribute('data-app-live', '', { timeout: 15_000 });
    await expectHeld(page);
    expect(posts).toEqual([]);
    formCodeArrives();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers()['content-type']).toBe('application/json');
    expect(posts[0]?.postDataJSON()).toMatchObject({ firstName: 'Priya', email, countryCode: '+91', phone: '98765 43210' });
    await expect(page).toHaveURL('/#demo');
    await expectEveryValue(page, email);
    await expect(submitButton(page)).not.toHaveAttribute('data-app-pending');
    await expect(submitButton(page)).toBeEnabled();
  });

  for (const [failing, code] of [
    ['the form’s code (the demo remote)', DEMO_CODE],
    ['the app (the host’s scripts)', HOST_CODE],
  ] as const) {
    test(`pressed while the app wakes, and ${failing} cannot come: posted once as HTML; the page the API sends back keeps every value`, {
      tag: '@any-width',
    }, async ({ page }) => {
      const posts = postsToTheApi(page);
      const hostArrives = await holdRequests(page, HOST_CODE);
      const formCodeArrives = await holdRequests(page, DEMO_CODE);
      const email = uniqueEmail('nocode');
      await openHeld(page);
      // A phone the browser has no rule for and the API refuses (too few digits): its answer comes back.
      await fillEvery(page, email, '12 x345');
      await press(page, submitButton(page));
      await expectHeld(page);
      (code === DEMO_CODE ? formCodeArrives : hostArrives)('fail');
      (code === DEMO_CODE ? hostArrives : formCodeArrives)();
      await expect(page).toHaveURL(/\/\?demo=error&.*#demo$/);
      expect(posts).toHaveLength(1);
      expect(posts[0]?.headers()['content-type']).toBe('application/x-www-form-urlencoded');
      expect(await messageOf(page, 'Phone Number*')).toBe('Enter a phone number with at least 4 digits.');
      await expectEveryValue(page, email, '12 x345');
    });
  }
});
