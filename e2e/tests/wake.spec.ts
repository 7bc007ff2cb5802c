/**
 * When a page's code comes (the page's inline script: host/edge/worker/pages/inlineLoader.ts): a page
 * runs no framework code until the visitor reaches for a control that needs it; what it needs without
 * any input (real-visitor metrics, the hero's player) comes after its first paint.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectLive,
  HOST_CODE,
  holdMarketingCode,
  holdRequests,
  isMobile,
  openMobileMenu,
  reachForTheApp,
  scriptsRequested,
  sessionControls,
} from '../support/site';

/** Opens a page and waits until it has fetched what it runs after its first paint (the metrics' library is the last of it) and the network is quiet. */
async function openAndSettle(page: Page, path: string) {
  const vitals = page.waitForResponse((r) => /\/web-vitals\.[0-9a-f]{8}\.js$/.test(r.url()));
  await page.goto(path);
  await vitals;
  await page.waitForLoadState('networkidle');
}

const AFTER_PAINT = ['runtime', 'rum', 'web-vitals'];

test('a page of text runs no framework code until a visitor reaches for a control: then the app comes and takes it over', async ({
  page,
}) => {
  for (const path of ['/privacy-policy', '/blog/what-is-edge-ai', '/in/product/mars-hub', '/blog', '/camera-compatibility']) {
    const scripts = scriptsRequested(page);
    await openAndSettle(page, path);
    // Reading, scrolling and following the page's own menus need nothing more.
    await page.mouse.wheel(0, 600);
    if (isMobile(page)) await openMobileMenu(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.sort(), path).toEqual([...AFTER_PAINT].sort());
    expect(await page.locator('html').getAttribute('data-app-waking')).toBeNull();
    // The visitor reaches for Login: the app comes (React among it) and takes the page over.
    await reachForTheApp(page);
    await expectLive(page);
    expect(scripts).toContain('react');
    expect(scripts).toContain('main');
  }
});

test('the reach fetches every file the app starts with at once, and the federation runtime: none waits for another to arrive and run', async ({
  page,
}) => {
  await openAndSettle(page, '/privacy-policy');
  // The site's scripts are held until every one the app starts with has been asked for: a file that
  // waited for another to arrive (or run) would never be asked, and the wait below fails naming what
  // was. Holding them makes "at once" a state rather than a race with a fast local server.
  const release = await holdRequests(page, HOST_CODE);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'script' && url.origin === 'http://localhost:3000') asked.push(url.pathname.replace(/\.[0-9a-f]{8}\.js$/, ''));
  });
  try {
    // A tap on Login: the app comes, then remote-auth through the federation runtime.
    await (isMobile(page) ? await openMobileMenu(page) : page.getByRole('banner')).getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => asked, { message: 'asked for while none has arrived' })
      .toEqual(expect.arrayContaining(['/main', '/react', '/router', '/styled', '/federation-runtime', '/federation']));
  } finally {
    release();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('every script a page runs, the host’s and each remote’s, starts with V8’s hint to compile it whole as it streams in', async ({
  page,
}) => {
  // Without it each function is compiled on the main thread when first called, in the middle of the
  // wake's tasks (shared/build/compileHints.ts). The hint is a line comment: only the first line counts.
  const firstLines = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok())
      firstLines.set(
        r.url(),
        r.text().then((body) => body.split('\n', 1)[0] ?? ''),
      );
  });
  await openAndSettle(page, '/');
  // Login: the app, then the sign-in dialog's remote.
  await (await sessionControls(page)).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const site = new URL(page.url()).origin;
  const urls = [...firstLines.keys()];
  expect(urls.some((u) => u.startsWith(`${site}/react.`))).toBe(true);
  expect(urls.some((u) => u.startsWith(`${site}/main.`))).toBe(true);
  expect(urls.some((u) => !u.startsWith(site) && u.endsWith('/remoteEntry.js'))).toBe(true);
  for (const [url, line] of firstLines) expect(await line, url).toBe('//# allFunctionsCalledOnLoad');
});

test('the home page runs its hero’s player besides, and India’s home its own; no page without the hero does', async ({ page }) => {
  for (const [path, player] of [
    ['/', true],
    ['/in', true],
    ['/product/mars-hub', false],
  ] as const) {
    const scripts = scriptsRequested(page);
    await openAndSettle(page, path);
    expect(scripts.sort(), path).toEqual([...AFTER_PAINT, ...(player ? ['heroPlayer'] : [])].sort());
  }
});

test('a page read without the app reports its Web Vitals to the edge when the visitor leaves it: LCP, CLS, INP and TTFB, each with the element it is about', async ({
  page,
  context,
}) => {
  const reports: Array<{ path: string; metrics: Array<{ name: string; value: number; target?: string }> }> = [];
  await context.route('**/_edge/rum', async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 204 });
  });
  await openAndSettle(page, '/privacy-policy');
  await page.locator('main h1').click();
  // The tap is measured once its frame is drawn (Event Timing); the visitor leaves after that.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // Headless Chromium never hides a tab: the page is told it is hidden, as switching tabs would.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The page may send twice as it is hidden (its own report, then Web Vitals' last values), and two
  // beacons need not arrive in order: what the edge keeps is each metric of the view (rum/store.ts).
  const reported = () => new Map(reports.flatMap((r) => r.metrics.map((m) => [m.name, m] as const)));
  await expect.poll(() => [...reported().keys()].sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
  expect(new Set(reports.map((r) => r.path))).toEqual(new Set(['/privacy-policy']));
  const metric = (name: string) => reported().get(name);
  expect(metric('INP')?.target).toBe('h1');
  expect(metric('LCP')?.value).toBeGreaterThan(0);
});

test('a tap on Login before the app: pressed at once, and carried out once the app has come', async ({ page }) => {
  const scripts = scriptsRequested(page);
  // The app's own scripts wait until the test lets them go: "before the app" is a state, not a race.
  const release = await holdRequests(page, /^http:\/\/localhost:3000\/main\.[0-9a-f]{8}\.js$/);
  await openAndSettle(page, '/terms-of-service');
  const heading = await page.locator('main h1').elementHandle();
  const login = (isMobile(page) ? await openMobileMenu(page) : page.getByRole('banner')).getByRole('button', { name: 'Login' });
  await login.click();
  await expect(login).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page's loader asks for its files one a task, the app's `main` last: asked, not yet arrived.
  await expect.poll(() => scripts, 'the tap asks for the app').toContain('main');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(login).not.toHaveAttribute('aria-busy');
  // The page behind the dialog is still the one the edge sent (its code not wanted yet): not a placeholder.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await heading?.evaluate((el) => el.isConnected && el === document.querySelector('main h1'))).toBe(true);
  await expect(page.locator('main [data-remote-loading]')).toHaveCount(0);
});

test('a tap on Login while React adopts the page: pressed at once by the page, carried out once the app has taken over', async ({
  page,
}) => {
  // The moment is an event, not a race: hydrateRoot marks the page's root as React's, then adds its
  // listeners to it; the tap comes in the microtask after the first of them — before React's first
  // slice of work. What the page did with it is read at once.
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    type Tap = { appLive: boolean; busy: string | null; adoptedByReact: boolean };
    const seen = window as unknown as { tapDuringTakeover?: Tap | 'pending' };
    const reactOwns = (el: object, prefix: string) => Object.keys(el).some((k) => k.startsWith(prefix));
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      if (!seen.tapDuringTakeover && this instanceof HTMLElement && this.id === 'root' && reactOwns(this, '__reactContainer$')) {
        seen.tapDuringTakeover = 'pending';
        queueMicrotask(() => {
          const login = [...document.querySelectorAll<HTMLElement>('[data-session-control="login"]')].find((b) => b.offsetParent);
          if (!login) return;
          login.click();
          seen.tapDuringTakeover = {
            appLive: document.documentElement.hasAttribute('data-app-live'),
            busy: login.getAttribute('aria-busy'),
            // React answering the tap would have hydrated the header around it, in the tap's task.
            adoptedByReact: reactOwns(login, '__reactFiber$'),
          };
        });
      }
      return add.apply(this, args);
    };
  });
  await openAndSettle(page, '/cookie-policy');
  const login = (isMobile(page) ? await openMobileMenu(page) : page.getByRole('banner')).getByRole('button', { name: 'Login' });
  // The visitor reaches for Login (focus wakes the app) and taps it as React starts on the page.
  await login.focus();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  const tap = await page.evaluate(() => (window as unknown as { tapDuringTakeover?: object }).tapDuringTakeover);
  expect(tap).toEqual({ appLive: false, busy: 'true', adoptedByReact: false });
  await expect(login).not.toHaveAttribute('aria-busy');
  await expectLive(page);
});

test('a returning signed-in visitor (the app comes at once): the hero’s clips answer a tap while marketing’s code is not wanted yet', async ({
  page,
}) => {
  // Marketing's code (all but the hero's player) waits until the test lets it go: the hero stays the
  // player's, the slot not hydrated — a state, not a race with its module.
  const release = await holdMarketingCode(page);
  await page.goto('/privacy-policy');
  await page.evaluate(() => localStorage.setItem('mars.auth.hint', '1'));
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-live', '', { timeout: 15_000 });
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-behaviour-live', '');
    const tap = (button: Locator) => (isMobile(page) ? button.tap() : button.click());
    // Paused by the visitor (the clips no longer advance by themselves), then another clip picked.
    const toggle = hero.getByRole('button', { name: 'Pause video' });
    await tap(toggle);
    await expect(hero.getByRole('button', { name: 'Play video' })).toHaveAttribute('aria-pressed', 'true');
    const last = hero.locator('button[data-clip]').last();
    const clip = await last.getAttribute('data-clip');
    await tap(last);
    await expect(hero.locator('video')).toHaveAttribute('data-video-id', clip ?? '');
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(hero).toHaveAttribute('data-behaviour-live', '');
  } finally {
    release();
    await page.evaluate(() => localStorage.removeItem('mars.auth.hint'));
  }
});

test('a returning visitor who chose another country: the app comes at once and offers that country’s page', async ({ page }) => {
  await page.goto('/cookie-policy');
  await page.evaluate(() => localStorage.setItem('mars.country', 'in'));
  try {
    await page.goto('/cookie-policy');
    await expectLive(page);
    await expect(page.getByRole('complementary', { name: 'Your country' })).toBeVisible();
  } finally {
    await page.evaluate(() => localStorage.removeItem('mars.country'));
  }
});
