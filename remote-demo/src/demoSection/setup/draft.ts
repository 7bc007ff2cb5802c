/**
 * The camera setup a visitor brings from marketing's compatibility tool, in the page's address
 * (@mars/shared/demo-setup): what the form attaches to the request, as the visitor edits it. A count
 * is text while it is being typed; the setup sent is the contract's, checked whole before sending.
 */
import { type DemoSetup, parseDemoSetup, setupFromQuery } from '@mars/shared/demo-setup';
import type { FieldIssue } from '../../schema/demoRequest';
import { setupIssue } from '../../schema/withSetup';

export type SetupDraft = {
  sites: { name: string; cameras: { count: string; connection: string; codec: string; resolution: string }[] }[];
};

/**
 * The setup in the page's query, when it carries one this form can read; otherwise none — another
 * major (a newer tool) or a broken link leaves the form as it always was, without a word.
 */
export function attachedFrom(query: URLSearchParams): SetupDraft | null {
  const read = setupFromQuery(query);
  if (!read?.ok) return null;
  return {
    sites: read.setup.sites.map((site) => ({ name: site.name, cameras: site.cameras.map((g) => ({ ...g, count: String(g.count) })) })),
  };
}

/** The draft as the contract's setup, or its first problem: the field's issue and where it is (`sites[0].cameras[1].count`). */
export function setupOfDraft(draft: SetupDraft): { ok: true; setup: DemoSetup } | { ok: false; issue: FieldIssue; at: string } {
  const read = parseDemoSetup({
    version: 1,
    sites: draft.sites.map((site) => ({
      name: site.name,
      cameras: site.cameras.map((g) => ({ ...g, count: /^\s*[0-9]+\s*$/.test(g.count) ? Number(g.count) : Number.NaN })),
    })),
  });
  if (read.ok) return read;
  return { ok: false, issue: setupIssue(read.problem), at: read.at };
}
