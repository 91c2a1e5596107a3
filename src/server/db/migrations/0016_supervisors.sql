-- A supervisor is an officer who also sees the whole bank's work queue and gives applications to
-- other officers (src/server/routes/queue). Officers are not supervisors unless made so.
ALTER TABLE agents ADD COLUMN IF NOT EXISTS supervisor boolean NOT NULL DEFAULT false;
