import { REMOTE_NAMES } from '@mars/shared/apps';
import { mergeRouteTables, ROUTE_TABLE_FILE, type RouteTable } from '@mars/shared/routes';
import { HOST_ROUTE_TABLE } from '../routes/routeTable';
import type { RuntimeConfig } from './readRuntimeConfig';

/**
 * The edge puts the live releases' route tables in the config. Where no edge does (`pnpm dev`: each
 * app on its dev server), each remote's own table is read next to its manifest instead; a remote
 * that does not answer has no routes or menu entries until it does.
 */
export async function withRouteTables(config: RuntimeConfig): Promise<RuntimeConfig> {
  if (config.routes) return config;
  const tables = await Promise.all(
    REMOTE_NAMES.map(async (name): Promise<RouteTable | null> => {
      try {
        const res = await fetch(new URL(ROUTE_TABLE_FILE, config.remotes[name]));
        return res.ok ? { ...((await res.json()) as RouteTable), app: name } : null;
      } catch {
        return null;
      }
    }),
  );
  const { routes, nav } = mergeRouteTables([HOST_ROUTE_TABLE, ...tables.filter((t): t is RouteTable => t !== null)]);
  return { ...config, routes, nav };
}
