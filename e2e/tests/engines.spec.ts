/**
 * What must hold in every engine a visitor may use, not only in Chromium: the same checks in Firefox
 * (ESR) and WebKit (WebKitGTK), each through its own client behind one small surface
 * (support/engines/). A check here opens its own browser (a few seconds each): keep to what differs
 * between engines — the browser's own behaviour over the page's HTML — and leave the rest to the
 * Chromium suites. Desktop only: the other projects do not load this file (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { THIRTY_FOUR_QUERY } from '../../shared/test/demoSetupExamples';
import { ENGINES, openEngine } from '../support/engines';

type Seen = { invalid: string[]; submitted: boolean; formWasTheApps: boolean[] };

for (const engine of ENGINES) {
  test(`${engine}: the demo form's empty submit before the app posts nothing, and the browser marks First Name invalid`, async () => {
    const page = await openEngine(engine);
    try {
      await page.goto('/#demo');
      // What the press does, recorded in the page as it happens: the browser's `invalid` events (it
      // refused the form), a submit event (it would have posted), and whether the form's code had
      // come by then (the press itself wakes the app: its files are asked for a frame later).
      await page.evaluate(() => {
        const form = document.querySelector('#demo form') as HTMLFormElement;
        const seen = { invalid: [] as string[], submitted: false, formWasTheApps: [] as boolean[] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        form.addEventListener(
          'invalid',
          (e) => {
            seen.invalid.push((e.target as HTMLInputElement).name);
            seen.formWasTheApps.push(Boolean(form.closest('[data-mounted]')));
          },
          true,
        );
        form.addEventListener('submit', () => {
          seen.submitted = true;
        });
      });
      const before = await page.url();
      await page.click('#demo form button[type="submit"]');
      await page.waitFor(() => (window as unknown as { seen?: Seen }).seen?.invalid.length, 'the browser to check the form');
      const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
      expect(seen.invalid).toContain('firstName');
      expect(seen.submitted).toBe(false);
      expect(seen.formWasTheApps).not.toContain(true);
      const firstName = await page.evaluate(() => {
        const input = document.querySelector('#demo form [name="firstName"]') as HTMLInputElement;
        return { matchesInvalid: input.matches(':invalid'), valueMissing: input.validity.valueMissing };
      });
      expect(firstName).toEqual({ matchesInvalid: true, valueMissing: true });
      // Still the same page (a posted form would have left it, or come back with `?demo=`).
      expect(await page.url()).toBe(before);
    } finally {
      await page.close();
    }
  });
}

for (const engine of ENGINES) {
  test(`${engine}: a setup link shows the setup in the demo form from the first paint, its fields named as the link names it`, async () => {
    const page = await openEngine(engine);
    try {
      await page.goto(`/?${THIRTY_FOUR_QUERY}#demo`);
      // As the page arrived, before any input: the setup's fields, named as the link names them.
      const shown = await page.evaluate(() => {
        const form = document.querySelector('#demo form') as HTMLFormElement;
        const names = ['setup', 'site', 'count', 'connection', 'codec', 'resolution'];
        const fields = [...new FormData(form)].filter(([name]) => names.includes(name)) as [string, string][];
        const box = form.querySelector('fieldset[data-attached-setup]');
        return {
          query: new URLSearchParams(fields).toString(),
          visible: Boolean(box && box.getBoundingClientRect().height > 0),
          formWasTheApps: Boolean(form.closest('[data-mounted]')),
        };
      });
      expect(shown).toEqual({ query: THIRTY_FOUR_QUERY, visible: true, formWasTheApps: false });
    } finally {
      await page.close();
    }
  });
}

// The page's loader asks for one file per task by what the engine has (postTask in Chromium and
// Firefox, a MessageChannel in WebKit): each way must bring every file, in order, and the app.
for (const engine of ENGINES) {
  test(`${engine}: a reach for a control that needs code asks for the app's files in the order the page lists them, and the app takes the page over`, async () => {
    const page = await openEngine(engine);
    try {
      await page.goto('/privacy-policy');
      // Each file's first request, as the page makes it (a file asked for again later is the same file).
      await page.evaluate(() => {
        const asked: string[] = [];
        (window as unknown as { asked: string[] }).asked = asked;
        new MutationObserver((records) => {
          for (const node of records.flatMap((r) => [...r.addedNodes]) as Element[]) {
            const src = node.getAttribute?.('src') ?? node.getAttribute?.('href');
            const url = src && new URL(src, location.href).pathname; // a script's src is made absolute (Trusted Types)
            if (url && !asked.includes(url)) asked.push(url);
          }
        }).observe(document.head, { childList: true });
      });
      // A keyboard visitor's reach: Tab to Login (its focus is heard as a reach).
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-session-control="login"]')].find((e) => e.getClientRects().length)?.focus(),
      );
      await page.waitFor(() => document.documentElement.hasAttribute('data-app-live'), 'the app to take the page over');
      const files = await page.evaluate(() => {
        const listed = JSON.parse(document.getElementById('first-view-late')?.textContent ?? '[]') as {
          script?: string;
          href?: string;
          when?: string;
        }[];
        const wanted = listed
          .filter((x) => (x.when ?? 'wake') === 'wake')
          .map((x) => new URL(x.script ?? x.href ?? '', location.href).pathname);
        const { asked } = window as unknown as { asked: string[] };
        return { wanted, asked: asked.filter((url) => wanted.includes(url)) };
      });
      expect(files.wanted.length).toBeGreaterThan(3);
      expect(files.asked).toEqual(files.wanted);
    } finally {
      await page.close();
    }
  });
}
