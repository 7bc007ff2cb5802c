import { type Browser, expect, type Page } from '@playwright/test';

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

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens a nav item the way a visitor would at this width: hover menu on desktop, accordion on a phone. */
export async function openMenuItem(page: Page, group: string, item: string): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('button', { name: group }).click();
    await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: item, exact: true }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: group }).hover();
    await nav.getByRole('link', { name: item, exact: true }).click();
  }
}

/** Collects console messages for assertions. */
export function captureConsole(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return messages;
}

export async function expectFallback(page: Page, name: RemoteName) {
  await expect(page.locator(`[data-remote-fallback="${name}"]`)).toBeVisible();
}

/** The page is live: the edge's static first view has been replaced and no remote slot is still loading. */
async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('#root [data-first-view], [data-remote-loading]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The demo section loads when the visitor scrolls near it: once the sections above it have
 * loaded (they set its position), scroll to it as a visitor would.
 */
export async function scrollToDemo(page: Page): Promise<void> {
  await expectLive(page);
  await page.locator('#demo').scrollIntoViewIfNeeded();
}

/**
 * Opens a page and waits until it is live. Tests that operate the page or check it with axe start
 * from here, as a visitor's clicks only do something from then on.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectLive(page);
}

/** A page in a fresh context of the same size with JavaScript off: what a crawler, a link preview or a visitor without JavaScript gets. */
export async function withoutJavaScript(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}
