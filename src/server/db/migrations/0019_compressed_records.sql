-- A screened application's record is ~5 KB. Kept as it is in its row (0006), one row filled more
-- than half a page, so a save's new version never fit on the old one's page: every save was a new
-- page at the table's end and a write to each of its indexes, and the embedded engine, which never
-- vacuums, kept every one of those pages (200 saves of one application, 1.6 MB). Compressed in its
-- row (lz4 where the engine has it, else PostgreSQL's own), a record takes under half a page, so
-- with fillfactor 50 (0005) a save writes its new version beside the old one (a HOT update) and the
-- table keeps its size. STORAGE MAIN keeps the compressed record in the row, not in the TOAST table.
ALTER TABLE prospects RESET (toast_tuple_target);
ALTER TABLE prospects ALTER COLUMN record SET STORAGE MAIN;
DO $$ BEGIN
  ALTER TABLE prospects ALTER COLUMN record SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  -- PGlite is built without lz4: its records are compressed by pglz
  NULL;
END $$;
