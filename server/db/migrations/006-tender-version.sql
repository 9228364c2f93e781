-- The version of a tender's stored portal shape, computed by the database on every write of data
-- (the tab counters' refresh included): GET /api/tenders/:id answers If-None-Match and checks the
-- bytes it keeps in memory by reading this column, never the JSON.
ALTER TABLE tenders ADD COLUMN data_hash text GENERATED ALWAYS AS (md5(data::text)) STORED;

-- Each statement that writes tenders notifies 'tenders_changed' at commit. The embedded
-- database's writers all share the server's process, which then forgets the versions it has read
-- (server/db/tender-reader.ts); PostgreSQL readers ask for the version on every read instead.
CREATE FUNCTION notify_tenders_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('tenders_changed', ''); RETURN NULL; END $$;
CREATE TRIGGER tenders_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenders_changed();
