-- The keys session and upload tokens are signed with, when JWT_SECRET is not set: every server on
-- the database signs and checks with the same keys, and each token names its key (the JWT `kid`),
-- so a new key can be brought in and an old one retired without ending anyone's session. A key signs
-- from `signs_from` on (a rotation sets it after every server has read the new key); the newest such
-- key signs, every key still here checks.
CREATE TABLE IF NOT EXISTS signing_keys (
  kid text PRIMARY KEY,
  secret text NOT NULL,
  signs_from timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
