-- Why a request looks automated (honeypot, too-fast, no-token, bad-token), or NULL for a person's.
-- A flagged request is kept for review but never queued for the sales webhook.
ALTER TABLE demo_requests ADD COLUMN IF NOT EXISTS flagged text;
