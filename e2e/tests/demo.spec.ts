import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL } from '../playwright.config';
import { service } from '../support/site';

async function fill(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Company/Enterprise Name').fill('Lakeside Residency');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Job Title').fill('Facility Manager');
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByLabel('Phone Number*').fill('98765 43210');
}

test('native validation blocks an empty submit; nothing is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('submit-form') && posts++);
  await page.goto('/#demo');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const first = page.getByLabel('First Name*');
  expect(await first.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Email*').fill('not-an-email');
  await page.getByLabel('Phone Number*').fill('123456');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect(await page.getByLabel('Email*').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await page.waitForTimeout(300);
  expect(posts).toBe(0);
});

test('a valid request: success toast, cleared form with +1, and the row is in the database', async ({ page }) => {
  const email = `priya.${Date.now()}@lakeside.example`;
  await page.goto('/#demo');
  await fill(page, email);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.")).toBeVisible();
  await expect(page.getByLabel('First Name*')).toHaveValue('');
  await expect(page.getByLabel('Country code')).toHaveValue('+1');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT first_name, company, country_code, phone FROM demo_requests WHERE email = $1', [email]);
    expect(rows).toEqual([{ first_name: 'Priya', company: 'Lakeside Residency', country_code: '+91', phone: '98765 43210' }]);
  } finally {
    await client.end();
  }
});

test('with the API stopped: the failure toast shows and every value stays', async ({ page }) => {
  await service('demo-api', 'stop');
  try {
    await page.goto('/#demo');
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
