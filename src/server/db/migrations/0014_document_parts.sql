-- An upload's bytes in parts of at most 128 KiB (src/server/domain/documents/bytes.ts): the embedded
-- engine runs on the server's event loop, and writing 5 MB in one statement held it for seconds;
-- each part is one short statement, with the loop free between them.
ALTER TABLE document_bytes ADD COLUMN IF NOT EXISTS part integer NOT NULL DEFAULT 0;
ALTER TABLE document_bytes DROP CONSTRAINT IF EXISTS document_bytes_pkey;
ALTER TABLE document_bytes ADD PRIMARY KEY (stored_name, part);
