-- Small key/value facts about this installation (first start, demo agent created…).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
