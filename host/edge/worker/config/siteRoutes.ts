/**
 * The site's routes and nav entries: the live releases' route tables merged (shared/src/protocol/routes) —
 * the host's first, then the remotes whose release went live earliest, so a path claimed twice
 * stays with the app that had it. A release without a table (or a remote that is down: its table is
 * in the store, not on its server) costs nothing here.
 */
import { mergeRouteTables, type NavEntry, ROUTE_TABLE_FILE, type RouteTable, type SiteRoute } from '@mars/shared/routes';
import { messageOf } from '../http/responses';
import type { PointersState } from '../releases/pointerState';
import { releaseJson } from '../releases/store';
import { HOST } from './settings';

export interface SiteRoutes {
  routes: SiteRoute[];
  nav: NavEntry[];
  navGroups: string[];
}

/** The same live releases make the same site: merged once per isolate, not per request. */
const merged = new Map<string, SiteRoutes>();

/** For the edge's tests: forget what this isolate merged. */
export const forgetSiteRoutes = (): void => merged.clear();

/** `degraded`: a table could not be read now (that app's routes are missing from this answer, which is not kept). */
export async function siteRoutes(bucket: R2Bucket, pointers: Pick<PointersState, 'apps'>): Promise<SiteRoutes & { degraded?: boolean }> {
  const live = Object.entries(pointers.apps)
    .filter(([, p]) => p?.current)
    .sort(([a, pa], [b, pb]) => (a === HOST ? -1 : b === HOST ? 1 : (pa.updatedAt ?? '').localeCompare(pb.updatedAt ?? '')));
  const key = live.map(([app, p]) => `${app}@${p.current}`).join(' ');
  const kept = merged.get(key);
  if (kept) return kept;
  let complete = true;
  const tables = await Promise.all(
    live.map(([app, p]) =>
      releaseJson<RouteTable | RouteTable['routes']>(bucket, app, p.current, ROUTE_TABLE_FILE).catch((err) => {
        // Storage failing for one app's table costs that app's routes on this page, not the page.
        console.error(`[edge] ${app} ${p.current}: route table unreadable (${messageOf(err)})`);
        complete = false;
        return null;
      }),
    ),
  );
  // A host release from before route tables published every route as a plain list.
  const { routes, nav, navGroups, conflicts } = mergeRouteTables(
    tables.flatMap((t, i) =>
      !t ? [] : Array.isArray(t) ? [{ app: HOST, routes: t, nav: [] }] : [{ ...t, app: (live[i] as [string, unknown])[0] }],
    ),
  );
  for (const conflict of conflicts) console.warn(`[edge] ${conflict}`);
  if (!complete) return { routes, nav, navGroups, degraded: true };
  if (merged.size > 50) merged.clear();
  const site = { routes, nav, navGroups };
  merged.set(key, site);
  return site;
}
