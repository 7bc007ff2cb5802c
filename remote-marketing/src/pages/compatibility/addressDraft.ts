/**
 * The form's state from the page's address: a shared link's setup (the contract's query), or the
 * tool's own form as a browser sent it without JavaScript — the same query, each count as it was
 * typed (empty, or not a number: the form shows the problem at its field, as it does live) and the
 * change its button asked for (a camera type or a site added or removed). The page's HTML (the
 * release's view renderer) and the app's first render both start from it, so the app adopts that
 * HTML as it is; a setup the tool cannot read leaves the form empty, with the reason.
 */
import { SETUP_LIMITS, SETUP_PARAMS, type SetupProblem, setupFromQuery, withoutSetup } from '@mars/shared/demo-setup';
import { FIRST_DRAFT, newGroup, newSite, type SiteDraft } from './setupDraft';

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

/** The change made to the form, within its limits (a type or site too many, or the last one removed, is not). */
function applied(sites: SiteDraft[], change: FormChange | null, key: () => string): SiteDraft[] {
  if (!change) return sites;
  if ('add' in change && change.add === 'site') return sites.length < SETUP_LIMITS.sites ? [...sites, newSite(key(), key())] : sites;
  const at = (change as { site: number }).site - 1;
  const site = sites[at];
  if (!site) return sites;
  const edited = (groups: SiteDraft['groups']) => sites.map((s, i) => (i === at ? { ...s, groups } : s));
  if ('add' in change) return site.groups.length < SETUP_LIMITS.groupsPerSite ? edited([...site.groups, newGroup(key())]) : sites;
  if (change.remove === 'site') return sites.length > 1 ? sites.filter((_, i) => i !== at) : sites;
  const group = change.group - 1;
  return site.groups[group] && site.groups.length > 1 ? edited(site.groups.filter((_, j) => j !== group)) : sites;
}

export interface AddressDraft {
  sites: SiteDraft[];
  /** Why the address's setup could not be used (the form is then empty), or null. */
  problem: SetupProblem | null;
}

/**
 * The form for the setup in `query`, or null when it carries none. The contract's reader checks all
 * but the counts — the major, the shape, each value and the limits — so what it refuses is refused here.
 * Keys are the same on every read of the same address (a1, a2 …): the renderer's and the app's.
 */
export function draftFromAddress(query: URLSearchParams): AddressDraft | null {
  if (!query.has(SETUP_PARAMS.version)) return null;
  const counts = query.getAll(SETUP_PARAMS.count);
  const read = setupFromQuery(new URLSearchParams([...query].map(([k, v]) => [k, k === SETUP_PARAMS.count ? '1' : v])));
  if (!read) return null;
  if (!read.ok) return { sites: FIRST_DRAFT, problem: read.problem };
  let n = 0;
  const key = () => `a${++n}`;
  let typed = 0;
  const sites = read.setup.sites.map(
    (site): SiteDraft => ({
      key: key(),
      name: site.name,
      groups: site.cameras.map((g) => ({ ...g, key: key(), count: counts[typed++] ?? '' })),
    }),
  );
  return { sites: applied(sites, changeOf(query.get(CHANGE_PARAM)), key), problem: null };
}

/** The address without the tool's own parameters: what else it carried stays. */
export function withoutToolParams(query: URLSearchParams): string {
  const rest = new URLSearchParams(withoutSetup(query));
  rest.delete(CHANGE_PARAM);
  return rest.toString();
}

/**
 * The form as its fields show it, on `sites`' keys: what the visitor typed into the page's form before
 * its code came (the fields are named as the address names them, in its order). Null when the
 * fields are not those of `sites`.
 */
export function draftFromFields(form: HTMLFormElement, sites: SiteDraft[]): SiteDraft[] | null {
  const data = new FormData(form);
  const all = (name: string) => data.getAll(name).map(String);
  const names = all(SETUP_PARAMS.site);
  const [counts, connections, codecs, resolutions] = [
    SETUP_PARAMS.count,
    SETUP_PARAMS.connection,
    SETUP_PARAMS.codec,
    SETUP_PARAMS.resolution,
  ].map(all) as [string[], string[], string[], string[]];
  const groups = sites.flatMap((s) => s.groups);
  if (names.length !== sites.length || [counts, connections, codecs, resolutions].some((v) => v.length !== groups.length)) return null;
  let j = 0;
  return sites.map((site, i) => ({
    ...site,
    name: names[i] ?? site.name,
    groups: site.groups.map((g) => {
      const at = j++;
      return {
        ...g,
        count: counts[at] ?? g.count,
        connection: (connections[at] ?? g.connection) as typeof g.connection,
        codec: (codecs[at] ?? g.codec) as typeof g.codec,
        resolution: (resolutions[at] ?? g.resolution) as typeof g.resolution,
      };
    }),
  }));
}

/** Whether two forms show the same (their keys aside). */
export const sameDrafts = (a: SiteDraft[], b: SiteDraft[]): boolean => {
  const shown = (sites: SiteDraft[]) =>
    JSON.stringify(sites.map((s) => [s.name, s.groups.map((g) => [g.count, g.connection, g.codec, g.resolution])]));
  return shown(a) === shown(b);
};
