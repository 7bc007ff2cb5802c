/**
 * `pnpm --filter remote-demo bench`: load-tests POST /um-web-api/submit-form with autocannon on the
 * embedded database (PGlite on disk) and on PostgreSQL (DATABASE_URL), with the network rate limit
 * raised and every check in place: each request has its own e-mail address (the per-address limit
 * runs and lets it through) and a form token from 10 s before (the bot check verifies it).
 * Prints accepted requests per second, p50/p99 latency, and checks stored rows = 2xx answers.
 */

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { issueFormToken, LOCAL_FORM_TOKEN_SECRET } from '@mars/shared/form-token';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { countRequests, openDb } from '../src/db';

/** The part of autocannon's result and instance this bench reads (the package ships no types). */
interface LoadResult {
  duration: number;
  errors: number;
  latency: { p50: number; p99: number };
}
type Autocannon = (
  opts: Record<string, unknown>,
  done: (err: Error | null, result: LoadResult) => void,
) => { on(event: 'response', cb: (client: unknown, statusCode: number) => void): void };
const autocannon: Autocannon = require('autocannon');

/** Runs autocannon and counts every answer itself (autocannon's own tally leaves out the last in-flight ones). */
function load(opts: Record<string, unknown>): Promise<{ result: LoadResult; answers2xx: number; answersOther: number }> {
  return new Promise((resolve, reject) => {
    let answers2xx = 0;
    let answersOther = 0;
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ result, answers2xx, answersOther })));
    instance.on('response', (_client, statusCode) => {
      if (statusCode >= 200 && statusCode < 300) answers2xx++;
      else answersOther++;
    });
  });
}

/** A fixed number of requests (not a duration), so every request sent is also answered and counted. */
const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The n-th request's body: its own e-mail address, a person's form token. */
const bodyOf = (n: number, formToken: string) =>
  JSON.stringify({
    firstName: 'Ana',
    lastName: 'Lee',
    company: 'Harbour View Apartments',
    email: `ana.${n}@example.com`,
    jobTitle: 'Property Manager',
    countryCode: '+1',
    phone: '(415) 555-0142',
    formToken,
    website: '',
  });

/** Where the API under test keeps its data. */
type Target = { label: string; dataDir?: string; databaseUrl?: string; schema?: string };
type FromWorker = { type: 'ready'; port: number } | { type: 'count'; n: number } | { type: 'closed' } | { type: 'error'; message: string };

/**
 * The API runs in a worker thread: the load generator must not share its event loop (clients are
 * other machines in real life; here they at least get their own thread, and the 2 cores are split
 * between them).
 */
async function serveInWorker(target: Target) {
  const port = parentPort as NonNullable<typeof parentPort>;
  try {
    const db = await openDb(target);
    const config = { ...loadConfig({}), logLevel: 'warn', rateLimit: { max: 1_000_000_000, windowMs: 60_000 } };
    const app = await buildApp(db, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port.on('message', async (m: 'count' | 'close') => {
      if (m === 'count') port.postMessage({ type: 'count', n: await countRequests(db) });
      if (m === 'close') {
        await app.close();
        await db.close();
        port.postMessage({ type: 'closed' });
      }
    });
    port.postMessage({ type: 'ready', port: (app.server.address() as AddressInfo).port });
  } catch (err) {
    port.postMessage({ type: 'error', message: (err as Error).message });
  }
}

function startApi(target: Target) {
  const worker = new Worker(__filename, { workerData: target });
  const next = <T extends FromWorker['type']>(type: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromWorker) => {
        if (m.type === 'error') reject(new Error(m.message));
        else if (m.type === type) {
          worker.off('message', onMessage);
          resolve(m as Extract<FromWorker, { type: T }>);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  return {
    ready: next('ready'),
    count: async () => {
      const answer = next('count');
      worker.postMessage('count');
      return (await answer).n;
    },
    close: async () => {
      const closed = next('closed');
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

async function run(target: Target) {
  const api = startApi(target);
  const { port } = await api.ready;
  const url = `http://127.0.0.1:${port}/um-web-api/submit-form`;
  const before = await api.count();
  const formToken = await issueFormToken(LOCAL_FORM_TOKEN_SECRET, Date.now() - 10_000);
  let n = 0;
  const started = performance.now();
  const {
    result: r,
    answers2xx: accepted,
    answersOther,
  } = await load({
    url,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: bodyOf(n++, formToken) }),
      },
    ],
    connections: CONNECTIONS,
    amount: AMOUNT,
  });
  // Own clock: autocannon's `duration` is whole seconds, too coarse for a 5 s run.
  const seconds = (performance.now() - started) / 1000;
  await new Promise((res) => setTimeout(res, 200)); // let the last answers land
  const stored = (await api.count()) - before;
  console.log(
    `${target.label.padEnd(10)} ${(accepted / seconds).toFixed(0)} accepted req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `${accepted} 2xx, ${answersOther} other, ${r.errors} errors, stored rows ${stored} ${stored === accepted ? '= 2xx ✓' : '≠ 2xx ✗'}`,
  );
  await api.close();
  return stored === accepted;
}

async function main() {
  console.log(`autocannon: ${AMOUNT} requests over ${CONNECTIONS} connections, per database (API in its own thread)`);
  let ok = await run({ label: 'PGlite', dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'demo-bench-')), 'pglite') });
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://mars:mars@127.0.0.1:5432/mars_test';
  try {
    ok = (await run({ label: 'PostgreSQL', databaseUrl, schema: `bench_${Date.now()}` })) && ok;
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
  process.exit(ok ? 0 : 1);
}

if (isMainThread) void main();
else void serveInWorker(workerData as Target);
