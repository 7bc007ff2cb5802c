import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../firstView/nextTask';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;

/**
 * Loading a remote, one step per task. The runtime chains a remote's steps — its manifest parsed,
 * the snapshot built from it, the preload worked out and started, the container initialised, the
 * module's factory fetched and run — as promises, each resolved as soon as the one before: with
 * nothing to wait for between them they all ran in the task in which the manifest arrived (78–97 ms
 * at a phone's CPU on the way to the sign-in dialog), then in the one in which remoteEntry.js did
 * (54–106 ms). A tap made meanwhile waited for all of it. This plugin makes the runtime wait for
 * the next task at each step's hook: the same steps in the same order, the page free to answer
 * between them.
 *
 * Hooks the runtime awaits and that change nothing: a waterfall hook hands its arguments on, the
 * others return nothing (the runtime then keeps what the plugins before gave, e.g. the preload's
 * assets).
 */
export default function stepsInTasksPlugin(): ModuleFederationRuntimePlugin {
  const thenNextTask = async () => {
    await nextTask();
  };
  const handOnNextTask = async <T>(args: T): Promise<T> => {
    await nextTask();
    return args;
  };
  return {
    name: 'mars-steps-in-tasks',
    // the manifest, parsed → the snapshot
    afterLoadManifest: thenNextTask,
    // the snapshot → the preload worked out
    afterLoadSnapshot: handOnNextTask,
    beforePreloadRemote: thenNextTask,
    // the preload worked out → started (its scripts created, remoteEntry.js requested). Typed to
    // give the assets; nothing given keeps those the runtime's own plugin worked out.
    generatePreloadAssets: thenNextTask as unknown as Hook<'generatePreloadAssets'>,
    // remoteEntry.js run → the container initialised with the share scope
    afterLoadEntry: thenNextTask,
    beforeInitContainer: handOnNextTask,
    // → the module's factory fetched (its chunks) → run
    beforeGetExpose: thenNextTask,
    beforeExecuteFactory: thenNextTask,
  };
}
