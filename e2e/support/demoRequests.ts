import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL } from '../playwright.config';
import { atAPersonsPace } from './site';

/** An e-mail address no other test uses: a request can be found by it. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@lakeside.example`;

/** The demo requests the API stored for `email` (read from its database, as the sales export does). */
export async function storedRequests(email: string): Promise<{ first_name: string; setup: unknown; composition: string | null }[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT first_name, setup, composition FROM demo_requests WHERE email = $1 ORDER BY received_at', [
      email,
    ]);
    return rows;
  } finally {
    await client.end();
  }
}

/** Fills the demo form as a visitor does, waits a person's pace and sends it: the success notice shows. */
export async function sendDemoRequest(page: Page, email: string): Promise<void> {
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Phone Number*').fill('98765 43210');
  await atAPersonsPace(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.").first()).toBeVisible();
}
