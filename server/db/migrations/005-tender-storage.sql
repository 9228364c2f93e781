-- Tenders keep their portal shape and the shapes of their own tabs (questions, complaints,
-- agreements, contracts) instead of the CDB copy: the tabs need no transform per request and
-- ingest writes half as much. The documents are json, as they are only ever read whole (no
-- jsonb parse on write), compressed with lz4 where the build has it (PGlite's has not).
ALTER TABLE tenders DROP COLUMN raw;
ALTER TABLE tenders ADD COLUMN tabs json NOT NULL DEFAULT '{}';
ALTER TABLE tenders ALTER COLUMN data TYPE json USING data::json;
ALTER TABLE tenders ALTER COLUMN hit TYPE json USING hit::json;
DO $$ BEGIN ALTER TABLE tenders ALTER COLUMN data SET COMPRESSION lz4, ALTER COLUMN tabs SET COMPRESSION lz4; EXCEPTION WHEN feature_not_supported THEN NULL; END $$;

-- The full-text vector follows search_text, so a write sends the text once.
ALTER TABLE tenders DROP COLUMN search_tsv;
ALTER TABLE tenders ADD COLUMN search_tsv tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;
CREATE INDEX tenders_search_tsv ON tenders USING gin (search_tsv);

-- Words are found through the vector as prefixes; only text with a digit is also looked for as a
-- substring, of the tender's codes rather than of all its text (server/search/text-match.ts).
DROP INDEX tenders_search_trgm;
ALTER TABLE tenders ADD COLUMN search_codes text NOT NULL DEFAULT '';
CREATE INDEX tenders_search_codes_trgm ON tenders USING gin (search_codes public.gin_trgm_ops);

-- The shipped data reloads on the next start; a tender loaded by hand has empty tabs until it is
-- ingested or synced again.
UPDATE tenders SET transform_version = 0;
DELETE FROM meta WHERE key = 'seed_fingerprint';
