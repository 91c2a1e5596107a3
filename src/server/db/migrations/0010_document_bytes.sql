-- Uploaded documents' bytes live in the database every server shares (before, a file
-- uploaded through one server was missing on another's disk). A row goes in the transaction that
-- records the upload and leaves in the one that replaces it, or when its stakeholder is deleted.
-- Files of the folder store (DATA_DIR/documents) are moved in at start (src/server/domain/documents/bytes.ts).
CREATE TABLE IF NOT EXISTS document_bytes (
  stored_name text PRIMARY KEY,
  bytes bytea NOT NULL
);
