import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { startOutboxWorker } from '../src/outbox';
import { count, DRIVERS, openTestDb, startApi, validBody } from './harness';

const quietLog = { info: () => {}, warn: () => {} };

/** A CRM webhook stand-in whose answer the test controls. */
async function webhook(): Promise<{ url: string; up: boolean; received: Record<string, unknown>[]; server: Server }> {
  const state = { url: '', up: false, received: [] as Record<string, unknown>[], server: null as unknown as Server };
  state.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (!state.up) {
        res.writeHead(503).end();
        return;
      }
      state.received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => state.server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/hook`;
  return state;
}

describe.each(DRIVERS)('durability (%s)', (driver) => {
  it('database unavailable: 503 with a clear message, and /healthz says so', async () => {
    const api = await startApi(driver);
    try {
      await api.db.close();
      const res = await api.post(validBody());
      expect(res.status).toBe(503);
      expect(res.json.error).toMatch(/temporarily unavailable/);
      const health = await fetch(`${api.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ database: 'unavailable' });
    } finally {
      await api.close(); // the database is closed already: only the server is left
    }
  });

  it('a failure half-way through the write leaves nothing half-written', async () => {
    const api = await startApi(driver);
    try {
      // Make the outbox half of the write fail inside the database.
      await api.db.query(
        `CREATE OR REPLACE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
      );
      await api.db.query('CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse()');
      const before = await count(api.db, 'demo_requests');
      const res = await api.post(validBody(), { 'Idempotency-Key': `half-${driver}-${Date.now()}` });
      expect(res.status).toBe(503);
      expect(await count(api.db, 'demo_requests')).toBe(before);
      await api.db.query('DROP TRIGGER refuse_outbox ON outbox');
      // The same submission retried afterwards goes through once.
      const retry = await api.post(validBody());
      expect(retry.status).toBe(201);
    } finally {
      await api.db.query('DROP TRIGGER IF EXISTS refuse_outbox ON outbox');
      await api.db.query('DROP FUNCTION IF EXISTS refuse()');
      await api.close();
    }
  });

  it('webhook down: the request is still accepted and kept, and delivered once the webhook is back', async () => {
    const hook = await webhook();
    const api = await startApi(driver, { webhookUrl: hook.url, outbox: { pollMs: 60_000, maxBackoffMs: 20, timeoutMs: 1000 } });
    const worker = startOutboxWorker(api.db, api.config, quietLog, { autoStart: false });
    try {
      const res = await api.post(validBody(7));
      expect(res.status).toBe(201);
      expect(await worker.runOnce()).toBe(0); // webhook answers 503
      const { rows } = await api.db.query<{ attempts: number; delivered_at: unknown; last_error: string }>(
        'SELECT attempts, delivered_at, last_error FROM outbox o JOIN demo_requests r ON r.id = o.request_id WHERE r.id = $1',
        [res.json.id],
      );
      expect(rows[0]).toMatchObject({ attempts: 1, delivered_at: null, last_error: 'webhook answered HTTP 503' });

      hook.up = true;
      await api.db.query('UPDATE outbox SET next_attempt_at = now()'); // due now: the back-off skipped, not waited out
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
      expect(hook.received.find((r) => r.id === res.json.id)).toMatchObject({
        type: 'demo_request',
        firstName: 'Ana',
        phone: '+1 (415) 555-0142',
      });
      const after = await api.db.query<{ delivered_at: unknown }>('SELECT delivered_at FROM outbox WHERE request_id = $1', [res.json.id]);
      expect(after.rows[0]?.delivered_at).not.toBeNull();
      expect(await worker.runOnce()).toBe(0); // delivered once, not again
    } finally {
      await worker.stop();
      await api.close();
      hook.server.close();
    }
  });

  it('graceful shutdown finishes in-flight requests and then refuses new ones', async () => {
    const api = await startApi(driver);
    // Shutdown starts at the moment the request's write begins: the request is in flight by then,
    // whatever the machine's speed (the event itself, not a pause long enough to be likely).
    let closing: Promise<void> | null = null;
    const query = api.db.query.bind(api.db);
    api.db.query = ((sql: string, params?: unknown[]) => {
      if (sql.includes('INSERT INTO demo_requests')) closing ??= api.app.close();
      return query(sql, params);
    }) as typeof api.db.query;
    try {
      const res = await api.post(validBody(8));
      expect(closing).not.toBeNull();
      await closing;
      expect(res.status).toBe(201);
      await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
    } finally {
      await (closing ?? api.app.close()); // closed once: by the test's write, or here if it never came
      await api.db.close();
    }
  });
});

describe('embedded database on disk', () => {
  it('keeps accepted requests across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-api-test-'));
    try {
      const config = { ...loadConfig({}), rateLimit: { max: 1000, windowMs: 60_000 } };
      const api = await startApi('pglite', config, await openDb({ dataDir: dir }));
      try {
        expect((await api.post(validBody(9))).status).toBe(201);
      } finally {
        await api.close();
      }
      const db2 = await openDb({ dataDir: dir });
      try {
        expect(await count(db2, 'demo_requests')).toBe(1);
      } finally {
        await db2.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('one schema serves both drivers (migrations are recorded once)', async () => {
    for (const driver of DRIVERS) {
      const db = await openTestDb(driver);
      try {
        const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
        expect(rows.map((r) => r.name)).toEqual(['001_init.sql', '002_flagged.sql', '003_composition.sql', '004_setup.sql']);
      } finally {
        await db.close();
      }
    }
  });
});
