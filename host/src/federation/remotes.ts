/**
 * How the host loads the remotes: Module Federation's runtime, created the first time a remote
 * module is needed (not when the page starts). The host itself is a plain bundle — its React,
 * router, styled-components, zustand and @mars/shared are its own modules, evaluated as usual — and
 * it provides those same modules to every remote as the share scope's singletons (sharedModules.ts).
 * So a page that only reads static HTML never downloads or runs the federation runtime, and a
 * remote's code, when it comes, runs on the page's one React.
 *
 * Remotes are built with `externalRuntime`: their remoteEntry.js takes the runtime's core from the
 * page (`globalThis._FEDERATION_RUNTIME_CORE`), which this module provides before the first one loads.
 */
import type { RemoteModule, RemoteModuleId, RemoteName } from '@mars/shared';
import { containerName } from '@mars/shared/apps';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { siteConfig } from '../config/siteConfig';
import { importInSlices } from '../firstView/importInSlices';

/**
 * The runtime once created, and its creation while it is under way. A creation that fails (its chunk
 * did not arrive: the network failed, or the visitor left while it loaded) is forgotten, so the next
 * load of any remote tries again; nothing is kept that could only ever reject.
 */
let runtime: ModuleFederation | null = null;
let creating: Promise<ModuleFederation> | null = null;

/** Each remote's manifest URL, as the page's run-time config has them (config/siteConfig.ts). */
const remotesInForce = (): Record<string, string> => siteConfig()?.remotes ?? {};

/** Containers are built under their container name (the apps table); code uses the short alias. */
const remoteOf = (alias: string, entry: string) => ({ name: containerName(alias), alias, entry });

/** The runtime, with the host's plugins and shared modules; loaded and created once, on first use. */
function federation(): Promise<ModuleFederation> {
  if (runtime) return Promise.resolve(runtime);
  creating ??= createFederation().then(
    (created) => {
      runtime = created;
      return created;
    },
    (error: unknown) => {
      creating = null;
      throw error;
    },
  );
  return creating;
}

/**
 * Loads the runtime's chunk and creates the host's instance (the remotes' core provided first). The
 * runtime's core, the runtime around it, then the host's plugins and the instance, each in a task of
 * its own (importInSlices, as the app's libraries): together they ran in one task of 52–64 ms at a
 * phone's CPU, on the way to the first remote a visitor asked for. (The core and its SDK stay one
 * piece: one module the bundler joins, 2 kB of gzip smaller than two.)
 */
async function createFederation(): Promise<ModuleFederation> {
  const [core, { createInstance }, [{ sharedModules }, remoteLoad, contract, stepsInTasks, preloadShareChecks]] = await importInSlices([
    () => import(/* webpackChunkName: "federation" */ '@module-federation/runtime-core'),
    () => import(/* webpackChunkName: "federation" */ '@module-federation/enhanced/runtime'),
    () =>
      Promise.all([
        import(/* webpackChunkName: "federation" */ './sharedModules'),
        import(/* webpackChunkName: "federation" */ './remoteLoadPlugin'),
        import(/* webpackChunkName: "federation" */ './contractPlugin'),
        import(/* webpackChunkName: "federation" */ './stepsInTasksPlugin'),
        import(/* webpackChunkName: "federation" */ './preloadShareChecksPlugin'),
      ]),
  ]);
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
  global._FEDERATION_RUNTIME_CORE = core;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: containerName('host'), version: __MF_RUNTIME_VERSION__ };
  return createInstance({
    name: containerName('host'),
    remotes: Object.entries(remotesInForce()).map(([name, entry]) => remoteOf(name, entry)),
    shared: sharedModules(),
    plugins: [remoteLoad.default(), contract.default(), preloadShareChecks.default(), stepsInTasks.default()],
    shareStrategy: 'loaded-first',
  });
}

/**
 * Forgets a failed remote so the next load fetches its manifest and entry again. Only a runtime that
 * exists knows the remote; when the runtime itself failed to load there is nothing to forget (the
 * next load creates it afresh). Synchronous on purpose: no promise of a failed load is chained here,
 * so a failure the slot has handled is never raised again as an unhandled rejection.
 */
export function resetRemote(name: RemoteName): void {
  const entry = remotesInForce()[name];
  if (entry && runtime) runtime.registerRemotes([remoteOf(name, entry)], { force: true });
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** Typed against the contracts in @mars/shared: the host can only ask for what a remote promises. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModule<K>> {
  if (!remotesInForce()[remoteNameOf(id)]) throw new Error(`Remote for ${id} is not configured`);
  const mod = await (await federation()).loadRemote<RemoteModule<K>>(id);
  if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
  return mod;
}
