-- The visitor's camera setup from the compatibility tool (@mars/shared/demo-setup, checked whole
-- before it is stored), or NULL for a request without one.
ALTER TABLE demo_requests ADD COLUMN IF NOT EXISTS setup jsonb;
