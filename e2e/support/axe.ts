import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe with the WCAG 2.x A/AA tags and fails with a readable list of violations.
 *
 * A page without frames is checked in axe's legacy mode (`axe.run` in the page itself): the same
 * rules, half the time — the default mode finishes each run in a blank page of its own, which is what
 * it needs to join the results of cross-origin frames. A page with a frame (a video the visitor asked
 * to play) is checked in the default mode.
 */
export async function expectNoAxeViolations(page: Page) {
  const framed = page.frames().length > 1;
  const results = await new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
