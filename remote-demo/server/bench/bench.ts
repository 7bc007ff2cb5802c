/**
 * `pnpm --filter remote-demo bench`: load-tests POST /um-web-api/submit-form with autocannon on the
 * embedded database (PGlite on disk) and on PostgreSQL (DATABASE_URL), with the rate limit raised.
 * Prints accepted requests per second, p50/p99 latency, and checks stored rows = 2xx answers.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { countRequests, type Db, openDb } from '../src/db';

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
const body = JSON.stringify({
  firstName: 'Ana',
  lastName: 'Lee',
  company: 'Harbour View Apartments',
  email: 'ana@example.com',
  jobTitle: 'Property Manager',
  countryCode: '+1',
  phone: '(415) 555-0142',
});

async function run(label: string, db: Db) {
  const config = { ...loadConfig({}), logLevel: 'warn', rateLimit: { max: 1_000_000_000, windowMs: 60_000 } };
  const app = await buildApp(db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/um-web-api/submit-form`;
  const before = await countRequests(db);
  const {
    result: r,
    answers2xx: accepted,
    answersOther,
  } = await load({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    amount: AMOUNT,
  });
  const seconds = r.duration;
  await new Promise((res) => setTimeout(res, 200)); // let the last answers land
  const stored = (await countRequests(db)) - before;
  console.log(
    `${label.padEnd(10)} ${(accepted / seconds).toFixed(0)} accepted req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `${accepted} 2xx, ${answersOther} other, ${r.errors} errors, stored rows ${stored} ${stored === accepted ? '= 2xx ✓' : '≠ 2xx ✗'}`,
  );
  await app.close();
  await db.close();
  return stored === accepted;
}

(async () => {
  console.log(`autocannon: ${AMOUNT} requests over ${CONNECTIONS} connections, per database`);
  let ok = await run('PGlite', await openDb({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'demo-bench-')), 'pglite') }));
  const url = process.env.DATABASE_URL ?? 'postgres://mars:mars@127.0.0.1:5432/mars_test';
  try {
    ok = (await run('PostgreSQL', await openDb({ databaseUrl: url, schema: `bench_${Date.now()}` }))) && ok;
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
  process.exit(ok ? 0 : 1);
})();
