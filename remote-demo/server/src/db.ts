/**
 * The store behind the API: PGlite in a data folder by default (no server to install), PostgreSQL
 * when DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations
 * (../migrations/*.sql) serve both.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoRequest } from '../../src/schema/demoRequest';

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface Db {
  driver: 'pglite' | 'postgres';
  /** Runs fn in one transaction: all of it is written, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  query: Queryable['query'];
  close(): Promise<void>;
}

export interface StoredAnswer {
  id: string;
  receivedAt: string;
  /** false when an earlier request with the same Idempotency-Key was found. */
  created: boolean;
  bodyHash: string;
}

// Compiled to server/dist/server/src: the SQL files stay in server/migrations.
const MIGRATIONS = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../migrations' : '../migrations');

export async function openDb(options: { databaseUrl?: string; dataDir?: string; schema?: string }): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl, options.schema) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}

async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dataDir ?? 'memory://');
  return {
    driver: 'pglite',
    query: (sql, params) => pg.query(sql, params as unknown[]) as never,
    transaction: (fn) => pg.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params as unknown[]) as never })),
    close: () => pg.close(),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const { default: pg } = await import('pg');
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  // A schema of its own lets several test suites share one database.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {}); // an idle client lost its connection: the next query reports it
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    driver: 'postgres',
    query: (sql, params) => pool.query(sql, params) as never,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => client.query(sql, params) as never });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function migrate(db: Db): Promise<void> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [file]);
    });
  }
}

/**
 * One statement writes the request and its outbox entry (a statement is atomic on both databases:
 * both rows or neither) and, when the Idempotency-Key was seen before, returns the first request
 * instead. One round trip instead of BEGIN/INSERT/INSERT/COMMIT: on the embedded database every
 * round trip is a pass through the WASM Postgres, so this is what sets its throughput.
 */
const STORE_SQL = `
WITH new_request AS (
  INSERT INTO demo_requests (id, first_name, last_name, company, email, job_title, country_code, phone, idempotency_key, body_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, received_at, body_hash
), queued AS (
  INSERT INTO outbox (request_id) SELECT id FROM new_request
)
SELECT id, received_at, body_hash, true AS created FROM new_request
UNION ALL
SELECT id, received_at, body_hash, false AS created FROM demo_requests
WHERE idempotency_key = $9 AND NOT EXISTS (SELECT 1 FROM new_request)`;

type StoredRow = { id: string; received_at: Date | string; body_hash: string; created: boolean };
const toAnswer = (r: StoredRow): StoredAnswer => ({
  id: r.id,
  receivedAt: new Date(r.received_at).toISOString(),
  created: r.created,
  bodyHash: r.body_hash,
});

/**
 * Stores one accepted request and its outbox entry atomically, before the API answers.
 * With an Idempotency-Key already seen, returns the first answer and writes nothing.
 */
export async function storeRequest(db: Db, req: DemoRequest, idempotencyKey: string | null, bodyHash: string): Promise<StoredAnswer> {
  const params = [randomUUID(), req.firstName, req.lastName, req.company, req.email, req.jobTitle, req.countryCode, req.phone, idempotencyKey, bodyHash];
  const { rows } = await db.query<StoredRow>(STORE_SQL, params);
  if (rows[0]) return toAnswer(rows[0]);
  // Same key sent twice at the same moment: the other request committed after this statement took
  // its snapshot, so its row is only visible to a new statement.
  const first = await db.query<StoredRow>('SELECT id, received_at, body_hash, false AS created FROM demo_requests WHERE idempotency_key = $1', [
    idempotencyKey,
  ]);
  if (!first.rows[0]) throw new Error('idempotency conflict without a stored row');
  return toAnswer(first.rows[0]);
}

export async function countRequests(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM demo_requests');
  return Number(rows[0]?.n ?? 0);
}
