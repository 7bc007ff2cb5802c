import type { RemoteContracts, RemoteModuleId } from '@mars/shared';
import type { ComponentType } from 'react';
import { remoteNameOf, resetRemote } from '../remotes';

/** How a slot gets its module: the federation runtime (loadRemoteModule), or a test's stand-in. */
export type Loader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteContracts[K] }>;

export type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * A module's load as a thenable React's `use` can read: once it has arrived, `use` returns it at
 * once (no extra render), so navigating between pages of a loaded remote never flashes a skeleton.
 */
export type ModuleLoad = Promise<{ default: AnyComponent }>;
type Tracked = ModuleLoad & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };

/** One load per module: every slot of it, and a prefetch, share it. */
const loads = new Map<string, ModuleLoad>();

export function moduleLoad(id: RemoteModuleId, load: Loader): ModuleLoad {
  let cached = loads.get(id);
  if (!cached) {
    const started = load(id) as unknown as Tracked;
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    cached = started;
    loads.set(id, cached);
  }
  return cached;
}

/** Forgets a failed module so the next mount loads it again from the network. */
export function forgetRemoteModule(id: RemoteModuleId): void {
  loads.delete(id);
  resetRemote(remoteNameOf(id));
}

/** Forgets a module a stand-in loader served (the runtime's remote stays registered). */
export function forgetLoadedModule(id: RemoteModuleId): void {
  loads.delete(id);
}
