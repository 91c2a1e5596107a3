-- Agents (relationship officers), their failed logins, customer invites, and what the bank and
-- the agents hold on an application. Drizzle definitions: src/server/db/tables/{agents,invites}.ts.

CREATE TABLE agents (
  id bigserial PRIMARY KEY,
  -- stored lower-case: logins ignore the case of the user name
  user_name text NOT NULL UNIQUE,
  name text NOT NULL,
  ro_code text NOT NULL,
  -- "scrypt$N$r$p$salt$hash" (base64url); the password itself is never stored
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agents_ro_code_idx ON agents (ro_code);

-- Failed logins, counted per user name and per address over a window (rate limit shared by every process).
CREATE TABLE agent_login_failures (
  id bigserial PRIMARY KEY,
  user_key text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX agent_login_failures_user_idx ON agent_login_failures (user_key, failed_at);
CREATE INDEX agent_login_failures_address_idx ON agent_login_failures (address, failed_at);

-- Single-use invites: only a hash of the link's token is kept.
CREATE TABLE invites (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  agent_id bigint NOT NULL REFERENCES agents (id),
  ro_code text NOT NULL,
  cust_name text NOT NULL,
  cust_email text NOT NULL,
  expires_at timestamptz NOT NULL,
  redeemed_at timestamptz,
  -- the application created with the redeemed invite
  prospect_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- RO_EDITING: the agent holding the application and until when (renewed by the agent's saves).
ALTER TABLE prospects ADD COLUMN ro_editing_agent_id bigint;
ALTER TABLE prospects ADD COLUMN ro_editing_until timestamptz;
-- The bank's status of a submitted application ('Documents needed', …); NULL: derived from status.
ALTER TABLE prospects ADD COLUMN bank_status text;
ALTER TABLE prospects ADD COLUMN status_notes text NOT NULL DEFAULT '';
CREATE INDEX prospects_ro_editing_agent_idx ON prospects (ro_editing_agent_id);
