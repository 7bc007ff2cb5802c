/**
 * The camera setup a visitor brings from marketing's compatibility tool, in the page's address
 * (@mars/shared/demo-setup): what the form attaches to the request, as the visitor edits it. A count
 * is text while it is being typed; the setup sent is the contract's, checked whole before sending.
 */
import { type DemoSetup, parseDemoSetup, SETUP_LIMITS, SETUP_PARAMS, setupFromQuery } from '@mars/shared/demo-setup';
import { type FieldIssue, SETUP_FIELD } from '../../schema/demoRequest';
import { setupIssue } from '../../schema/withSetup';

export type SetupDraft = {
  sites: { name: string; cameras: { count: string; connection: string; codec: string; resolution: string }[] }[];
};

/**
 * The setup in the page's query, when it carries one this form can read; otherwise none — another
 * major (a newer tool) or a broken link leaves the form as it always was, without a word. One the
 * API sent back refused (a form posted without JavaScript: `e.setup`) comes back as it was typed,
 * to be fixed.
 */
export function attachedFrom(query: URLSearchParams): SetupDraft | null {
  const read = setupFromQuery(query);
  if (read?.ok)
    return {
      sites: read.setup.sites.map((site) => ({ name: site.name, cameras: site.cameras.map((g) => ({ ...g, count: String(g.count) })) })),
    };
  if (read?.problem !== 'version' && query.has(`e.${SETUP_FIELD}`)) return typedDraft(query);
  return null;
}

/** The setup's fields as a query holds them, unchecked (at most the contract's limits of each). */
function typedDraft(query: URLSearchParams): SetupDraft | null {
  const sites: SetupDraft['sites'] = [];
  for (const [name, value] of query) {
    const site = sites.at(-1);
    const group = site?.cameras.at(-1);
    if (name === SETUP_PARAMS.site && sites.length < SETUP_LIMITS.sites)
      sites.push({ name: value.slice(0, SETUP_LIMITS.siteName), cameras: [] });
    else if (name === SETUP_PARAMS.count && site && site.cameras.length < SETUP_LIMITS.groupsPerSite)
      site.cameras.push({ count: value.slice(0, 6), connection: 'unknown', codec: 'unknown', resolution: 'unknown' });
    else if (group && (name === SETUP_PARAMS.connection || name === SETUP_PARAMS.codec || name === SETUP_PARAMS.resolution))
      group[name] = value;
  }
  const kept = sites.filter((s) => s.cameras.length > 0);
  return kept.length ? { sites: kept } : null;
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

/**
 * The draft as the setup's fields show it (AttachedSetup names them as the contract's query does,
 * site by site, type by type): what the visitor typed there before the form's code arrived.
 */
export function draftOfFields(box: Element | null): SetupDraft | null {
  if (!box) return null;
  const sites: SetupDraft['sites'] = [];
  for (const field of Array.from(box.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]'))) {
    const site = sites.at(-1);
    const group = site?.cameras.at(-1);
    if (field.name === SETUP_PARAMS.site) sites.push({ name: field.value, cameras: [] });
    else if (field.name === SETUP_PARAMS.count) site?.cameras.push({ count: field.value, connection: '', codec: '', resolution: '' });
    else if (
      group &&
      (field.name === SETUP_PARAMS.connection || field.name === SETUP_PARAMS.codec || field.name === SETUP_PARAMS.resolution)
    )
      group[field.name] = field.value;
  }
  return { sites };
}

export const sameDraft = (a: SetupDraft, b: SetupDraft): boolean => JSON.stringify(a) === JSON.stringify(b);
