import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { isMobile, sessionControls } from '../support/site';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-mars-vision';
const KEY = 'demo-api-key';
const PASSWORD = 'Harbour#2025';
const GAPI_STANDIN = readFileSync(path.join(__dirname, '../support/gapi-standin.js'), 'utf8');

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function restSignUp(email: string, password: string): Promise<string> {
  const res = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { localId: string };
  return json.localId;
}

/** Creates an account in the emulator, verified or not, without going through the UI. */
async function createUser(email: string, { verified }: { verified: boolean }) {
  const localId = await restSignUp(email, PASSWORD);
  if (verified) {
    await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
  }
}

async function oobLink(email: string, requestType = 'VERIFY_EMAIL'): Promise<string> {
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).pop();
  if (!code) throw new Error(`no ${requestType} code for ${email}`);
  return code.oobLink;
}

/** Google's api.js is unreachable here: serve the stand-in; fail other outside requests fast. */
async function offlineGoogle(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STANDIN }),
  );
  await context.route(/^https:\/\/(fonts\.googleapis\.com|unpkg\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

async function openLogin(page: Page) {
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email Address*').fill(email);
  await dialog.getByLabel('Password*', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

const nav = (page: Page) => page.getByRole('banner');

test.beforeAll(async () => {
  await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
});

test('sign up → first-time modal → e-mail link → verified → Welcome; reload keeps it; Logout', async ({ page, context }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email Address*').fill(email);
  await dialog.getByLabel('Password*', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Verify New Password*').fill(PASSWORD);
  for (const rule of ['length', 'digit', 'letter', 'special', 'upper', 'lower']) {
    await expect(dialog.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
  }
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const welcome = page.getByRole('dialog');
  await expect(welcome.getByRole('heading', { name: 'Welcome! Account Created Successfully' })).toBeVisible();
  await expect(welcome).toContainText(`An email has been sent to ${email}`);
  await expect(welcome).toContainText('Please verify your account to continue.');
  await expect(welcome.getByRole('heading', { name: "What's next?" })).toBeVisible();
  await expect(welcome.getByRole('listitem')).toHaveCount(3);
  await expect(nav(page)).not.toContainText('Welcome,');

  // The visitor opens the link from the e-mail in another tab, then comes back.
  const mail = await context.newPage();
  await mail.goto(await oobLink(email));
  await mail.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(welcome.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(welcome).toContainText('Email verification successful!');
  await expect(welcome).toContainText('You now have full access to the application.');
  await welcome.getByRole('button', { name: 'Continue to Application' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();

  await page.reload();
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect((await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true })).toBeVisible();
  await page.reload();
  await expect((await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true })).toBeVisible();

  // And signs in again with the password.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});

test("an unverified sign-in leads to 'Verify Your Email' with Resend and Email not verified, never Welcome; resend reads Sending...", {
  tag: '@any-width',
}, async ({ page }) => {
  const email = uniqueEmail('unverified');
  await createUser(email, { verified: false });
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText('Verify your account before you sign in or request a verification email.');
  await expect(dialog).toContainText('spam');
  await expect(page.getByText('Signed in! Please verify your email to continue.')).toBeVisible();
  await expect((await sessionControls(page)).getByText('Email not verified').filter({ visible: true })).toBeVisible();
  await expect(nav(page)).not.toContainText('Welcome,');

  // The request is held until the busy label has been seen, then let through.
  let letSendThrough = () => {};
  const sendMayGo = new Promise<void>((resolve) => {
    letSendThrough = resolve;
  });
  await page.route('**/accounts:sendOobCode**', async (route) => {
    await sendMayGo;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Resend Account Verification' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  letSendThrough();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(dialog).toContainText('An email has been sent to you. Please verify your account.');
  await page.keyboard.press('Escape');
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect((await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true })).toBeVisible();
});

test('validation toasts: short sign-in password, passwords that differ, weak sign-up password', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/');
  const dialog = await signIn(page, 'someone@example.com', '12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email Address*').fill('someone@example.com');
  await dialog.getByLabel('Password*', { exact: true }).fill('Abcdefg1!');
  await dialog.getByLabel('Verify New Password*').fill('Abcdefg1?');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Password*', { exact: true }).fill('abcdefgh');
  await dialog.getByLabel('Verify New Password*').fill('abcdefgh');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password does not meet all requirements')).toBeVisible();
});

test('wrong password and unknown user both read "Incorrect email or password."', { tag: '@any-width' }, async ({ page }) => {
  const email = uniqueEmail('known');
  await createUser(email, { verified: true });
  await page.goto('/');
  const dialog = await signIn(page, email, 'not-the-password');
  await expect(page.getByText('Incorrect email or password.')).toHaveCount(1);
  await dialog.getByLabel('Email Address*').fill(uniqueEmail('nobody'));
  await dialog.getByLabel('Password*', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Dismiss notification' }).filter({ visible: true }).click();
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect((await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true })).toBeVisible();
});

test('the modal opens with focus in the email field, reached at once: nothing else in it is focused on the way (a screen reader announces one control, not the × first)', async ({
  page,
}) => {
  await page.goto('/');
  // Every control focus lands on from here, in order (the page's own listener, before the dialog exists).
  await page.evaluate(() => {
    const w = window as unknown as { focusedOnTheWay: string[] };
    w.focusedOnTheWay = [];
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      if (el.closest('dialog')) w.focusedOnTheWay.push(el.getAttribute('aria-label') || el.getAttribute('name') || el.tagName);
    });
  });
  const dialog = await openLogin(page);
  const email = dialog.getByLabel('Email Address*');
  await expect(email).toBeFocused();
  const emailName = await email.getAttribute('name');
  expect(emailName).toBeTruthy();
  expect(await page.evaluate(() => (window as unknown as { focusedOnTheWay: string[] }).focusedOnTheWay)).toEqual([emailName]);
});

test('the modal traps focus and closes on Escape, giving focus back to Login (on a phone, in the menu it was chosen from, still open)', async ({
  page,
}) => {
  await page.goto('/');
  const login = (await sessionControls(page)).getByRole('button', { name: 'Login' }).filter({ visible: true });
  const dialog = await openLogin(page);
  await expect(dialog.getByLabel('Email Address*')).toBeFocused();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.mouse.click(5, 5); // outside: a half-filled form is not thrown away
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Escape closes the dialog and only the dialog: on a phone the menu Login was chosen from stays
  // open, and focus is back on Login, as after the ×.
  await expect(login).toBeFocused();
  if (isMobile(page)) await expect(page.locator('header [data-mobile-menu]')).toHaveAttribute('open', '');
});

test("presses outside the modal leave the visitor's place alone: typing goes on in the same field, nothing is selected", {
  tag: '@any-width',
}, async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  const email = dialog.getByLabel('Email Address*');
  await email.pressSequentially('ana@');
  // Over the backdrop, above the dialog: a single press, then a triple one (a word, then a line selected).
  const box = await dialog.boundingBox();
  if (!box || box.y < 8) throw new Error(`no backdrop above the dialog (it starts at ${box?.y})`);
  const outside = { x: box.x + box.width / 2, y: box.y / 2 };
  await page.mouse.click(outside.x, outside.y);
  await page.mouse.click(outside.x, outside.y, { clickCount: 3 });
  await expect(email).toBeFocused();
  expect(await page.evaluate(() => getSelection()?.toString())).toBe('');
  await page.keyboard.type('example.com');
  await expect(email).toHaveValue('ana@example.com');
  await expect(dialog).toBeVisible();
});

test('Continue with Google: popup completed in the emulator sign-in page', { tag: '@any-width' }, async ({ page, context }) => {
  await offlineGoogle(context);
  const email = uniqueEmail('google');
  await page.goto('/');
  const dialog = await openLogin(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Continue with Google' }).click()]);
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#sign-in').click();
  await expect(page.getByText('Signed in with Google successfully!')).toBeVisible();
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});

test('Google popup closed by the visitor: Failed to sign in with Google', { tag: '@any-width' }, async ({ page, context }) => {
  await offlineGoogle(context);
  await page.goto('/');
  const dialog = await openLogin(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Continue with Google' }).click()]);
  await popup.close();
  // Firebase notices the closed popup after its 8 s poll.
  await expect(page.getByText('Failed to sign in with Google')).toBeVisible({ timeout: 15_000 });
});

test('no axe violations with each modal view open', async ({ page }) => {
  const known = uniqueEmail('reset');
  await createUser(known, { verified: true });
  await page.goto('/');
  const dialog = await openLogin(page);
  await expectNoAxeViolations(page); // sign-in
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Password*', { exact: true }).fill('abc');
  await expectNoAxeViolations(page); // sign-up with the checklist
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email Address*').fill(known);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog).toContainText(`If an account exists for ${known}, a reset link is on its way.`);
  await expectNoAxeViolations(page); // reset link sent
  await page.keyboard.press('Escape');

  const email = uniqueEmail('axe');
  await createUser(email, { verified: false });
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expectNoAxeViolations(page); // unverified
  await page.keyboard.press('Escape');
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();

  const fresh = uniqueEmail('axe-signup');
  const d2 = await openLogin(page);
  await d2.getByRole('tab', { name: 'Sign Up' }).click();
  await d2.getByLabel('Email Address*').fill(fresh);
  await d2.getByLabel('Password*', { exact: true }).fill(PASSWORD);
  await d2.getByLabel('Verify New Password*').fill(PASSWORD);
  await d2.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome! Account Created Successfully' })).toBeVisible();
  await expectNoAxeViolations(page); // verification modal, first-time
  await page.keyboard.press('Escape');
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});

test('forgot password, end to end: its own message, the e-mailed link sets a new password, and it signs in', { tag: '@any-width' }, async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await createUser(email, { verified: true });
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email Address*').fill(email);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(dialog).toContainText(`If an account exists for ${email}, a reset link is on its way.`);
  await expect(dialog).not.toContainText(/verify/i);
  // The link from the e-mail (the emulator keeps it): opening it with a new password completes the reset.
  const link = await oobLink(email, 'PASSWORD_RESET');
  const reset = await fetch(`${link}&newPassword=${encodeURIComponent('Lighthouse#2026')}`);
  expect(reset.status).toBe(200);
  await dialog.getByRole('button', { name: 'Back to Sign In' }).click();
  await dialog.getByLabel('Password*', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await dialog.getByLabel('Password*', { exact: true }).fill('Lighthouse#2026');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});

test("a returning unverified visitor gets 'Verify Your Email' with Resend, and Email not verified opens it again", {
  tag: '@any-width',
}, async ({ page }) => {
  const email = uniqueEmail('returning-unverified');
  await createUser(email, { verified: false });
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  // A new browser session (the reminder is once per session), same browser: the session comes back unverified.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend Account Verification' })).toBeVisible();
  await expect(nav(page)).not.toContainText('Welcome,');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await (await sessionControls(page)).getByRole('button', { name: 'Email not verified' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});

test('a returning signed-in visitor never sees Login: the header is polled from navigation until Welcome', async ({ page }) => {
  const email = uniqueEmail('returning');
  await createUser(email, { verified: true });
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
  for (const path of ['/', '/blog']) {
    // Every animation frame from the first one on: is a Login button visible in the header? On a
    // phone the session controls are at the top of the menu, so the menu is opened the moment it is
    // in the page (a <details>: it opens without the app), as a visitor who reaches for it at once.
    await page.addInitScript(() => {
      const w = window as unknown as { __loginSeen: boolean; __welcomeAt: number | null };
      w.__loginSeen = false;
      w.__welcomeAt = null;
      const visible = (el: Element) => {
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
      };
      const poll = () => {
        const header = document.querySelector('header');
        const menu = header?.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
        if (menu && !menu.open && getComputedStyle(menu).display !== 'none') menu.open = true;
        if (header) {
          for (const b of header.querySelectorAll('button, [data-session-control]'))
            if (b.textContent?.trim() === 'Login' && visible(b) && !b.closest('[aria-hidden="true"]')) w.__loginSeen = true;
          if (!w.__welcomeAt && header.textContent?.includes('Welcome,')) w.__welcomeAt = performance.now();
        }
        if (!w.__welcomeAt) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto(path);
    await expect((await sessionControls(page)).getByText(`Welcome, ${email}`).filter({ visible: true })).toBeVisible();
    // The poll looked where the controls are at this width: on a phone, in the open menu.
    if (isMobile(page)) await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
    const seen = await page.evaluate(() => (window as unknown as { __loginSeen: boolean; __welcomeAt: number }).__loginSeen);
    const welcomeAt = await page.evaluate(() => (window as unknown as { __welcomeAt: number }).__welcomeAt);
    expect(seen, `${path}: a visible Login before Welcome (at ${Math.round(welcomeAt)} ms)`).toBe(false);
  }
  await (await sessionControls(page)).getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
});
