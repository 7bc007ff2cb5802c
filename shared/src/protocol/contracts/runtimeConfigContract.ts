/**
 * The run-time config: the document the edge serves at /runtime-config.json (composed from its
 * settings and the live releases: host/edge/worker/config/variantConfig.ts) and the host's page reads
 * before it loads any remote (host/src/config/). One type for both sides of the protocol.
 */
import type { NavEntry, SiteRoute } from '../routes/routeTable';

/** Firebase web config from the host's runtime config; `emulatorUrl` is set locally and in tests. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl?: string;
}

/** `Remote`: the remotes' names (the host's page knows them: @mars/shared/apps; the edge reads them from its settings). */
export interface RuntimeConfig<Remote extends string = string> {
  /** Where the site is public (canonical and share URLs); the page's origin when absent. */
  publicOrigin?: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<Remote, string>;
  /** Base URL of the demo request API. */
  apiBase: string;
  firebase: FirebaseClientConfig;
  /** Origins a QA override may point a remote at (host: federation/qaOverrides.ts); none when absent. */
  qaOverrides?: { allowedOrigins: string[] };
  /** Which release of each app this page is made of, and its canaries (`host=…;blog=…;canary=blog`). */
  composition?: string;
  /** The sha384 of each remote's manifest (`sha384-…`): the first link of the integrity chain. */
  integrity?: Partial<Record<Remote, string>>;
  /** The live releases' route tables, merged by the edge (shared/src/protocol/routes): every URL and its module. */
  routes?: SiteRoute[];
  /** Their menu and footer entries, in order within each group. */
  nav?: NavEntry[];
  /** The menu's groups, in order. */
  navGroups?: string[];
}

/** What the edge writes: every field it composes is there. */
export type ComposedRuntimeConfig = RuntimeConfig &
  Required<Pick<RuntimeConfig, 'publicOrigin' | 'composition' | 'routes' | 'nav' | 'navGroups'>> & { integrity: Record<string, string> };
