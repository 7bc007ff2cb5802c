/**
 * The tool's one model: its form's draft, run by the contract's draftReducer (the visitor's changes,
 * and what they typed before the app came), with the two things the tool adds — whether the visitor
 * has changed it (only their changes go into the page's address, which is then no longer read), and
 * why a link's setup could not be used.
 */
import type { SetupProblem } from '@mars/shared/demo-setup';
import { type DraftAction, draftReducer, emptyDraft, type SetupDraft, sameSites } from '@mars/shared/demo-setup-draft';
import type { AddressDraft } from './addressDraft';

export interface ToolState {
  draft: SetupDraft;
  /** Why the setup in the page's address could not be used, if it could not. */
  linkProblem: SetupProblem | null;
  /** Set by the visitor's own changes: only those are written into the address. */
  changed: boolean;
}

export type ToolAction = DraftAction | { type: 'address'; read: AddressDraft };

/** The tool as its first render shows it: the address's setup where the page's HTML shows it, else the empty form. */
export const initialTool = (fromAddress: AddressDraft | null): ToolState => ({
  draft: fromAddress?.draft ?? emptyDraft(),
  linkProblem: fromAddress?.problem ?? null,
  changed: false,
});

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  if (action.type === 'address') {
    // The setup an address brings: a problem leaves the form as it is; the same setup changes nothing.
    const { read } = action;
    if (read.problem) return { ...state, linkProblem: read.problem };
    if (sameSites(read.draft.sites, state.draft.sites)) return state;
    return { ...state, draft: read.draft, linkProblem: null };
  }
  const draft = draftReducer(state.draft, action);
  return draft === state.draft ? state : { draft, linkProblem: null, changed: true };
}
