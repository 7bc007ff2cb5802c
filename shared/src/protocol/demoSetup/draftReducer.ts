/**
 * A setup form's one model: the visitor's changes and the page's as actions on its draft
 * (setupDraft.ts). Each also says where the focus goes — to what was added, to the neighbour of what
 * was removed — by the keys the form's markup builds its fields' ids from. Within the contract's
 * limits: a site or camera type too many, the last one removed, a value the contract does not know
 * or a key that is not there is no change, and gives back the same draft.
 */
import { SETUP_LIMITS, SETUP_PARAMS, type SetupChoice } from './demoSetup.mjs';
import { draftKey, type GroupDraft, isChoice, keyed, NEW_GROUP, type SetupDraft, type SiteDraft, sameSites } from './setupDraft';

export type DraftAction =
  | { type: 'add-site' }
  | { type: 'remove-site'; site: string }
  | { type: 'add-group'; site: string }
  | { type: 'remove-group'; site: string; group: string }
  | { type: 'edit-site'; site: string; name: string }
  | { type: 'edit-group'; site: string; group: string; field: 'count' | SetupChoice; value: string }
  /** The draft an address brings. */
  | { type: 'replace'; draft: SetupDraft }
  /** What the visitor typed into the page's form before its code came: the setup's fields in order (setupFields). */
  | { type: 'adopt'; fields: [string, string][] };

/** Of a list losing its item at `at`, the one the focus goes to: the one before, or the one after the first. */
const neighbour = <T>(items: T[], at: number): T | undefined => items[at === 0 ? 1 : at - 1];

function withSite(draft: SetupDraft, key: string, change: (site: SiteDraft) => SiteDraft | null): SetupDraft {
  const site = draft.sites.find((s) => s.key === key);
  const changed = site && change(site);
  if (!changed) return draft;
  return { ...draft, sites: draft.sites.map((s) => (s === site ? changed : s)), focus: null };
}

function removeSite(draft: SetupDraft, key: string): SetupDraft {
  const at = draft.sites.findIndex((s) => s.key === key);
  if (at < 0 || draft.sites.length <= 1) return draft;
  const stays = neighbour(draft.sites, at);
  return { ...draft, sites: draft.sites.filter((s) => s.key !== key), focus: stays ? { site: stays.key } : null };
}

function addGroup(draft: SetupDraft, key: string): SetupDraft {
  const group: GroupDraft = { key: draftKey(draft.keys + 1), ...NEW_GROUP };
  const next = withSite(draft, key, (s) =>
    s.cameras.length < SETUP_LIMITS.groupsPerSite ? { ...s, cameras: [...s.cameras, group] } : null,
  );
  return next === draft ? draft : { ...next, keys: draft.keys + 1, focus: { site: key, group: group.key } };
}

function removeGroup(draft: SetupDraft, key: string, group: string): SetupDraft {
  const cameras = draft.sites.find((s) => s.key === key)?.cameras ?? [];
  const at = cameras.findIndex((g) => g.key === group);
  if (at < 0 || cameras.length <= 1) return draft;
  const stays = neighbour(cameras, at);
  const next = withSite(draft, key, (s) => ({ ...s, cameras: s.cameras.filter((g) => g.key !== group) }));
  return { ...next, focus: stays ? { site: key, group: stays.key } : null };
}

function editGroup(draft: SetupDraft, action: Extract<DraftAction, { type: 'edit-group' }>): SetupDraft {
  const { field, value } = action;
  if (field !== 'count' && !isChoice(field, value)) return draft;
  return withSite(draft, action.site, (s) =>
    s.cameras.some((g) => g.key === action.group)
      ? { ...s, cameras: s.cameras.map((g) => (g.key === action.group ? { ...g, [field]: value } : g)) }
      : null,
  );
}

/**
 * The draft with what its fields show (`fields`, in document order) where they show the same sites
 * and types; the draft itself where they show another form, or nothing new.
 */
function adopt(draft: SetupDraft, fields: [string, string][]): SetupDraft {
  const shown: { name: string; cameras: Record<string, string>[] }[] = [];
  for (const [name, value] of fields) {
    const site = shown.at(-1);
    const group = site?.cameras.at(-1);
    if (name === SETUP_PARAMS.site) shown.push({ name: value, cameras: [] });
    else if (name === SETUP_PARAMS.count) site?.cameras.push({ count: value });
    else if (group) group[name] = value;
  }
  const sameForm = shown.length === draft.sites.length && shown.every((s, i) => s.cameras.length === draft.sites[i]?.cameras.length);
  if (!sameForm) return draft;
  const sites = draft.sites.map((site, i): SiteDraft => {
    const typed = shown[i] ?? { name: site.name, cameras: [] };
    const cameras = site.cameras.map((group, j): GroupDraft => {
      const fieldsOf = typed.cameras[j] ?? {};
      const choice = <C extends SetupChoice>(c: C): GroupDraft[C] => {
        const value = fieldsOf[SETUP_PARAMS[c]];
        return value !== undefined && isChoice(c, value) ? value : group[c];
      };
      return {
        ...group,
        count: fieldsOf.count ?? group.count,
        connection: choice('connection'),
        codec: choice('codec'),
        resolution: choice('resolution'),
      };
    });
    return { ...site, name: typed.name, cameras };
  });
  return sameSites(sites, draft.sites) ? draft : { ...draft, sites, focus: null };
}

export function draftReducer(draft: SetupDraft, action: DraftAction): SetupDraft {
  switch (action.type) {
    case 'add-site': {
      if (draft.sites.length >= SETUP_LIMITS.sites) return draft;
      const added = keyed([{ name: '', cameras: [NEW_GROUP] }], draft.keys);
      const site = added.sites[0] as SiteDraft;
      return { sites: [...draft.sites, site], keys: added.keys, focus: { site: site.key } };
    }
    case 'remove-site':
      return removeSite(draft, action.site);
    case 'add-group':
      return addGroup(draft, action.site);
    case 'remove-group':
      return removeGroup(draft, action.site, action.group);
    case 'edit-site':
      return withSite(draft, action.site, (s) => ({ ...s, name: action.name }));
    case 'edit-group':
      return editGroup(draft, action);
    case 'replace':
      return action.draft;
    case 'adopt':
      return adopt(draft, action.fields);
  }
}
