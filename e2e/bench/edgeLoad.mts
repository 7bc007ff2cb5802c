/** The edge under load (autocannon on loopback; each request answered before its connection sends the next). */
import autocannon from 'autocannon';

type Options = autocannon.Options & { amount: number };

/** One autocannon run, and what each failed request met (a timeout, a reset…), counted by message. */
function run(options: Options) {
  const failures = new Map<string, number>();
  return new Promise<autocannon.Result & { failures: string }>((resolve, reject) => {
    const tracker = autocannon(options, (err, result) =>
      err ? reject(err) : resolve({ ...result, failures: [...failures].map(([m, n]) => `${n}× ${m}`).join(', ') }),
    );
    tracker.on('reqError', (err: Error) => failures.set(err.message, (failures.get(err.message) ?? 0) + 1));
  });
}

/** A warm-up (the first answers fill the edge's caches), then the load; any failed answer fails it. */
async function load(what: string, options: Options & { connections: number }) {
  await run({ ...options, amount: 50, connections: 2 });
  const { errors, failures, non2xx, requests, latency } = await run(options);
  if (errors || non2xx) throw new Error(`edge load, ${what}: ${errors} errors (${failures}), ${non2xx} non-2xx answers`);
  // Connections ÷ mean latency: autocannon ends a run on a whole-second tick.
  const rps = Math.round(options.connections / (latency.average / 1000));
  console.log(`edge, ${what}, ${options.connections} connections: ${rps} req/s, p50 ${latency.p50} ms, p99 ${latency.p99} ms`);
  return { requests: requests.total, connections: options.connections, rps, p50: latency.p50, p99: latency.p99, max: latency.max };
}
export type Load = Awaited<ReturnType<typeof load>>;

/**
 * At 8 and 20 connections: a composed page, the home page (a form: its token stamped each second)
 * and a release file, as kept; a page composed anew (a URL the edge has not seen: it keeps a
 * composition by URL); the real-visitor collector (the site's per-client limit raised for it).
 */
export async function edgeLoad(site: string, amount: { requests: number; composed: number; reports: number }) {
  const config = await (await fetch(`${site}/runtime-config.json`)).json();
  const manifest = await (await fetch(config.remotes.marketing)).json();
  const headers = { 'accept-encoding': 'gzip' };
  const each = (change: (n: number) => object) => {
    let n = 0;
    return [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...change(n++) }) }];
  };
  const run = Date.now().toString(36);
  const anew = (path: string) => ({
    url: site,
    amount: amount.composed,
    headers,
    requests: each((n) => ({ path: `${path}?c=${run}-${n}` })),
  });
  const remotes = Object.fromEntries(Object.entries<string>(config.remotes).map(([app, url]) => [app, url.split('/').at(-2)]));
  const metrics = [
    { name: 'LCP', value: 900, remote: 'blog', target: 'h1' },
    { name: 'CLS', value: 0.01, remote: null },
    { name: 'INP', value: 60, remote: 'blog', target: 'a.card' },
    { name: 'TTFB', value: 30 },
  ];
  // A report as a page's sendBeacon sends it: a new page view, its metrics, an error every 50 views.
  const report = (n: number) => ({
    body: JSON.stringify({
      v: 1,
      view: `bench${run}${String(n).padStart(8, '0')}`,
      composition: config.composition,
      path: '/blog',
      remotes,
      metrics,
      events: n % 50 ? [] : [{ kind: 'error', remote: 'blog', message: 'bench error' }],
    }),
  });
  const collector = {
    url: `${site}/_edge/rum`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    requests: each(report),
  };
  const loads: [string, Options][] = [
    ['composed page', { url: `${site}/product/mars-hub`, amount: amount.requests, headers }],
    ['composed home', { url: `${site}/`, amount: amount.requests, headers }],
    ['release file', { url: new URL(manifest.metaData.remoteEntry.name, config.remotes.marketing).href, amount: amount.requests, headers }],
    ['composed anew, product page', anew('/product/mars-hub')],
    ['composed anew, home', anew('/')],
    ['collector', { ...collector, amount: amount.reports }],
  ];
  const out: Record<string, Load> = {};
  for (const [name, options] of loads)
    for (const connections of [8, 20]) out[`${name} @${connections}`] = await load(name, { ...options, connections });
  return out;
}
