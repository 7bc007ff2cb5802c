/** Everything the API reads from its environment, with local defaults. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Origins allowed to POST from a browser (the site's). */
  corsOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Where accepted requests are delivered for the sales team (CRM or chat hook). Unset: kept in the outbox. */
  webhookUrl?: string;
  outbox: { pollMs: number; maxBackoffMs: number; timeoutMs: number };
  logLevel: string;
}

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: num(env.PORT, 3005),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DEMO_DATA_DIR ?? `${process.cwd()}/.data/pglite`,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:3004')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimit: { max: num(env.RATE_LIMIT_MAX, 10), windowMs: num(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    webhookUrl: env.WEBHOOK_URL || undefined,
    outbox: { pollMs: num(env.OUTBOX_POLL_MS, 2000), maxBackoffMs: num(env.OUTBOX_MAX_BACKOFF_MS, 300_000), timeoutMs: 5000 },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
