/**
 * The places a host release must have for the edge to compose its pages (composePage.ts): in its
 * index.html a <head>, a `#root` and the `#first-view-late` list; in every country's shell view the
 * route's slot. The gate asks before a host release goes live, so a page is never composed from a
 * shell that lacks one (composition would refuse it too, loudly).
 */
import { FIRST_VIEW_FILE, type FirstViewFile, SHELL_VIEW, SLOT_ATTR } from '@mars/shared/first-view';
import { releaseFile, releaseJson } from '../releases/store';
import { LATE_LOADS_ID } from './inlineLoader';

/** Which of the selectors occur in the HTML. */
async function present(html: string | ArrayBuffer, selectors: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const rewriter = new HTMLRewriter();
  for (const selector of selectors)
    rewriter.on(selector, {
      element() {
        found.add(selector);
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return found;
}

const PAGE_PLACES: [selector: string, what: string][] = [
  ['head', "<head> for the page's head"],
  ['#root', '<div id="root"> for the first view'],
  [`#${LATE_LOADS_ID}`, `<script type="application/json" id="${LATE_LOADS_ID}"> for the app's scripts`],
];
const MAIN_SLOT = `template[${SLOT_ATTR}=""]`;

/** Sentences naming what host release `id` lacks; empty when the edge can compose its pages. */
export async function shellProblems(bucket: R2Bucket, id: string): Promise<string[]> {
  const [page, firstView] = await Promise.all([
    releaseFile(bucket, 'host', id, 'index.html'),
    releaseJson<FirstViewFile>(bucket, 'host', id, FIRST_VIEW_FILE),
  ]);
  if (!page) return [`host ${id} has no index.html`];
  const problems: string[] = [];
  const found = await present(
    page.body,
    PAGE_PLACES.map(([selector]) => selector),
  );
  for (const [selector, what] of PAGE_PLACES) if (!found.has(selector)) problems.push(`host ${id}: its index.html has no ${what}`);
  // A host release without first views is served as the app's own page (its scripts render it).
  for (const [code, html] of Object.entries(firstView?.views?.[SHELL_VIEW] ?? {}))
    if (typeof html === 'string' && !(await present(html, [MAIN_SLOT])).has(MAIN_SLOT))
      problems.push(`host ${id}: its shell view (${code}) has no <template ${SLOT_ATTR}=""> for the page's own view`);
  return problems;
}
