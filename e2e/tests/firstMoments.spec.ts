/**
 * The first seconds of a visit, on a slow phone: the page the edge sent answers from its first paint,
 * before the app has started, and the app then takes it over without taking anything away.
 *
 * The CPU is slowed (CDP Emulation.setCPUThrottlingRate) and the host's scripts are held back until a
 * test lets them go, so "before the app has started" is a state the test is sure to be in, not a
 * race it hopes to win on a fast machine.
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { countrySwitcher, holdRequests, isMobile, reachForTheApp, withoutJavaScript } from '../support/site';

const CPU_SLOWDOWN = 6;

/** The host's own scripts wait until `release()`: the page stays the edge's HTML meanwhile. */
const holdTheApp = (page: Page) => holdRequests(page, /^http:\/\/localhost:3000\/[^/]+\.js$/);

async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function firstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { polling: 50 });
}

const appIsLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-live'));

async function takenOver(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-live'), null, { timeout: 30_000 });
}

/** A tap on a phone, a click on a desktop. */
const press = (page: Page, selector: ReturnType<Page['locator']>) => (isMobile(page) ? selector.tap() : selector.click());

/**
 * Where the demo section is on screen, recorded at every frame of every document the page loads
 * from its first (null: not there yet), each change once. `clear()` starts the record again.
 */
async function recordDemoTops(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { demoTops: (number | null)[] };
    w.demoTops = [];
    const frame = () => {
      const rect = document.getElementById('demo')?.getBoundingClientRect();
      const top = rect ? Math.round(rect.top) : null;
      if (w.demoTops.length === 0 || w.demoTops.at(-1) !== top) w.demoTops.push(top);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const tops = () => page.evaluate(() => (window as unknown as { demoTops: (number | null)[] }).demoTops);
  tops.clear = () => page.evaluate(() => ((window as unknown as { demoTops: (number | null)[] }).demoTops = []));
  return tops;
}

test.describe('before the app has started', () => {
  test('a link in main, tapped right after the first paint, navigates to its page', async ({ page }) => {
    await slowPhone(page);
    await holdTheApp(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    await firstPaint(page);
    expect(await appIsLive(page)).toBe(false);
    const link = page.getByRole('main').getByRole('link', { name: /^Read More/ });
    await press(page, link);
    await expect(page).toHaveURL('/blog/the-end-of-static-surveillance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/static surveillance/i);
  });

  test('the footer, far below the first screen, is not rendered until the visitor nears it; there it is whole and its links work', async ({
    page,
  }) => {
    await slowPhone(page);
    await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await firstPaint(page);
    await page.waitForFunction(() => document.readyState !== 'loading'); // the footer is parsed whole
    const footerLink = page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).first();
    // Skipped by the browser (content-visibility): not styled or laid out, so not yet seen.
    expect(await footerLink.evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    expect(await footerLink.evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    await press(page, footerLink);
    await expect(page).toHaveURL('/privacy-policy');
  });

  test('the accessibility tree at the first paint holds the page: its heading, the navigation, the text of main', async ({ page }) => {
    const cdp = await slowPhone(page);
    await holdTheApp(page);
    await page.goto('/product/mars-hub', { waitUntil: 'commit' });
    await firstPaint(page);
    expect(await appIsLive(page)).toBe(false);
    // Chrome's own tree, as a screen reader gets it: it leaves out what is inert or aria-hidden.
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    const exposed = nodes.filter((n) => !n.ignored);
    const named = (role: string) => exposed.filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '');
    const h1 = await page.locator('main h1').innerText();
    expect(named('heading')).toContain(h1);
    expect(named('navigation').length).toBeGreaterThan(0);
    expect(named('link')).toEqual(expect.arrayContaining(['Mars Vision home', 'Get Demo', 'Privacy Policy']));
    if (!isMobile(page))
      expect(named('button')).toEqual(expect.arrayContaining(['Products', 'Features', 'Properties', 'Resources', 'Company']));
    const mainText = await page.locator('main p').first().innerText();
    const text = exposed.filter((n) => n.role?.value === 'StaticText').map((n) => n.name?.value ?? '');
    expect(text.some((t) => mainText.startsWith(t) || t.startsWith(mainText.slice(0, 40)))).toBe(true);
  });

  test('a page opened at a #section shows it from its first frame — no scroll animated down the page — and a link to a section still glides there', async ({
    page,
  }) => {
    const tops = await recordDemoTops(page);
    // A phone's CPU: the parser yields, and the page's first frame comes before its end.
    await slowPhone(page);
    await holdTheApp(page);
    await page.goto('/#demo', { waitUntil: 'commit' });
    const section = page.locator('#demo');
    await expect(section).toBeInViewport();
    const settled = await section.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(settled)).toBeLessThan(200);
    // From the first frame, the section where it settles: not the top of the page for a moment, not
    // a glide down to it (the browser keeping it in place as the page settles moves it by a pixel or so).
    const elsewhere = (await tops()).filter((top) => top === null || Math.abs(top - settled) > 20);
    expect(elsewhere).toEqual([]);

    // A visitor's own press on a link to a section: the smooth scroll the site has everywhere else.
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await tops.clear();
    await press(page, page.getByRole('main').getByRole('link', { name: 'Request a Demo' }));
    await expect(section).toBeInViewport();
    const passed = (await tops()).filter((top) => top !== null && top > settled + 200);
    expect(new Set(passed).size).toBeGreaterThan(3);
  });

  test('reloaded after the visitor scrolled away from its #section, a page comes back where they were, not at the section', async ({
    page,
  }) => {
    const tops = await recordDemoTops(page);
    await slowPhone(page);
    await page.goto('/#demo');
    await expect(page.locator('#demo')).toBeInViewport();
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(0);
    // No frame showed the section on the way back.
    const height = page.viewportSize()?.height ?? 0;
    expect((await tops()).filter((top) => top !== null && top > -100 && top < height)).toEqual([]);
  });

  test('the country switcher works before the app: it opens at a tap, its India link is this page in India, and stays open as the app takes over', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    await firstPaint(page);
    const switcher = countrySwitcher(page);
    await press(page, switcher.locator('summary'));
    const india = switcher.getByRole('link', { name: 'India', exact: true });
    await expect(india).toBeVisible();
    await expect(india).toHaveAttribute('href', '/in/privacy-policy');
    release();
    // The visitor then reaches for a control that needs the app (the switcher needs none): it comes.
    await reachForTheApp(page);
    await takenOver(page);
    await expect(india).toBeVisible();
    await india.click();
    await expect(page).toHaveURL('/in/privacy-policy');
    await expect(page.getByText(/^Last updated 11 July 2025$/)).toBeVisible();
  });
});

test.describe('the app takes the page over without taking anything away', () => {
  test('nothing in the header, main or footer is inert at any frame from the first paint until the app has taken over', async ({
    page,
  }) => {
    await slowPhone(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __inertSeen: string[] }).__inertSeen = seen;
      const sample = () => {
        for (const el of document.querySelectorAll('#root[inert], #root [inert], #root[aria-hidden="true"] main'))
          seen.push(el.tagName + (el.id ? `#${el.id}` : ''));
        if (!document.documentElement.hasAttribute('data-app-live')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    await reachForTheApp(page);
    await takenOver(page);
    expect(await page.evaluate(() => (window as unknown as { __inertSeen: string[] }).__inertSeen)).toEqual([]);
  });

  test('an element in main before the takeover is the same node after it; the scroll position stays', async ({ page }) => {
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/industries/retail', { waitUntil: 'commit' });
    await firstPaint(page);
    const heading = await page.locator('main h1').elementHandle();
    const lastParagraph = await page.locator('main p').last().elementHandle();
    await page.locator('main p').last().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await reachForTheApp(page);
    await takenOver(page);
    // The module of the page's slot, too: a visitor reaching into it.
    await page.locator('main p').last().hover();
    await expect(page.locator('main [data-remote="marketing"][data-mounted]')).toHaveCount(1);
    expect(await heading?.evaluate((el) => el.isConnected && el === document.querySelector('main h1'))).toBe(true);
    expect(await lastParagraph?.evaluate((el) => el.isConnected)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('typed into the demo form before the app started: the values, the focus and the caret stay, and a submit sends them', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/#demo', { waitUntil: 'commit' });
    await firstPaint(page);
    expect(await appIsLive(page)).toBe(false);
    const email = `ada.${Date.now()}@lakeside.example`;
    await page.getByLabel('Email*').fill(email);
    await page.getByLabel('Last Name*').fill('Lovelace');
    await page.getByLabel('Country code').selectOption('+91');
    await page.getByLabel('Phone Number*').fill('98765 43210');
    await press(page, page.getByLabel('First Name*'));
    await page.keyboard.type('Ada');
    // The caret in the middle of the name, after "A".
    await page.getByLabel('First Name*').evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 1));
    expect(await appIsLive(page)).toBe(false);

    release();
    await takenOver(page);
    await expect(page.locator('[data-remote="demo"][data-mounted]')).toHaveCount(1);
    await expect(page.getByLabel('Email*')).toHaveValue(email);
    await expect(page.getByLabel('Country code')).toHaveValue('+91');
    await expect(page.getByLabel('First Name*')).toBeFocused();
    expect(await page.getByLabel('First Name*').evaluate((el: HTMLInputElement) => [el.value, el.selectionStart, el.selectionEnd])).toEqual(
      ['Ada', 1, 1],
    );
    // Typing goes on where the caret is, into the app's own state now.
    await page.keyboard.type('d');
    await expect(page.getByLabel('First Name*')).toHaveValue('Adda');
    await page.keyboard.press('Delete');
    await expect(page.getByLabel('First Name*')).toHaveValue('Ada');
    // The app sends what the page showed (its own submit: no page load).
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('submit-form'));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email, countryCode: '+91', phone: '98765 43210' });
    await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.")).toBeVisible();
  });
});

test.describe('the header on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone width only');

  test('is one row, at most 64 px tall, with JavaScript on and off; Login is reachable in the menu', async ({ page, browser }) => {
    await page.goto('/privacy-policy');
    await reachForTheApp(page);
    await takenOver(page);
    expect((await page.locator('header').first().boundingBox())?.height).toBeLessThanOrEqual(64);
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await nav.locator('summary', { hasText: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    const off = await withoutJavaScript(browser, page);
    await off.page.goto('/privacy-policy');
    expect((await off.page.locator('header').first().boundingBox())?.height).toBeLessThanOrEqual(64);
    const offNav = off.page.getByRole('navigation', { name: 'Main (mobile)' });
    await offNav.locator('summary', { hasText: 'Menu' }).click();
    // The menu opens with its groups; no Login, which could not work without JavaScript (firstViews.spec.ts).
    await expect(offNav.locator('summary', { hasText: 'Properties' })).toBeVisible();
    await expect(offNav.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await off.context.close();
  });
});
