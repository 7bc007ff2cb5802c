/**
 * The camera setup a visitor brings from marketing's compatibility tool, in the page's address
 * (@mars/shared/demo-setup): what the form attaches to the request, as the visitor edits it — the
 * contract's draft (@mars/shared/demo-setup-draft: each count text while it is being typed) and its
 * model, plus removing the whole of it. The setup sent is the contract's, checked whole before sending.
 */
import { type DemoSetup, setupFromQuery } from '@mars/shared/demo-setup';
import { type DraftAction, draftFromQuery, draftOfSetup, draftReducer, type SetupDraft, setupOfDraft } from '@mars/shared/demo-setup-draft';
import { type FieldIssue, SETUP_FIELD } from '../../schema/demoRequest';
import { setupIssue } from '../../schema/setupMessages';

/**
 * The setup in the page's query, when it carries one this form can read; otherwise none — another
 * major (a newer tool) or a broken link leaves the form as it always was, without a word. One the
 * API sent back refused (a form posted without JavaScript: `e.setup`) comes back as it was typed,
 * to be fixed.
 */
export function attachedFrom(query: URLSearchParams): SetupDraft | null {
  const read = setupFromQuery(query);
  if (read?.ok) return draftOfSetup(read.setup);
  if (!query.has(`e.${SETUP_FIELD}`)) return null;
  const typed = draftFromQuery(query);
  return typed?.ok ? typed.draft : null;
}

/** The attached setup's actions: the draft's, and taking the whole setup off the request. */
export type AttachedAction = DraftAction | { type: 'remove' };

/** The attached setup's model: null once it is removed (or before an address brings one). */
export function attachedReducer(draft: SetupDraft | null, action: AttachedAction): SetupDraft | null {
  if (action.type === 'remove') return null;
  if (action.type === 'replace') return action.draft;
  return draft && draftReducer(draft, action);
}

/** The draft as the contract's setup, or its first problem: the field's issue and where it is (`sites[0].cameras[1].count`). */
export function checkedSetup(draft: SetupDraft): { ok: true; setup: DemoSetup } | { ok: false; issue: FieldIssue; at: string } {
  const read = setupOfDraft(draft.sites);
  return read.ok ? read : { ok: false, issue: setupIssue(read.problem), at: read.at };
}
