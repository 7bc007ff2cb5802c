/** Types for firstView.mjs (the edge's half of first views). */
export const FIRST_VIEW_FILE: string;
export const RELEASE_BASE_PLACEHOLDER: string;
export const SLOT_MARKER: string;
export const SHELL_VIEW: string;
export function scriptHash(script: string): string;
export function composeFirstView(
  page: string,
  parts: { shell: unknown; remote: unknown; key: string; releaseBase: string },
): { page: string; scriptHashes: string[] };
