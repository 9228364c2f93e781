-- The relevance sort (server/search/tender-where.ts) ranks first the tenders whose title holds
-- every word: the search text now starts with the titles, ended by a form feed
-- (server/search/tender-document.ts), and the vector gives the words before it weight A. A row
-- stored before has no form feed and keeps the vector it had until it is ingested again.
ALTER TABLE tenders DROP COLUMN search_tsv;
ALTER TABLE tenders ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
  CASE WHEN strpos(search_text, E'\f') > 0
    THEN setweight(to_tsvector('simple', split_part(search_text, E'\f', 1)), 'A')
      || to_tsvector('simple', substr(search_text, strpos(search_text, E'\f') + 1))
    ELSE to_tsvector('simple', search_text)
  END
) STORED;
UPDATE tender_search s SET search_tsv = t.search_tsv FROM tenders t
  WHERE t.id = s.id AND strpos(t.search_text, E'\f') > 0;

-- A plan's region as placed at ingest among the regions of the dictionary
-- (server/ingest/transform/region.ts), as a tender's region column is.
ALTER TABLE plans ADD COLUMN region text;
CREATE INDEX plans_region ON plans (region);
