-- Which releases made the page the request came from (host=…;demo=…;canary=…), or NULL when the
-- page did not say: a sales lead can be traced to the exact site that produced it.
ALTER TABLE demo_requests ADD COLUMN IF NOT EXISTS composition text;
