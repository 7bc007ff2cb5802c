/**
 * Composed pages, kept per isolate under the pointers' version (which names the variant too) and the
 * URL, 500 at most, least recently used out first: a promote changes the key. A composed page's form
 * tokens are tokens still: each answer stamps its own — once a second — and its gzip bytes are kept
 * with it. The one way a form token gets into a page (the composition's tests stamp through it too).
 */
import { FORM_TOKEN_TOKEN } from '@mars/shared/first-view';
import { issueFormToken } from '@mars/shared/form-token';
import type { CompressedCopy } from '../http/responses';
import type { Composed, ComposedPage } from './composition';

/** A composed page, kept: its form-token stamp (once a second) and gzip bytes are kept with it. */
export type KeptPage = Composed & CompressedCopy & { stamp?: { second: number; html: string } & CompressedCopy };

const PAGE_CACHE_SIZE = 500;
const pages = new Map<string, KeptPage>();

export const keptPages = {
  /** The page kept under `key`, if there is one (it becomes the most recently used). */
  find(key: string): KeptPage | undefined {
    const hit = pages.get(key);
    if (hit) {
      pages.delete(key);
      pages.set(key, hit);
    }
    return hit;
  },
  /** Keeps a page under `key`; the least recently used goes when there are too many. */
  keep(key: string, page: KeptPage): void {
    pages.set(key, page);
    if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
  },
  /** For the edge's tests: forget every page. */
  forget(): void {
    pages.clear();
  },
};

/** The page's form tokens, each a fresh token signed at `now` (none without a secret: the form then posts none). */
async function stampFormToken(html: string, secret: string | undefined, now: number): Promise<string> {
  return html.split(FORM_TOKEN_TOKEN).join(secret ? await issueFormToken(secret, now) : '');
}

/**
 * The page with its form tokens stamped, and where its compressed bytes are kept. A page without a
 * form is the composition itself; one with a form is stamped once a second (a token says when the
 * form appeared, to the second: plenty for a minimum fill time of seconds).
 */
export async function stamped(page: ComposedPage & KeptPage, secret: string | undefined): Promise<[string, CompressedCopy]> {
  if (!page.html.includes(FORM_TOKEN_TOKEN)) return [page.html, page];
  const second = Math.floor(Date.now() / 1000);
  if (page.stamp?.second !== second) page.stamp = { second, html: await stampFormToken(page.html, secret, second * 1000) };
  return [page.stamp.html, page.stamp];
}
