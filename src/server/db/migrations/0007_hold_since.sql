-- Who holds an application, and since when (officers see both on the overview and in search
-- results): the moment the officer took it, kept while their page renews the hold.
ALTER TABLE prospects ADD COLUMN IF NOT EXISTS ro_editing_since timestamptz;
