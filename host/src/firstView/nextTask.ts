/** A macrotask boundary: the browser may paint or answer a tap before what comes after it runs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
