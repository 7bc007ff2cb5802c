/** Types for firstView.mjs (the edge's half of first views). */
export { FIRST_VIEW_FILE } from '../src/firstView/format.mjs';
export function scriptHash(script: string): string;
export function composeFirstView(
  page: string,
  parts: { shell: unknown; remote: unknown; key: string; releaseBase: string },
): { page: string; scriptHashes: string[] };
