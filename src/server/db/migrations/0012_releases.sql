-- Releases: the analysts' files (schemas/ and content/) as data, so every server on the database
-- serves the same forms, rules and words, and an analyst publishes without a deployment.
-- Drizzle definitions: src/server/db/tables/releases.ts.

-- One row per distinct content; the id is the content's hash, so the same files are one release.
CREATE TABLE IF NOT EXISTS releases (
  id text PRIMARY KEY,
  files jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every time a release became the published one (a publish or a restore), in order: the newest
-- row names the release every server enforces. Rows are never changed or removed.
CREATE TABLE IF NOT EXISTS release_publications (
  seq bigserial PRIMARY KEY,
  release_id text NOT NULL REFERENCES releases (id),
  author text NOT NULL,
  note text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL DEFAULT now()
);

-- Staff accounts: an agent (relationship officer) or an analyst (publishes releases).
ALTER TABLE agents ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'agent';

-- The release a draft was last checked against (a draft opened under a newer one is checked again),
-- then the release it was submitted under; and the steps the last such check opened again, with why.
ALTER TABLE prospects ADD COLUMN IF NOT EXISTS release_id text;
ALTER TABLE prospects ADD COLUMN IF NOT EXISTS reopened jsonb NOT NULL DEFAULT '[]'::jsonb;
