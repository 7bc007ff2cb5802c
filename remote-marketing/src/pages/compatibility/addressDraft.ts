/**
 * The form's draft from the page's address: a shared link's setup, or the tool's own form as a
 * browser sent it without JavaScript — the same query, each count as it was typed (the contract's
 * draftFromQuery), and the change its button asked for (a camera type or a site added or removed),
 * made by the form's own model. The page's HTML (the release's view renderer) and the app's first
 * render both start from it, so the app adopts that HTML as it is; a setup the tool cannot read
 * leaves the form empty, with the reason.
 */
import { type SetupProblem, withoutSetup } from '@mars/shared/demo-setup';
import { type DraftAction, draftFromQuery, draftReducer, emptyDraft, type SetupDraft } from '@mars/shared/demo-setup-draft';

/** The query parameter of the form's add and remove buttons (sent only by a browser without JavaScript). */
export const CHANGE_PARAM = 'change';

/** What an add or remove button asks for; sites and camera types by their number in the form, from 1. */
export type FormChange =
  | { add: 'site' }
  | { add: 'group'; site: number }
  | { remove: 'site'; site: number }
  | { remove: 'group'; site: number; group: number };

/** The button's value: `add-site`, `add-type-2`, `remove-site-2`, `remove-type-2-3`. */
export function changeValue(change: FormChange): string {
  if ('add' in change) return change.add === 'site' ? 'add-site' : `add-type-${change.site}`;
  return change.remove === 'site' ? `remove-site-${change.site}` : `remove-type-${change.site}-${change.group}`;
}

function changeOf(value: string | null): FormChange | null {
  const [verb, what, a, b, more] = (value ?? '').split('-');
  const site = Number(a);
  const group = Number(b);
  if (more !== undefined || (a !== undefined && !Number.isInteger(site)) || (b !== undefined && !Number.isInteger(group))) return null;
  if (verb === 'add' && what === 'site' && a === undefined) return { add: 'site' };
  if (verb === 'add' && what === 'type' && a !== undefined && b === undefined) return { add: 'group', site };
  if (verb === 'remove' && what === 'site' && a !== undefined && b === undefined) return { remove: 'site', site };
  if (verb === 'remove' && what === 'type' && b !== undefined) return { remove: 'group', site, group };
  return null;
}

/** The change as the form's action on `draft` (its sites and types by their keys), or null for one that is not there. */
function actionOf(draft: SetupDraft, change: FormChange): DraftAction | null {
  if ('add' in change && change.add === 'site') return { type: 'add-site' };
  const site = draft.sites[change.site - 1];
  if (!site) return null;
  if ('add' in change) return { type: 'add-group', site: site.key };
  if (change.remove === 'site') return { type: 'remove-site', site: site.key };
  const group = site.cameras[change.group - 1];
  return group ? { type: 'remove-group', site: site.key, group: group.key } : null;
}

export interface AddressDraft {
  draft: SetupDraft;
  /** Why the address's setup could not be used (the form is then empty), or null. */
  problem: SetupProblem | null;
}

/**
 * The form for the setup in `query`, or null when it carries none. Keys are the same on every read
 * of the same address: the renderer's and the app's. The focus stays where it is: the page was sent
 * whole, and the visitor is where its address's `#compat-site-…` put them.
 */
export function draftFromAddress(query: URLSearchParams): AddressDraft | null {
  const read = draftFromQuery(query);
  if (!read) return null;
  if (!read.ok) return { draft: emptyDraft(), problem: read.problem };
  const change = changeOf(query.get(CHANGE_PARAM));
  const action = change && actionOf(read.draft, change);
  return { draft: action ? { ...draftReducer(read.draft, action), focus: null } : read.draft, problem: null };
}

/** The address without the tool's own parameters: what else it carried stays. */
export function withoutToolParams(query: URLSearchParams): string {
  const rest = new URLSearchParams(withoutSetup(query));
  rest.delete(CHANGE_PARAM);
  return rest.toString();
}
