import { expect, type Page } from '@playwright/test';

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
