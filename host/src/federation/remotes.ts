import type { RemoteModule, RemoteModuleId, RemoteName } from '@mars/shared';
import { containerName } from '@mars/shared/apps';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let registered: Record<string, string> = {};

/** Containers are built under their container name (the apps table); code uses the short alias. */
const remoteOf = (alias: string, entry: string) => ({ name: containerName(alias), alias, entry });

/** Registers each remote by its manifest URL from the runtime config. Nothing is fetched yet. */
export function registerSiteRemotes(remotes: Record<RemoteName, string>): void {
  registered = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => remoteOf(name, entry)));
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) registerRemotes([remoteOf(name, entry)], { force: true });
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** Typed against the contracts in @mars/shared: the host can only ask for what a remote promises. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModule<K>> {
  if (!registered[remoteNameOf(id)]) throw new Error(`Remote for ${id} is not configured`);
  const mod = await loadRemote<RemoteModule<K>>(id);
  if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
  return mod;
}
