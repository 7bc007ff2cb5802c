/** A release's page dates, as plain data (free of any runtime's types): the sitemap's lastmod (deploy/publish.ts). */
import { sha256Base64 } from '@mars/shared/digest';
import type { FirstViewFile } from '@mars/shared/first-view';
import type { PageContent } from './records';

/**
 * Since when each page of a release has had its content: its views and head digested, the day
 * carried over from `before` (the app's previous release's pages) where the digest is the same; a
 * page new or changed is dated `today`.
 */
export async function datePages(
  file: FirstViewFile,
  before: Record<string, PageContent>,
  today: string,
): Promise<Record<string, PageContent>> {
  const pages: Record<string, PageContent> = {};
  for (const [key, head] of Object.entries(file.heads ?? {})) {
    const digest = await sha256Base64(JSON.stringify([file.views?.[key] ?? null, head]));
    const earlier = before[key];
    pages[key] = { digest, since: earlier?.digest === digest ? earlier.since : today };
  }
  return pages;
}
