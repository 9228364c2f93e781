-- A tender's red flags (server/flags) are part of its stored portal shape (data->'flags'), so the
-- answer's version (data_hash, migration 006) follows them. Their codes are kept apart as well,
-- for a search by flag. Stored tenders get their flags when they are next written: the shipped
-- data reloads on the next start (the transform version changed), a synced tender when the feed
-- or a re-ingest brings it again.
ALTER TABLE tenders ADD COLUMN flag_codes text[] NOT NULL DEFAULT '{}';
CREATE INDEX tenders_flag_codes ON tenders USING gin (flag_codes);
