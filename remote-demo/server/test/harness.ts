import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { FORM_TOKEN_FIELD, issueFormToken } from '@mars/shared/form-token';
import type { FastifyInstance } from 'fastify';
import { buildApp, SUBMIT_PATH } from '../src/app';
import { type ApiConfig, loadConfig } from '../src/config';
import { type Db, openDb } from '../src/db';

/** The two stores every server test runs against: embedded by default, PostgreSQL when configured. */
export const DRIVERS = ['pglite', 'postgres'] as const;
export type Driver = (typeof DRIVERS)[number];

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://mars:mars@127.0.0.1:5432/mars_test';

export interface Api {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: ApiConfig;
  logs: string[];
  /** POSTs JSON; an object body without a form token gets one issued 10 s ago (a person's pace). */
  post(body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  close(): Promise<void>;
}

export async function openTestDb(driver: Driver): Promise<Db> {
  if (driver === 'pglite') return openDb({});
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let db: Db;
  try {
    db = await openDb({ databaseUrl: DATABASE_URL, schema });
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at ${DATABASE_URL} (run: bash .ci/setup): ${(err as Error).message}`);
  }
  // The schema is this database's alone: closing it drops it, so no run leaves one behind.
  const close = db.close;
  db.close = async () => {
    try {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await close();
    }
  };
  return db;
}

/** Starts the API on a random loopback port, over real HTTP. */
/** How old a person's form token is in these tests: well past the tests' minimum fill time. */
export const PERSON_TOKEN_AGE_MS = 120_000;

export async function startApi(driver: Driver, overrides: Partial<ApiConfig> = {}, existingDb?: Db): Promise<Api> {
  const db = existingDb ?? (await openTestDb(driver));
  // A minimum fill time no test can outlast by being slow: "too fast" is a token younger than a minute,
  // "a person" one from before it (PERSON_TOKEN_AGE_MS), whatever the machine's speed.
  const config: ApiConfig = {
    ...loadConfig({}),
    logLevel: 'info',
    rateLimit: { max: 100_000, windowMs: 60_000 },
    formMinFillMs: 60_000,
    ...overrides,
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp(db, config, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    app,
    config,
    logs,
    async post(body, headers = {}) {
      // As the live form sends it: with a token from when the form appeared (a person's pace).
      const withToken =
        body && typeof body === 'object' && !Array.isArray(body) && !(FORM_TOKEN_FIELD in body)
          ? { ...body, [FORM_TOKEN_FIELD]: await issueFormToken(config.formTokenSecret, Date.now() - PERSON_TOKEN_AGE_MS) }
          : body;
      const res = await fetch(`${url}${SUBMIT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof withToken === 'string' ? withToken : JSON.stringify(withToken),
      });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text);
      } catch {
        json = { raw: text };
      }
      return { status: res.status, json, headers: res.headers };
    },
    async close() {
      await app.close();
      await db.close().catch(() => {});
    },
  };
}

export const validBody = (n = 0) => ({
  firstName: 'Ana',
  lastName: 'Lee',
  company: 'Harbour View Apartments',
  email: `ana.${n}.${randomUUID().slice(0, 8)}@example.com`,
  jobTitle: 'Property Manager',
  countryCode: '+1',
  phone: '(415) 555-0142',
});

export async function count(db: Db, table: 'demo_requests' | 'outbox'): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n ?? 0);
}
