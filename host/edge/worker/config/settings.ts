/**
 * What the edge reads from its bindings once per isolate: each app's origin (which app a request is
 * for) and the run-time config it is given. Variables that hold JSON arrive as values in production
 * and as strings from some local runners: both are read.
 */

import type { RuntimeConfig } from '@mars/shared/runtime-config';

export const HOST = 'host';

/** The run-time config as the edge is given it (wrangler.jsonc's RUNTIME_CONFIG). */
export type BaseRuntimeConfig = Pick<RuntimeConfig, 'publicOrigin' | 'apiBase' | 'firebase' | 'qaOverrides'> & { [entry: string]: unknown };

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
export function settingsOf(env: { ORIGINS: unknown; RUNTIME_CONFIG: unknown }): Settings {
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
