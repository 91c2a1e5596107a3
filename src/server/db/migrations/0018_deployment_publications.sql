-- A publication the server made of the files it was deployed with is marked: the studio's history
-- then says who and why in the analyst's language, not in the words the server started with.
ALTER TABLE release_publications ADD COLUMN IF NOT EXISTS by_deployment boolean NOT NULL DEFAULT false;
-- the ones made before the mark, under the repository's English words of that time
UPDATE release_publications SET by_deployment = true
  WHERE author = 'deployment' AND note = 'The files of schemas/ and content/ the product was deployed with';
