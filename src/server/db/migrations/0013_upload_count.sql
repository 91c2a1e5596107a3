-- How many uploads an application has made (replacements included), on its own row. An upload
-- raises it in the transaction that records the file, so a save that read the application and its
-- files without a lock writes only while the count is still the one it read (a new version of the
-- row otherwise): src/server/domain/prospects/guarded-save.ts. It is also the per-application
-- upload limit's count.
ALTER TABLE prospects ADD COLUMN IF NOT EXISTS upload_count integer NOT NULL DEFAULT 0;
UPDATE prospects p SET upload_count = (SELECT count(*) FROM documents d WHERE d.prospect_id = p.id);
