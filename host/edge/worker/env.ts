/**
 * The Worker's bindings (wrangler.jsonc; their generated types: worker-configuration.d.ts) and the
 * secrets and test switches that are not in that file, and the settings the edge reads from them once
 * per isolate. Variables that hold JSON arrive as values in production and as strings from some local
 * runners: both are read.
 */
import type { CanaryBindings } from './canary/job';
import type { DeployApiBindings } from './deploy/api';
import type { PointersBindings } from './releases/livePointers';
import type { RumBindings } from './rum/collector';

export interface EdgeEnv extends PointersBindings, CanaryBindings, RumBindings, DeployApiBindings {
  RELEASES: R2Bucket;
  /** `{ app: origin }`: each app's public origin; the worker tells requests apart by it. */
  ORIGINS: unknown;
  /** The run-time config without `remotes` (the edge adds each remote's live manifest). */
  RUNTIME_CONFIG: unknown;
  /** Secret: signs the demo form's token (the demo API verifies with the same value). */
  FORM_TOKEN_SECRET?: string;
  /** "1" in the edge's own tests only: storage faults on demand (testing/faults.ts). */
  TEST_FAULTS?: string;
}

// The bindings wrangler.jsonc declares are the ones the code reads: drop one there and this fails to compile.
export const bindingsDeclared = (
  env: Env,
): Pick<EdgeEnv, 'RELEASES' | 'RUM' | 'POINTERS' | 'ORIGINS' | 'RUNTIME_CONFIG' | 'CANARY_POLICY'> => env;

export const HOST = 'host';

/** The run-time config as the edge is given it (wrangler.jsonc's RUNTIME_CONFIG). */
export interface BaseRuntimeConfig {
  publicOrigin?: string;
  apiBase: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  qaOverrides?: { allowedOrigins: string[] };
  [entry: string]: unknown;
}

/** What the edge reads from its bindings. */
export interface Settings {
  origins: Record<string, string>;
  apps: string[];
  remotes: string[];
  appByOrigin: Map<string, string>;
  baseConfig: BaseRuntimeConfig;
}

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

let settings: Settings | null = null;
/** The edge's settings from its bindings, read once per isolate. */
export function settingsOf(env: Pick<EdgeEnv, 'ORIGINS' | 'RUNTIME_CONFIG'>): Settings {
  if (!settings) {
    const origins = parse<Record<string, string>>(env.ORIGINS);
    settings = {
      origins,
      apps: Object.keys(origins),
      remotes: Object.keys(origins).filter((a) => a !== HOST),
      appByOrigin: new Map(Object.entries(origins).map(([app, origin]) => [new URL(origin).origin, app])),
      baseConfig: parse<BaseRuntimeConfig>(env.RUNTIME_CONFIG),
    };
  }
  return settings;
}
