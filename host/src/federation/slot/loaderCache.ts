import type { RemoteContracts, RemoteModuleId } from '@mars/shared';
import { type ComponentType, lazy } from 'react';
import { remoteNameOf, resetRemote } from '../remotes';

/** How a slot gets its module: the federation runtime (loadRemoteModule), or a test's stand-in. */
export type Loader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteContracts[K] }>;

export type AnyComponent = ComponentType<Record<string, unknown>>;

/** A module's load: one per module, shared by every slot of it and by a hydration gate that waits for it. */
export type ModuleLoad = Promise<{ default: AnyComponent }>;

/** One load per module: every slot of it, and a prefetch, share it. */
const loads = new Map<string, ModuleLoad>();

export function moduleLoad(id: RemoteModuleId, load: Loader): ModuleLoad {
  let cached = loads.get(id);
  if (!cached) {
    cached = load(id) as unknown as ModuleLoad;
    loads.set(id, cached);
  }
  return cached;
}

/** One lazy component per module load, so navigating between pages of a loaded remote never flashes a skeleton. */
const lazies = new WeakMap<ModuleLoad, AnyComponent>();

export function lazyModule(id: RemoteModuleId, load: Loader): AnyComponent {
  const loading = moduleLoad(id, load);
  let component = lazies.get(loading);
  if (!component) {
    component = lazy(() => loading);
    lazies.set(loading, component);
  }
  return component;
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

/** Forgets a failed module, however it was loaded: by the runtime (no `loader`) or by a stand-in. */
export const forgetModule = (id: RemoteModuleId, loader: Loader | undefined): void =>
  loader ? forgetLoadedModule(id) : forgetRemoteModule(id);
