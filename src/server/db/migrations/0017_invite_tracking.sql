-- Invites are tracked (rule INVITES): when the customer first followed the link, and an officer
-- revoking one; a resent invite gets a new token and expiry in the same row.
ALTER TABLE invites ADD COLUMN IF NOT EXISTS opened_at timestamptz;
ALTER TABLE invites ADD COLUMN IF NOT EXISTS revoked_at timestamptz;
ALTER TABLE invites ADD COLUMN IF NOT EXISTS sent_count integer NOT NULL DEFAULT 1;
CREATE INDEX IF NOT EXISTS invites_agent_idx ON invites (agent_id, id DESC);
