/**
 * Composed pages, kept per isolate under the pointers' version (which names the variant too) and the
 * URL, 500 at most, least recently used out first: a promote changes the key. Only a page's form
 * tokens are stamped per request — once a second — and its gzip bytes are kept with it.
 */
import { FORM_TOKEN_TOKEN } from '@mars/shared/first-view';
import type { CompressedCopy } from '../http/responses';
import { stampFormToken } from './composePage';
import type { Composed } from './composition';

/** A composed page, kept: its form-token stamp (once a second) and gzip bytes are kept with it. */
export type KeptPage = Composed & CompressedCopy & { stamp?: { second: number; html: string } & CompressedCopy };

const PAGE_CACHE_SIZE = 500;
const pages = new Map<string, KeptPage>();

export function keptPage(key: string): KeptPage | undefined {
  const hit = pages.get(key);
  if (hit) {
    pages.delete(key);
    pages.set(key, hit);
  }
  return hit;
}

export function keepPage(key: string, composed: KeptPage): void {
  pages.set(key, composed);
  if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
}

/** For the edge's tests: forget the composed pages. */
export const forgetPages = (): void => pages.clear();

/**
 * The page with its form tokens filled in, and where its compressed bytes are kept. A page without
 * a form is the composition itself; one with a form is stamped once a second (a token says when
 * the form appeared, to the second: plenty for a minimum fill time of seconds).
 */
export async function stamped(composed: KeptPage & { html: string }, secret: string | undefined): Promise<[string, CompressedCopy]> {
  if (!composed.html.includes(FORM_TOKEN_TOKEN)) return [composed.html, composed];
  const second = Math.floor(Date.now() / 1000);
  if (composed.stamp?.second !== second) composed.stamp = { second, html: await stampFormToken(composed.html, secret, second * 1000) };
  return [composed.stamp.html, composed.stamp];
}
