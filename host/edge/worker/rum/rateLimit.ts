/** Fixed-window rate limits for what visitors' browsers send the edge (reports, CSP violations). */

/** Reports per client address per minute, and in all per isolate per minute (RUM_PER_CLIENT_PER_MINUTE changes the first). */
export interface Limits {
  perClient: number;
  total: number;
  windowMs: number;
}

export const RUM_LIMITS: Limits = { perClient: 60, total: 6000, windowMs: 60_000 };
/**
 * A fixed-window limit per client and in all, in this isolate's memory only (an address is a key
 * here for a minute, never stored or logged).
 */
export function rateLimiter(): (client: string, now?: number, limits?: Limits) => boolean {
  const windows = new Map<string, { start: number; count: number }>();
  let total = { start: 0, count: 0 };
  /** True when this request is one too many. */
  return function overLimit(client: string, now = Date.now(), limits: Limits = RUM_LIMITS): boolean {
    if (now - total.start >= limits.windowMs) total = { start: now, count: 0 };
    if (++total.count > limits.total) return true;
    let w = windows.get(client);
    if (!w || now - w.start >= limits.windowMs) {
      if (windows.size > 10_000) windows.clear();
      w = { start: now, count: 0 };
      windows.set(client, w);
    }
    return ++w.count > limits.perClient;
  };
}
