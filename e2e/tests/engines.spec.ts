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
