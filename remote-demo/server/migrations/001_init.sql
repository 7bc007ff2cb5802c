-- One schema for both stores: PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
CREATE TABLE IF NOT EXISTS demo_requests (
  id              uuid PRIMARY KEY,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  company         text NOT NULL DEFAULT '',
  email           text NOT NULL,
  job_title       text NOT NULL DEFAULT '',
  country_code    text NOT NULL,
  phone           text NOT NULL,
  idempotency_key text UNIQUE,
  body_hash       text NOT NULL,
  received_at     timestamptz NOT NULL DEFAULT now()
);

-- Each accepted request is also queued for the sales webhook in the same transaction.
CREATE TABLE IF NOT EXISTS outbox (
  id              bigserial PRIMARY KEY,
  request_id      uuid NOT NULL REFERENCES demo_requests(id),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  last_error      text
);

CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
