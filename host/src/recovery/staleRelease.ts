/**
 * An open tab past the retention window (edge: worker/releases/retentionPolicy.ts): the releases it
 * booted with may be gone from the bucket, and the next remote, chunk or manifest it asks for is then
 * not found. Inside the window that never happens — the tab runs the composition it booted with —
 * so a failed load is first asked about: is the file the tab needed *gone* (404/410 from the edge,
 * no cache), or is something down (a fallback and its retries: RemoteFallback.tsx)? Gone means the
 * tab is stale, and retrying the same release cannot help: the page is loaded whole at the same
 * address, from the live releases, with what the visitor typed kept (keptValues.ts) — in the page
 * that failed and in the page the visitor just left, when the failure came with a navigation. The
 * recovery is counted in the real-visitor report, per app and release (rum/).
 *
 * One full load per address a minute at most: a page whose live releases fail the same way (a store
 * that lost them) keeps its fallbacks instead of reloading again.
 */
import { keepValues, sessionStorageOrNull, type TypedValues, typedValues } from './keptValues';
import type { FailedLoad } from './loadFailed';

const RECOVERED_PREFIX = 'mars:recovered:';
const ONE_RECOVERY_MS = 60_000;

const addressOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

/** The page shown now (as far as the app's navigations go), and the one the visitor left last, with what was typed there. */
let shown: string | null = null;
let left: { address: string; values: TypedValues } | null = null;
let recovering = false;

/**
 * Notes what was typed in a page as the app navigates away from it — a link followed, back or
 * forward — before the app's router replaces it (capture phase, so before the router's own
 * listeners): if the next page finds its release gone, the full load keeps those values too.
 */
export function rememberPagesLeft(doc: Document = document, win: Window = window): void {
  shown = addressOf(win.location);
  doc.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== win.location.origin) return;
      left = { address: addressOf(win.location), values: typedValues(doc) };
      shown = addressOf(link);
    },
    true,
  );
  // The address has changed already; the page on screen is still the one at `shown`.
  win.addEventListener(
    'popstate',
    () => {
      if (shown) left = { address: shown, values: typedValues(doc) };
      shown = addressOf(win.location);
    },
    true,
  );
}

/** Whether the edge says `url` is not there (404/410 to a request past every cache); anything else is not "gone". */
export async function isGone(url: string, doFetch: typeof fetch = globalThis.fetch): Promise<boolean> {
  try {
    const res = await doFetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return res.status === 404 || res.status === 410;
  } catch {
    return false;
  }
}

/**
 * After a failed load: when its file is gone, keeps what was typed, reports the recovery and loads
 * the page whole at the same address. Resolves true when it did (the page is going).
 */
export async function recoverIfGone(
  failed: FailedLoad,
  {
    report,
    reload = () => location.reload(),
    doFetch = globalThis.fetch,
    storage = sessionStorageOrNull(),
    now = Date.now(),
  }: {
    report: (failed: FailedLoad) => void;
    reload?: () => void;
    doFetch?: typeof fetch;
    storage?: Storage | null;
    now?: number;
  },
): Promise<boolean> {
  if (recovering) return true;
  if (!failed.url || !(await isGone(failed.url, doFetch))) return false;
  const address = addressOf(location);
  const last = Number(storage?.getItem(RECOVERED_PREFIX + address) ?? 0);
  if (now - last < ONE_RECOVERY_MS) return false;
  recovering = true;
  storage?.setItem(RECOVERED_PREFIX + address, String(now));
  report(failed);
  if (left && left.address !== address) keepValues(left.address, left.values, storage);
  keepValues(address, typedValues(), storage);
  console.warn(`[host] ${failed.app} ${failed.release ?? ''} is no longer published: loading ${address} again, with what was typed kept`);
  reload();
  return true;
}

/** For tests: forget what this module noted. */
export function forgetRecoveryState(): void {
  shown = null;
  left = null;
  recovering = false;
}
