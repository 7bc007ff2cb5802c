/**
 * Load on one URL of the local edge with autocannon: a fixed number of requests over keep-alive
 * connections on loopback, each answered in full before the connection sends the next. Reports
 * latency percentiles (ms) and requests per second as connections ÷ mean latency (autocannon ends
 * a run on a whole-second tick, so counting against the clock would round a 2.2 s run to 3 s).
 */
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ requests?: number, connections?: number, headers?: Record<string, string> }} [o]
 */
export async function edgeLoad(url, { requests = 2000, connections = 8, headers = {} } = {}) {
  // A short warm-up first: the first answers fill the edge's caches (release files read once).
  await autocannon({ url, amount: 50, connections: 2, headers });
  return summary(url, await autocannon({ url, amount: requests, connections, headers }), connections);
}

/** An autocannon run in figures; any failed answer fails the run. */
function summary(what, r, connections) {
  if (r.errors || r.non2xx) throw new Error(`${what}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return {
    requests: r.requests.total,
    connections,
    rps: Math.round(connections / (r.latency.average / 1000)),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
  };
}

/**
 * The real-visitor collector under load: `requests` reports, each a new page view with four
 * metrics, POSTed as a page's sendBeacon does. Needs a site whose per-client limit is raised
 * (MARS_RUM_PER_CLIENT): every request here comes from one address.
 * @param {string} site
 * @param {{ requests?: number, connections?: number, composition: string, remotes: Record<string, string> }} o
 */
export async function collectorLoad(site, { requests = 5000, connections = 20, composition, remotes }) {
  let n = 0;
  const beacon = () =>
    JSON.stringify({
      v: 1,
      view: `bench${Date.now().toString(36)}${(n++).toString(36).padStart(8, '0')}`,
      composition,
      path: '/blog',
      remotes,
      metrics: [
        { name: 'LCP', value: 800 + (n % 400), remote: 'blog', target: 'h1' },
        { name: 'CLS', value: 0.01, remote: null },
        { name: 'INP', value: 40 + (n % 80), remote: 'blog', target: 'a.card' },
        { name: 'TTFB', value: 30 },
      ],
      events: n % 50 === 0 ? [{ kind: 'error', remote: 'blog', message: 'bench error' }] : [],
    });
  const options = {
    url: `${site}/_edge/rum`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: beacon() }) }],
  };
  await autocannon({ ...options, amount: 50, connections: 2 });
  return summary('collector', await autocannon({ ...options, amount: requests, connections }), connections);
}

/**
 * The cost of composing a page: every request asks for the same page with a query parameter it has
 * not seen, so the edge composes it anew each time (its page cache is keyed by URL) instead of
 * serving a kept composition. `connections` keep-alive connections, `requests` in all.
 * @param {string} url
 * @param {{ requests?: number, connections?: number }} [o]
 */
export async function composeLoad(url, { requests = 3000, connections = 8 } = {}) {
  const client = await timedClient(connections, { 'accept-encoding': 'gzip' });
  const run = Date.now().toString(36);
  for (let i = 0; i < 50; i++) await client.get(`${url}?warm=${run}-${i}`);
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) latencies.push(await client.get(`${url}?compose=${run}-${next++}`));
    }),
  );
  client.close();
  return { requests, connections, ...percentiles(latencies) };
}

/** GETs over `connections` keep-alive connections, each answered in full; resolves with its time (ms), fails on a 4xx/5xx. */
async function timedClient(connections, headers) {
  const { default: http } = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (target) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(target, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode < 400 ? resolve(performance.now() - started) : reject(new Error(`HTTP ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** p50, p99 and max of some latencies (ms, one decimal). */
function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}
