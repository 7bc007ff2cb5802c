/**
 * Starts each import in its own task and resolves when all have loaded.
 *
 * Starting a federated import is not free: Module Federation resolves the shared version (semver
 * parsing), and the chunk's module runs when it arrives. Started together, that work lands in one
 * long task that blocks a phone's input; one per task, each piece stays short. The downloads still
 * overlap: the next import starts one task later, not after the previous one has arrived.
 */
export async function importInSlices(imports: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const load of imports) {
    const loaded = load();
    loaded.catch(() => undefined); // reported by Promise.all below, not as an unhandled rejection meanwhile
    loading.push(loaded);
    await nextTask();
  }
  await Promise.all(loading);
}

/** A macrotask boundary (the browser may paint or handle input in between). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
