import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../firstView/nextTask';
import { scriptWithIntegrity } from './integrity';

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
 *
 * And the module's scripts, one per task: the runtime's preload asked for remoteEntry.js and each of
 * the module's scripts in one task (27–52 ms at a phone's CPU: starting a request is work), in the
 * moments when a visitor who has just reached for the remote taps on. The preload's filter hands the
 * scripts to a queue instead, which asks for them as the runtime would (a `<script>` each, with its
 * integrity, high priority, dropped once run), one per task, in the runtime's order; the module's
 * own loader later finds each one run or on its way. Stylesheets, if a remote had any, stay the
 * runtime's.
 */
export default function stepsInTasksPlugin(): ModuleFederationRuntimePlugin {
  const thenNextTask = async () => {
    await nextTask();
  };
  const handOnNextTask = async <T>(args: T): Promise<T> => {
    await nextTask();
    return args;
  };
  const preloadOneByOne = scriptsOneByOne();
  return {
    name: 'mars-steps-in-tasks',
    // the manifest, parsed → the snapshot
    afterLoadManifest: thenNextTask,
    // the snapshot → the preload worked out
    afterLoadSnapshot: handOnNextTask,
    async beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const before = op.filter;
        op.filter = (url) => (before ? before(url) : true) && !preloadOneByOne(url);
      }
      await nextTask();
    },
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

/**
 * A queue of scripts asked for one per task. Given a file's address, takes it (true) when it is a
 * script; each is asked for once, unless the page has it already.
 */
function scriptsOneByOne(): (url: string) => boolean {
  const taken = new Set<string>();
  const queue: string[] = [];
  let asking = false;
  const askNext = async () => {
    asking = true;
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await nextTask();
      if ([...document.scripts].some((s) => s.getAttribute('src') === url)) continue;
      const script = scriptWithIntegrity(url) ?? Object.assign(document.createElement('script'), { src: url });
      script.setAttribute('fetchpriority', 'high');
      const drop = () => script.remove();
      script.addEventListener('load', drop);
      script.addEventListener('error', drop);
      document.head.appendChild(script);
    }
    asking = false;
  };
  return (url) => {
    if (!new URL(url, document.baseURI).pathname.endsWith('.js')) return false;
    if (!taken.has(url)) {
      taken.add(url);
      queue.push(url);
      if (!asking) void askNext();
    }
    return true;
  };
}
