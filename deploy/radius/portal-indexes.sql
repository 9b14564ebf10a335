-- Indexes the portal's RADIUS usage adapter (USAGE_ADAPTER=radius) needs on FreeRADIUS's radacct table.
-- FreeRADIUS's own schema.sql indexes radacct for its accounting queries, not for one user's history: without these,
-- each usage chart and live-session panel reads the whole table. Create them once, as the owner of radacct, before
-- pointing the portal at the database. CONCURRENTLY keeps FreeRADIUS writing while they are built (run each statement
-- on its own, outside a transaction: psql -f does).
--
-- The expressions must stay exactly as written: the portal's queries (server/src/adapters/usage/radius-queries.ts)
-- are written to match them.

-- Usage per day: one user's sessions whose last report (stop, else last interim update, else start) is in the range.
CREATE INDEX CONCURRENTLY IF NOT EXISTS radacct_portal_user_end_idx
  ON radacct (username, (COALESCE(acctstoptime, acctupdatetime, acctstarttime)));

-- Live session: one user's latest session, and their latest open one (a small index: only open sessions).
CREATE INDEX CONCURRENTLY IF NOT EXISTS radacct_portal_user_start_idx
  ON radacct (username, acctstarttime);
CREATE INDEX CONCURRENTLY IF NOT EXISTS radacct_portal_open_user_idx
  ON radacct (username, acctstarttime) WHERE acctstoptime IS NULL;

ANALYZE radacct;
