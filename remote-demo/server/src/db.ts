/**
 * The store behind the API: PGlite in a data folder by default (no server to install), PostgreSQL
 * when DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations
 * (../migrations/*.sql) serve both.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoRequestWithSetup as DemoRequest } from '../../src/schema/withSetup';

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
 * Group commit: requests that arrive while a write is in flight are written together by the next
 * one, in a single statement for the whole batch (both tables; a statement is atomic on both
 * databases, so a batch is written entirely or not at all, and every request in it is answered only
 * after that). A write starts at the end of the current event-loop turn (setImmediate), never on
 * a timer, so a lone request is not held back. On the embedded database every statement is a
 * synchronous pass through the WASM Postgres that blocks the event loop: one per batch instead of
 * one per request, and yielding to I/O between batches so the next batch can gather, is what lets
 * it keep up with the HTTP side.
 */
const STORE_BATCH_SQL = `
WITH input AS (
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
    WITH ORDINALITY AS i(id, first_name, last_name, company, email, job_title, country_code, phone, idempotency_key, body_hash, flagged, composition, setup, ord)
), new_request AS (
  INSERT INTO demo_requests (id, first_name, last_name, company, email, job_title, country_code, phone, idempotency_key, body_hash, flagged, composition, setup)
  SELECT id, first_name, last_name, company, email, job_title, country_code, phone, idempotency_key, body_hash, flagged, composition, setup::jsonb FROM input ORDER BY ord
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, received_at, body_hash, flagged
), queued AS (
  -- Flagged requests (they look automated) are kept, never delivered.
  INSERT INTO outbox (request_id) SELECT id FROM new_request WHERE flagged IS NULL
)
SELECT id, received_at, body_hash FROM new_request`;

/** The most requests one statement writes. */
const MAX_BATCH = 200;

type StoredRow = { id: string; received_at: Date | string; body_hash: string };
const toAnswer = (r: StoredRow, created: boolean): StoredAnswer => ({
  id: r.id,
  receivedAt: new Date(r.received_at).toISOString(),
  created,
  bodyHash: r.body_hash,
});

interface Pending {
  id: string;
  req: DemoRequest;
  key: string | null;
  hash: string;
  flagged: string | null;
  composition: string | null;
  resolve: (answer: StoredAnswer) => void;
  reject: (err: unknown) => void;
}

class GroupCommit {
  private queue: Pending[] = [];
  private writing = false;
  constructor(private readonly db: Db) {}

  store(req: DemoRequest, key: string | null, hash: string, flagged: string | null, composition: string | null): Promise<StoredAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: randomUUID(), req, key, hash, flagged, composition, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      await this.write(this.queue.splice(0, MAX_BATCH));
      // Let the requests that arrived meanwhile be read and queued before the next write.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.writing = false;
  }

  private async write(batch: Pending[]) {
    const column = (pick: (p: Pending) => string | null) => batch.map(pick);
    let rows: StoredRow[];
    try {
      ({ rows } = await this.db.query<StoredRow>(STORE_BATCH_SQL, [
        column((p) => p.id),
        column((p) => p.req.firstName),
        column((p) => p.req.lastName),
        column((p) => p.req.company),
        column((p) => p.req.email),
        column((p) => p.req.jobTitle),
        column((p) => p.req.countryCode),
        column((p) => p.req.phone),
        column((p) => p.key),
        column((p) => p.hash),
        column((p) => p.flagged),
        column((p) => p.composition),
        column((p) => (p.req.setup ? JSON.stringify(p.req.setup) : null)),
      ]));
    } catch (err) {
      // One bad row must not cost the others their answer: write them one by one to find it.
      if (batch.length > 1) for (const p of batch) await this.write([p]);
      else batch[0]?.reject(err);
      return;
    }
    const written = new Map(rows.map((r) => [r.id, r]));
    for (const p of batch) {
      const row = written.get(p.id);
      if (row) p.resolve(toAnswer(row, true));
      // Not written: its Idempotency-Key was already stored (earlier, or by an earlier request in
      // this batch). The first answer is committed now, so a new statement sees it.
      else this.firstAnswer(p.key).then(p.resolve, p.reject);
    }
  }

  private async firstAnswer(key: string | null): Promise<StoredAnswer> {
    const { rows } = await this.db.query<StoredRow>('SELECT id, received_at, body_hash FROM demo_requests WHERE idempotency_key = $1', [
      key,
    ]);
    if (!rows[0]) throw new Error('idempotency conflict without a stored row');
    return toAnswer(rows[0], false);
  }
}

const writers = new WeakMap<Db, GroupCommit>();

/**
 * Stores one accepted request and its outbox entry atomically; resolves only once they are written.
 * A flagged request (why it looks automated) is stored without an outbox entry: never delivered.
 * `composition` is the composition id of the page it came from (see compositionOf in app.ts).
 * With an Idempotency-Key already seen, returns the first answer and writes nothing.
 */
export function storeRequest(
  db: Db,
  req: DemoRequest,
  idempotencyKey: string | null,
  bodyHash: string,
  flagged: string | null = null,
  composition: string | null = null,
): Promise<StoredAnswer> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupCommit(db);
    writers.set(db, writer);
  }
  return writer.store(req, idempotencyKey, bodyHash, flagged, composition);
}

export async function countRequests(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM demo_requests');
  return Number(rows[0]?.n ?? 0);
}
