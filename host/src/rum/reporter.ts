/**
 * One page view's real-visitor report, sent to the edge (`POST /_edge/rum`, first-party) with
 * sendBeacon: errors and fallbacks soon after they happen, the Web Vitals when the page is hidden.
 * The report carries a random id for this page view only, the path without its query, the
 * composition id and the releases shown — no cookie, nothing about the visitor.
 */
import { pageRemotes } from './attribution';

export const RUM_ENDPOINT = '/_edge/rum';
const EVENTS_PER_VIEW = 20;
const FLUSH_DELAY_MS = 1000;

export type MetricName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export interface MetricReport {
  name: MetricName;
  value: number;
  remote: string | null;
  target?: string;
}
export interface EventReport {
  /** `recovery`: the page's release was gone and the page was loaded whole (recovery/staleRelease.ts). */
  kind: 'error' | 'rejection' | 'fallback' | 'recovery';
  remote: string | null;
  message: string;
  source?: string;
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface Reporter {
  metric(m: MetricReport): void;
  event(e: EventReport): void;
  /** Sends what is waiting now. */
  flush(): void;
}

/**
 * @param composition the page's composition id
 * @param send how a report leaves (sendBeacon in the page; a spy in tests)
 */
export function createReporter(composition: string, send: (body: string) => void, doc: Document = document): Reporter {
  const view = randomId();
  const path = location.pathname.slice(0, 200);
  const remotes: Record<string, string> = {};
  const metrics = new Map<MetricName, MetricReport>();
  let events: EventReport[] = [];
  let eventsSent = 0;
  // The view itself is a sample, measured or not: it is sent at least once, when the page is hidden.
  let dirty = true;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    Object.assign(remotes, pageRemotes(doc));
    if (!dirty) return;
    dirty = false;
    const body = { v: 1, view, composition, path, remotes, metrics: [...metrics.values()], events };
    events = [];
    send(JSON.stringify(body));
  };
  const soon = () => {
    dirty = true;
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  // The last moment a page is sure to be seen: report then (also on bfcache and tab switches).
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);

  return {
    metric(m) {
      metrics.set(m.name, {
        ...m,
        value: Math.round(m.name === 'CLS' ? m.value * 10_000 : m.value) / (m.name === 'CLS' ? 10_000 : 1),
        target: m.target?.slice(0, 200),
      });
      dirty = true;
      // Web Vitals report as the page is hidden, after this report's own listener has run: send now.
      if (doc.visibilityState === 'hidden') flush();
    },
    event(e) {
      if (eventsSent >= EVENTS_PER_VIEW) return;
      eventsSent++;
      events.push({ ...e, message: e.message.slice(0, 300), source: e.source?.split(/[?#]/)[0]?.slice(0, 300) });
      soon();
    },
    flush,
  };
}
