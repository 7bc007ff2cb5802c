import { nextTask } from './nextTask';

/** What each import resolves to, in order. */
type Modules<T extends ReadonlyArray<() => Promise<unknown>>> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs each import in a task of its own, one after another; resolves when all have run.
 *
 * An import runs its module the moment its chunk is there, and a library that needs React's chunk
 * is there the moment React is: started together, React, the router, styled-components and the
 * shared store would all run in the one task in which React's chunk arrives — a task that blocks a
 * phone's input. One after another, each in the task after the one before, each piece stays short.
 * The downloads do not wait for each other: the page preloads every file the app starts with
 * (the host's build lists them in index.html, the edge fetches them with the app's first script).
 * The first import that fails ends the run, with its error; otherwise it resolves with the modules,
 * in the order asked.
 */
export async function importInSlices<const T extends ReadonlyArray<() => Promise<unknown>>>(imports: T): Promise<Modules<T>> {
  const modules: unknown[] = [];
  for (const load of imports) {
    modules.push(await load());
    await nextTask();
  }
  return modules as Modules<T>;
}
