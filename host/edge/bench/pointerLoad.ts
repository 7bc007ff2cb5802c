/**
 * The load on the one pointers object, by simulation: N isolates, each a separate module scope of
 * the edge's real read path (worker/releases/livePointers.ts, imported once per isolate), each serving a
 * page every 1/rate s, against one simulated object — single-threaded (each read holds it
 * `serviceMs`), `rttMs` away. Reports the object's reads per second, the time the read path added to
 * pages (p50/p99), and what visitors get while the object is slowed (+2 s a read) or failing.
 * "before": the read path it replaced (a copy per isolate read again when 250 ms old, each waiting
 * request making its own read), modelled here in a few lines.
 * Each isolate is alone in its location (no location copy to share): the worst case for the object.
 *   pnpm --filter @mars/edge exec tsx bench/pointerLoad.ts [--isolates 1,10,100] [--kinds before,after] [--rate 20] [--seconds 6] [--json]
 */
import { register } from 'node:module';
import { parseArgs } from 'node:util';

register('./cloudflareStub.mjs', import.meta.url);
// The read path logs each failed read; here they are counted in the table instead.
console.error = () => {};

const { values } = parseArgs({
  options: {
    isolates: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    kinds: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const ISOLATES = (values.isolates ?? '1,10,100').split(',').map(Number);
const RATE = Number(values.rate ?? 20); // pages per second per isolate
const SECONDS = Number(values.seconds ?? 6);
const RTT_MS = 50; // an isolate far from the object
const SERVICE_MS = 1; // the object's time per read: at most 1,000 reads/s
const POLICY = { freshMs: 1000, revalidateMs: 5000, readTimeoutMs: 2000, staleIfErrorMs: 86_400_000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One object, one read at a time, `mode`: healthy, slow (+2 s) or failing. */
type Mode = 'healthy' | 'slow' | 'failing';
interface ObjectModel {
  reads: number;
  mode: Mode;
  version: number;
  read(): Promise<{ version: number; apps: Record<string, never> }>;
}

function objectModel(): ObjectModel {
  let queue = Promise.resolve();
  const o: ObjectModel = { reads: 0, mode: 'healthy', version: 1, read: async () => ({ version: 0, apps: {} }) };
  o.read = async () => {
    await sleep(RTT_MS / 2);
    const served = queue.then(async () => {
      o.reads++;
      await sleep(SERVICE_MS);
    });
    queue = served;
    await served;
    if (o.mode === 'slow') await sleep(2000);
    await sleep(RTT_MS / 2);
    if (o.mode === 'failing') throw new Error('object unavailable');
    return { version: o.version, apps: {} };
  };
  return o;
}

/** The read path before: 250 ms per isolate, no shared read, no stale-if-error. */
function beforeReadPath(object: ObjectModel) {
  let snapshot: { at: number; value: unknown } | null = null;
  return async () => {
    if (snapshot && Date.now() - snapshot.at < 250) return snapshot.value;
    const value = await object.read();
    snapshot = { at: Date.now(), value };
    return value;
  };
}

async function afterReadPath(object: ObjectModel, i: number) {
  // A module scope of its own per isolate (the query makes each import new); typed here, as the
  // Worker's module is checked against the Workers runtime's types, not Node's.
  const mod = (await import(`../worker/releases/livePointers.ts?isolate=${i}-${Math.random()}`)) as {
    livePointers(env: never, ctx: unknown): Promise<{ pointers: unknown }>;
  };
  const env = { POINTERS: { idFromName: () => 'live', get: () => object }, POINTERS_READ_POLICY: POLICY } as never;
  const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => {}) };
  return async () => (await mod.livePointers(env, ctx)).pointers;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : null;
};

/** `isolates` isolates serving pages for SECONDS; the object turns `mode` for the last third. */
async function run(kind: string, isolates: number, mode: Mode) {
  const object = objectModel();
  const paths = await Promise.all(
    Array.from({ length: isolates }, (_, i) => (kind === 'before' ? beforeReadPath(object) : afterReadPath(object, i))),
  );
  // Warm: each isolate has read once.
  await Promise.all(paths.map((p) => p().catch(() => {})));
  const added: number[] = [];
  let failed = 0;
  let pages = 0;
  const start = Date.now();
  const readsAtStart = object.reads;
  const faultAt = mode === 'healthy' ? Number.POSITIVE_INFINITY : start + (SECONDS * 1000 * 2) / 3;
  const gap = 1000 / RATE;
  await Promise.all(
    paths.map(async (path, i) => {
      await sleep((i % 50) * (gap / 50)); // isolates out of step
      const inflight: Promise<void>[] = [];
      while (Date.now() - start < SECONDS * 1000) {
        if (Date.now() >= faultAt) object.mode = mode;
        const t = Date.now();
        inflight.push(
          path().then(
            () => {
              pages++;
              added.push(Date.now() - t);
            },
            () => {
              pages++;
              failed++;
            },
          ),
        );
        await sleep(gap);
      }
      await Promise.all(inflight);
    }),
  );
  const seconds = (Date.now() - start) / 1000;
  return {
    kind,
    isolates,
    mode,
    objectReadsPerSecond: Math.round((object.reads - readsAtStart) / seconds),
    p50AddedMs: quantile(added, 0.5),
    p99AddedMs: quantile(added, 0.99),
    pages,
    pagesFailed: failed,
  };
}

const rows: Awaited<ReturnType<typeof run>>[] = [];
for (const isolates of ISOLATES)
  for (const kind of (values.kinds ?? 'before,after').split(','))
    for (const mode of ['healthy', 'slow', 'failing'] as const) {
      const r = await run(kind, isolates, mode);
      rows.push(r);
      if (!values.json)
        console.log(
          `${kind.padEnd(6)} ${String(isolates).padStart(4)} isolates, object ${mode.padEnd(7)}: ${String(r.objectReadsPerSecond).padStart(5)} object reads/s, added p50 ${r.p50AddedMs} ms / p99 ${r.p99AddedMs} ms, ${r.pagesFailed} of ${r.pages} pages failed`,
        );
    }
if (values.json) console.log(JSON.stringify(rows, null, 2));
