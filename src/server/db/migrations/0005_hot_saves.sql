-- A save rewrites one application's row (save throughput, restart after a crash). The
-- index on lower(company_name) served no query (agents search by name, phone, lead number, trade
-- licence, e-mail and Emirates ID), yet made every save that changed the company name write all
-- eight indexes. Without it, and with room left in each page for the row's next version,
-- PostgreSQL updates the row in place (a HOT update): no index writes and far less WAL to replay
-- after a crash.
DROP INDEX IF EXISTS prospects_company_name_idx;
ALTER TABLE prospects SET (fillfactor = 50);
