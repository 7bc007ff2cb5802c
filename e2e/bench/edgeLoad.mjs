/**
 * Load on one URL of the local edge with autocannon: a fixed number of requests over keep-alive
 * connections on loopback, answered in full. Reports requests/s and latency percentiles (ms).
 */
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ requests?: number, connections?: number, headers?: Record<string, string> }} [o]
 */
export async function edgeLoad(url, { requests = 2000, connections = 8, headers = {} } = {}) {
  // A short warm-up first: the first answers fill the edge's caches (release files read once).
  await autocannon({ url, amount: 50, connections: 2, headers });
  const started = performance.now();
  const r = await autocannon({ url, amount: requests, connections, headers });
  // Own clock: autocannon's per-second samples are too coarse for a run of a few seconds.
  const seconds = (performance.now() - started) / 1000;
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return {
    requests: r.requests.total,
    connections,
    rps: Math.round(r.requests.total / seconds),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
  };
}
