import type { RemoteContracts, RemoteModuleId } from '@mars/shared';
import { type ComponentType, lazy } from 'react';
import { remoteNameOf, resetRemote } from '../remotes';

/** How a slot gets its module: the federation runtime (loadRemoteModule), or a test's stand-in. */
export type Loader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteContracts[K] }>;

type AnyComponent = ComponentType<Record<string, unknown>>;

/** One lazy component per module, so navigating between pages of a loaded remote never flashes a spinner. */
const lazyCache = new Map<string, AnyComponent>();

export function lazyRemote(id: RemoteModuleId, load: Loader): AnyComponent {
  let cached = lazyCache.get(id);
  if (!cached) {
    cached = lazy(() => load(id) as unknown as Promise<{ default: AnyComponent }>);
    lazyCache.set(id, cached);
  }
  return cached;
}

/** Forgets a failed module so the next mount loads it again from the network. */
export function forgetRemoteModule(id: RemoteModuleId): void {
  lazyCache.delete(id);
  resetRemote(remoteNameOf(id));
}

/** Forgets a module a stand-in loader served (the runtime's remote stays registered). */
export function forgetLoadedModule(id: RemoteModuleId): void {
  lazyCache.delete(id);
}
