import { type Browser, expect, type Page } from '@playwright/test';
import { FORM_TOKEN_FIELD, formTokenIssuedAt } from '../../shared/src/protocol/formToken/formToken.mjs';
import { FORM_MIN_FILL_MS } from '../playwright.config';

export type RemoteName = 'marketing' | 'blog' | 'auth' | 'demo';
const CONTROL = 'http://127.0.0.1:3999';

/** Stops, starts or hangs one remote's static server (the start script's test-only control port). */
export async function remote(name: RemoteName, action: 'stop' | 'start' | 'hang'): Promise<void> {
  const res = await fetch(`${CONTROL}/remotes/${name}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${name}/${action}: HTTP ${res.status}`);
}

/** Stops or starts a local service: `demo-api` or `auth-emulator`. */
export async function service(name: 'demo-api' | 'auth-emulator', action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${CONTROL}/services/${name}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${name}/${action}: HTTP ${res.status}`);
}

/** Changes one file of a release in the edge's store, as a compromised bucket would; `code` is JavaScript appended to it. */
export async function tamper(app: RemoteName, release: string, file: string, code?: string): Promise<void> {
  const query = code ? `?code=${encodeURIComponent(code)}` : '';
  const res = await fetch(`${CONTROL}/tamper/${app}/${release}/${file}${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control tamper ${app}/${release}/${file}: HTTP ${res.status} ${await res.text()}`);
}

/**
 * The edge with or without its releases' view renderers: without, it composes pages as an edge from
 * before them did (host/edge/worker/pages/addressViews.ts). Restarts the edge's runtime.
 */
export async function edgeViewRenderers(state: 'on' | 'off'): Promise<void> {
  const res = await fetch(`${CONTROL}/edge/view-renderers/${state}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control edge view renderers ${state}: HTTP ${res.status} ${await res.text()}`);
}

/**
 * A person's pace: until the demo form's token (its hidden field: the time the API issued it, signed)
 * is older than the API's minimum fill time in this run — what the API checks — however long the
 * filling itself took.
 */
export async function atAPersonsPace(page: Page): Promise<void> {
  const field = page.locator(`input[name="${FORM_TOKEN_FIELD}"]`).first();
  await expect(field, 'the demo form carries its token').not.toHaveValue('');
  const token = await field.inputValue();
  const issued = formTokenIssuedAt(token);
  if (issued === null) throw new Error(`the demo form's token is not one the API issues: "${token}"`);
  const left = issued + FORM_MIN_FILL_MS + 250 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A finger, not a mouse: the phone and tablet projects (nothing hovers; a visitor taps). */
export const byTouch = (page: Page) => page.evaluate(() => matchMedia('(hover: none)').matches);

/** The phone's menu (a <details>): opened if it is closed. Its summaries are found by their text (no button role). */
export async function openMobileMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
  const menu = nav.locator('details[data-mobile-menu]');
  if (!(await menu.evaluate((d: HTMLDetailsElement) => d.open))) await menu.locator('summary', { hasText: 'Menu' }).click();
  await expect(menu).toHaveAttribute('open', '');
  return nav;
}

/** The country switcher (a <details>: its summary has no button role), and a choice in it: a link to this page in that country. */
export const countrySwitcher = (page: Page) => page.locator('[data-country-switcher]');
export async function chooseCountry(page: Page, name: 'India' | 'United States'): Promise<void> {
  const switcher = countrySwitcher(page);
  if (!(await switcher.evaluate((d: HTMLDetailsElement) => d.open))) await switcher.locator('summary').click();
  await switcher.getByRole('link', { name, exact: true }).click();
}

/**
 * Where the session controls are at this width: the header on a desktop; on a phone, the top of the
 * menu (opened), so the bar stays one row.
 */
export async function sessionControls(page: Page) {
  return isMobile(page) ? openMobileMenu(page) : page.getByRole('banner');
}

/**
 * Opens a menu group the way a visitor would at this width: the accordion on a phone; from 768 px
 * its dropdown — hovered with a mouse, tapped on a tablet. Returns the navigation it is in.
 */
export async function openMenuGroup(page: Page, group: string) {
  if (isMobile(page)) {
    const nav = await openMobileMenu(page);
    await nav.locator('summary', { hasText: group }).click();
    return nav;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: group });
  if (await byTouch(page)) {
    await button.tap();
    return nav;
  }
  // A person whose hover did not open it moves the mouse again: a page still settling under a still
  // pointer (sections sized as they near the viewport, the page's scroll anchored) can end the hover
  // the pointer started (seen after a jump to the demo form). The panel must open within the hovers.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await button.hover();
    // Its panel (open by CSS before the app, by the app after): the one the button controls.
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return nav;
}

/** Opens a nav item the way a visitor would at this width (see openMenuGroup), and follows it. */
export async function openMenuItem(page: Page, group: string, item: string): Promise<void> {
  const nav = await openMenuGroup(page, group);
  const link = nav.getByRole('link', { name: item, exact: true });
  if (!isMobile(page) && (await byTouch(page))) await link.tap();
  else await link.click();
}

/** Collects console messages for assertions. */
export function captureConsole(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return messages;
}

/**
 * A remote's slot the edge sent as HTML, whose code cannot be run (refused, or its server down): once
 * a visitor reaches into it, it stays the page's HTML, marked `data-remote-failed`, not a fallback.
 */
export async function expectStaticAfterFailure(page: Page, name: RemoteName) {
  await wakeTheApp(page);
  const slot = page.locator(`[data-remote="${name}"]`).first();
  await slot.locator('h1, h2, p, a').first().hover();
  await expect(slot).toHaveAttribute('data-remote-failed', name, { timeout: 15_000 });
  await expect(page.locator(`[data-remote-fallback="${name}"]`)).toHaveCount(0);
}

export async function expectFallback(page: Page, name: RemoteName) {
  await expect(page.locator(`[data-remote-fallback="${name}"]`)).toBeVisible();
}

/**
 * The visitor reaches for a control that needs the app — Login, focused: nothing is opened or typed —
 * and the page's inline script fetches the app, which takes the page over. A page runs no framework
 * code before a visitor does that (edge: worker/pages/inlineLoader.ts); a page that needs the app at
 * once (a returning signed-in visitor's, a QA browser's) has woken it already. For the tests of what
 * the app does once it runs.
 */
export async function wakeTheApp(page: Page): Promise<void> {
  await reachForTheApp(page);
  await expectLive(page);
}

/** The reach alone (see wakeTheApp): the app's code is asked for; nothing waits for it. */
export async function reachForTheApp(page: Page): Promise<void> {
  const waking = await page.evaluate(() => document.documentElement.hasAttribute('data-app-waking'));
  if (!waking) await page.locator('button[data-app-control]', { hasText: 'Login' }).first().dispatchEvent('focusin');
}

/**
 * The app has taken the page over (hydrated it: `html[data-app-live]`) and no remote slot is still
 * loading. The page answered before too (links, menus, forms are HTML); the app comes when a visitor
 * reaches for a control that needs it (wakeTheApp), a remote's slot's code once a visitor reaches into
 * it (see mounted()).
 */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-live', '', { timeout: 15_000 });
  await expect(page.locator('[data-remote-loading]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A remote's slot with its module mounted, as when a visitor reaches into it: the pointer over it
 * (the host hydrates a slot the edge sent on the visitor's intent).
 */
export async function mounted(page: Page, remote: RemoteName): Promise<void> {
  const slot = page.locator(`[data-remote="${remote}"]`).first();
  await wakeTheApp(page);
  if (!(await slot.getAttribute('data-mounted'))) {
    const target = slot.locator('h1, h2, p, a, input').first();
    await target.scrollIntoViewIfNeeded();
    await target.hover();
  }
  await expect(slot).toHaveAttribute('data-mounted', /.*/, { timeout: 15_000 });
}

/** Scrolls to the demo section as a visitor would, and waits until its form is the app's (hydrated). */
export async function scrollToDemo(page: Page): Promise<void> {
  await wakeTheApp(page);
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await mounted(page, 'demo');
}

/**
 * Opens a page, reaches for the app and waits until it is live. Tests that operate the app's own
 * behaviour (rather than the page's HTML) start from here.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await wakeTheApp(page);
}

/** A page in a fresh context of the same size with JavaScript off: what a crawler, a link preview or a visitor without JavaScript gets. */
export async function withoutJavaScript(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * Counts the copies of React DOM that start in the page, the way React DevTools sees them: a
 * stand-in for its global hook, installed before any script runs, to which every React DOM renderer
 * registers itself (production builds too). Call before the page loads; read with reactRenderers().
 * No test hook in the apps' code is needed.
 */
export async function watchReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version?: string; rendererPackageName?: string }[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        seen: renderers,
        inject(internals: { version?: string; rendererPackageName?: string }) {
          renderers.push({ version: internals.version, rendererPackageName: internals.rendererPackageName });
          this.renderers.set(renderers.length, internals);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
}

/** The React DOM renderers that registered in the page (see watchReactRenderers). */
export const reactRenderers = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { seen: { version?: string; rendererPackageName?: string }[] } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__?.seen ?? [],
  );

/** Every script the page asks for from now on, by file name without its content hash (`react`, `heroPlayer`). */
export function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script')
      names.push(
        new URL(r.url()).pathname
          .split('/')
          .at(-1)
          ?.replace(/\.[0-9a-f]{8}\.js$/, '') ?? '',
      );
  });
  return names;
}

/**
 * Requests matching `pattern` (but not `except`) wait until the returned `release()`: "before that
 * code came" is a state the test controls, not a race with the network. `release('fail')` lets them
 * fail instead (as a network error), and every later one with them: code that could not come.
 */
export async function holdRequests(page: Page, pattern: RegExp, except?: RegExp): Promise<(how?: 'arrive' | 'fail') => void> {
  let release: (how?: 'arrive' | 'fail') => void = () => {};
  const released = new Promise<'arrive' | 'fail'>((resolve) => {
    release = (how = 'arrive') => resolve(how);
  });
  await page.route(pattern, async (route) => {
    if (except?.test(route.request().url())) return route.continue();
    if ((await released) === 'fail') return route.abort('failed');
    await route.continue();
  });
  return release;
}

/** The host's scripts, the app's own (not its remotes'): what a test holds to keep the page the edge's HTML. */
export const HOST_CODE = /^http:\/\/localhost:3000\/[^/]+\.js$/;

/**
 * The marketing app's scripts wait until `release()` — all but the hero's player, the home page's
 * behaviour script, which comes after the first paint: the hero stays the page's own meanwhile.
 */
export const holdMarketingCode = (page: Page) => holdRequests(page, /^http:\/\/localhost:3001\/.*\.js$/, /\/heroPlayer\.[0-9a-f]+\.js$/);
