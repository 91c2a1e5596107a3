-- Uploaded documents: one row per upload. The file lives under DATA_DIR/documents
-- with a random name (stored_name); file_name is the applicant's name for it, used on download.
-- Every row counts towards the per-application upload limit, replaced files included.
CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  prospect_id text NOT NULL,
  document_key text NOT NULL,
  document_type text NOT NULL,
  -- signatoryId of a stakeholder's document, '' for the company's
  owner text NOT NULL DEFAULT '',
  file_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_prospect_idx ON documents (prospect_id, document_key, id DESC);
