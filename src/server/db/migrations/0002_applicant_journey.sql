-- The applicant journey: applications (prospects), one-time codes and their sends, the mail
-- outbox and the deny list of session tokens. Drizzle definitions: src/server/db/tables/.

-- Lead numbers and account numbers come from sequences, so several server processes sharing
-- one PostgreSQL never hand out the same one.
CREATE SEQUENCE prospect_number_seq START WITH 10000001;
CREATE SEQUENCE account_number_seq START WITH 1000000000001;

CREATE TABLE prospects (
  id text PRIMARY KEY DEFAULT ('QA' || nextval('prospect_number_seq')::text),
  record jsonb NOT NULL,
  -- Copies of record fields that searches, dedupe and screening filter on (refreshed on every save).
  mobile text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  trade_licence text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  ro_code text NOT NULL DEFAULT '',
  -- draft | stopped (screening) | submitted
  status text NOT NULL DEFAULT 'draft',
  view_id text NOT NULL DEFAULT '',
  account_type text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prospects_mobile_idx ON prospects (mobile);
CREATE INDEX prospects_email_idx ON prospects (email);
CREATE INDEX prospects_trade_licence_idx ON prospects (trade_licence);
CREATE INDEX prospects_company_name_idx ON prospects (lower(company_name));
CREATE INDEX prospects_ro_code_idx ON prospects (ro_code);
CREATE INDEX prospects_status_idx ON prospects (status);

-- channel_key names who the code was sent to: "+<countryCode><mobileNo>|<email>".
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  channel_key text NOT NULL,
  -- HMAC-SHA256 of the code keyed with the server secret; the code itself is never stored.
  hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX otp_codes_channel_key_idx ON otp_codes (channel_key, created_at DESC);

CREATE TABLE otp_sends (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  email text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX otp_sends_phone_idx ON otp_sends (phone, sent_at);
CREATE INDEX otp_sends_email_idx ON otp_sends (email, sent_at);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  channel text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Token ids (jti) and session ids (sid) that may no longer be used, kept until the tokens would expire anyway.
CREATE TABLE token_denylist (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
