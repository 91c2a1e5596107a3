-- Limits counted in the database in one atomic step that reserves the attempt before it is checked
-- (agent logins per user name and address, uploads per address and application): every server
-- process sees the same count, and parallel requests cannot all slip under a limit. The failed
-- logins table it replaces was read before the password check and written after it.
CREATE TABLE IF NOT EXISTS limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
DROP TABLE IF EXISTS agent_login_failures;
