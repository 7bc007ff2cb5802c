/**
 * The Worker's bindings (wrangler.jsonc; their generated types: worker-configuration.d.ts) and the
 * secrets and test switches that are not in that file: each part of the Worker declares the bindings it
 * reads, and this is all of them. What the edge makes of them once per isolate: config/settings.ts.
 */
import type { CanaryBindings } from './canary/job';
import type { DeployApiBindings } from './deploy/api';
import type { SiteBindings } from './pages/servedFrom';
import type { RumBindings } from './rum/collector';

export interface EdgeEnv extends SiteBindings, CanaryBindings, RumBindings, DeployApiBindings {
  RELEASES: R2Bucket;
  /** `{ app: origin }`: each app's public origin; the worker tells requests apart by it. */
  ORIGINS: unknown;
  /** The run-time config without `remotes` (the edge adds each remote's live manifest). */
  RUNTIME_CONFIG: unknown;
}

/** Holds when wrangler.jsonc declares every binding the code reads: drop one there and this fails to compile. */
type Declares<
  T extends Pick<EdgeEnv, 'RELEASES' | 'RUM' | 'POINTERS' | 'ORIGINS' | 'RUNTIME_CONFIG' | 'CANARY_POLICY' | 'RETENTION_POLICY'>,
> = T;
export type DeclaredBindings = Declares<Env>;
