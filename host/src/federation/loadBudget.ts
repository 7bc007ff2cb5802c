/**
 * How long a remote may keep the page waiting: its manifest and its remoteEntry.js (applied by
 * remoteLoadPlugin.ts). Without it the manifest fetch has no timeout and a hung remoteEntry.js waits 20 s. Quick failures (connection refused) are retried inside the
 * same 3 s budget; a remote that never answers fails after 3 s and its slot shows the fallback.
 */
export const REMOTE_LOAD_BUDGET_MS = 3000;
const MAX_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function fetchWithBudget(
  url: string,
  init: RequestInit,
  budgetMs = REMOTE_LOAD_BUDGET_MS,
  doFetch: typeof fetch = fetch,
): Promise<Response> {
  const deadline = Date.now() + budgetMs;
  let lastError: unknown;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    try {
      // Default cache mode: the server's headers decide (a release's manifest is immutable; a manifest
      // at a fixed URL is served no-cache), and the page's <link rel="preload"> can be reused.
      const res = await doFetch(url, { ...init, signal: AbortSignal.timeout(remaining) });
      if (res.ok || res.status < 500) return res;
      lastError = new Error(`HTTP ${res.status} for ${url}`);
    } catch (err) {
      lastError = err;
    }
    await sleep(Math.min(150 * attempt, Math.max(0, deadline - Date.now())));
  }
  throw lastError instanceof Error ? lastError : new Error(`Timed out loading ${url}`);
}
