/**
 * The places a host release must have for the edge to compose its pages (composePage.ts): in its
 * index.html a <head>, a `#root` and the `#first-view-late` list; in every country's shell view the
 * route's slot. The gate asks before a host release goes live, so a page is never composed from a
 * shell that lacks one (composition would refuse it too, loudly).
 */
import { FIRST_VIEW_FILE, type FirstViewFile, SHELL_VIEW, SLOT_ATTR } from '@mars/shared/first-view';
import { releaseFile, releaseJson } from '../releases/store';
import { LATE_LOADS_ID } from './inlineLoader';

/** A host release whose shell or page lacks a place the composition fills. */
export class ShellError extends Error {
  override name = 'ShellError';
}

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

/** The places in a host release's index.html, by selector, as its refusals name them. */
const PAGE_PLACES = {
  head: "<head> for the page's head",
  '#root': '<div id="root"> for the first view',
  [`#${LATE_LOADS_ID}`]: `<script type="application/json" id="${LATE_LOADS_ID}"> for the app's scripts`,
} as const;
const MAIN_SLOT = `template[${SLOT_ATTR}=""]`;

/** The refusal for a host release's index.html without a place (`head`, `#root`, `#first-view-late`). */
export const pageLacks = (host: string, selector: string): string =>
  `${host}: its index.html has no ${PAGE_PLACES[selector as keyof typeof PAGE_PLACES]}`;

/** The refusal for a shell view without the route's own slot. */
export const shellLacksSlot = (host: string, code: string): string =>
  `${host}: its shell view (${code}) has no <template ${SLOT_ATTR}=""> for the page's own view`;

/** Sentences naming what host release `id` lacks; empty when the edge can compose its pages. */
export async function shellProblems(bucket: R2Bucket, id: string): Promise<string[]> {
  const [page, firstView] = await Promise.all([
    releaseFile(bucket, 'host', id, 'index.html'),
    releaseJson<FirstViewFile>(bucket, 'host', id, FIRST_VIEW_FILE),
  ]);
  if (!page) return [`host ${id} has no index.html`];
  const problems: string[] = [];
  const selectors = Object.keys(PAGE_PLACES);
  const found = await present(page.body, selectors);
  for (const selector of selectors) if (!found.has(selector)) problems.push(pageLacks(`host ${id}`, selector));
  // A host release without first views is served as the app's own page (its scripts render it).
  for (const [code, html] of Object.entries(firstView?.views?.[SHELL_VIEW] ?? {}))
    if (typeof html === 'string' && !(await present(html, [MAIN_SLOT])).has(MAIN_SLOT)) problems.push(shellLacksSlot(`host ${id}`, code));
  return problems;
}
