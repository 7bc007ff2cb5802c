/**
 * Each app calls this with the React it runs on. If Module Federation ever handed an app its own
 * copy of React, the set would hold two objects: the e2e suite asserts it holds exactly one.
 */
export function registerReactInstance(react: object): void {
  const g = globalThis as { __MARS_REACT_INSTANCES__?: Set<object> };
  g.__MARS_REACT_INSTANCES__ ??= new Set();
  g.__MARS_REACT_INSTANCES__.add(react);
}
