import { LOCAL_FORM_TOKEN_SECRET, MIN_FILL_MS } from '@mars/shared/form-token';

/** Everything the API reads from its environment, with local defaults. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Origins allowed to POST from a browser (the site's). */
  corsOrigins: string[];
  /** Requests per connection (IP address) per window: high enough for an office behind one address. */
  rateLimit: { max: number; windowMs: number };
  /** Stored requests per e-mail address per window. */
  emailRateLimit: { max: number; windowMs: number };
  /** Signs the form tokens (shared with the edge, which stamps the form it serves without JavaScript). */
  formTokenSecret: string;
  /** A submission whose form token is younger than this is a script's (stored flagged 'too-fast'). */
  formMinFillMs: number;
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
    rateLimit: { max: num(env.RATE_LIMIT_MAX, 60), windowMs: num(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    emailRateLimit: { max: num(env.EMAIL_RATE_LIMIT_MAX, 3), windowMs: num(env.EMAIL_RATE_LIMIT_WINDOW_MS, 3_600_000) },
    // Local runs and tests only; a deployment sets FORM_TOKEN_SECRET here and at the edge (see the README).
    formTokenSecret: env.FORM_TOKEN_SECRET || LOCAL_FORM_TOKEN_SECRET,
    formMinFillMs: num(env.FORM_MIN_FILL_MS, MIN_FILL_MS),
    webhookUrl: env.WEBHOOK_URL || undefined,
    outbox: { pollMs: num(env.OUTBOX_POLL_MS, 2000), maxBackoffMs: num(env.OUTBOX_MAX_BACKOFF_MS, 300_000), timeoutMs: 5000 },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
