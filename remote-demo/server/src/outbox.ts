/**
 * Delivers accepted requests to the sales webhook. Rows are claimed with a lease (so two API
 * instances on one PostgreSQL never send the same row at once), posted outside any transaction,
 * then marked delivered or scheduled again with exponential back-off. A failing webhook never
 * blocks or loses a request: it stays in the outbox until delivery succeeds.
 */
import type { ApiConfig } from './config';
import type { Db } from './db';

const LEASE_SECONDS = 60;
const BATCH = 20;

interface PendingRow {
  outbox_id: string;
  attempts: number;
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  job_title: string;
  country_code: string;
  phone: string;
  received_at: Date | string;
  /** The visitor's camera setup (@mars/shared/demo-setup), as stored. */
  setup: unknown;
}

export function backoffMs(attempts: number, maxMs: number): number {
  return Math.min(maxMs, 1000 * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number delivered. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Db,
  config: ApiConfig,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  options: { fetch?: typeof fetch; autoStart?: boolean } = {},
): OutboxWorker {
  const doFetch = options.fetch ?? fetch;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);
  let stopped = false;

  async function claim(): Promise<PendingRow[]> {
    const { rows } = await db.query<PendingRow>(
      `UPDATE outbox o SET next_attempt_at = now() + interval '${LEASE_SECONDS} seconds'
       FROM demo_requests r
       WHERE o.request_id = r.id AND o.id IN (
         SELECT id FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= now()
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING o.id AS outbox_id, o.attempts, r.id, r.first_name, r.last_name, r.company, r.email,
                 r.job_title, r.country_code, r.phone, r.received_at, r.setup`,
    );
    return rows;
  }

  async function deliver(row: PendingRow): Promise<boolean> {
    const url = config.webhookUrl;
    if (!url) return false;
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': row.id },
        body: JSON.stringify({
          type: 'demo_request',
          id: row.id,
          receivedAt: new Date(row.received_at).toISOString(),
          firstName: row.first_name,
          lastName: row.last_name,
          company: row.company,
          email: row.email,
          jobTitle: row.job_title,
          phone: `${row.country_code} ${row.phone}`,
          ...(row.setup ? { setup: row.setup } : {}),
        }),
        signal: AbortSignal.timeout(config.outbox.timeoutMs),
      });
      if (!res.ok) throw new Error(`webhook answered HTTP ${res.status}`);
      await db.query('UPDATE outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [row.outbox_id]);
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const wait = backoffMs(attempts, config.outbox.maxBackoffMs);
      await db.query(
        `UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + ($4 || ' milliseconds')::interval WHERE id = $1`,
        [row.outbox_id, attempts, err instanceof Error ? err.message.slice(0, 500) : 'unknown error', String(wait)],
      );
      log.warn({ requestId: row.id, attempts, retryInMs: wait }, 'webhook delivery failed');
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    if (!config.webhookUrl) return 0;
    let delivered = 0;
    for (const row of await claim()) if (await deliver(row)) delivered++;
    if (delivered) log.info({ delivered }, 'webhook deliveries');
    return delivered;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = runOnce()
        .catch((err) => {
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'outbox poll failed');
          return 0;
        })
        .finally(schedule);
    }, config.outbox.pollMs);
  };
  if (options.autoStart !== false && config.webhookUrl) schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => 0);
    },
  };
}
