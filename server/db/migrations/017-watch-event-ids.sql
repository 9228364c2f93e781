-- A watch's events name it by a number, without a foreign key, and a tender's entering a search
-- keeps no copy of the tender's title (its readers join the tender, server/watches/store.ts): a
-- page of 100 changed tenders can bring thousands of such events, and each row checked against
-- watches by its text key cost 70 ms a page where these cost 18 (docs/benchmarks.md, watches). A
-- trigger forgets the events of deleted watches; an event written beside a watch's deletion is
-- kept out by its writer's check (server/watches/evaluate.ts).
ALTER TABLE watches ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE watches ADD CONSTRAINT watches_id UNIQUE (id);

ALTER TABLE watch_events ADD COLUMN watch_id bigint;
UPDATE watch_events e SET watch_id = w.id FROM watches w WHERE w.token_hash = e.token_hash;
ALTER TABLE watch_events ALTER COLUMN watch_id SET NOT NULL;
ALTER TABLE watch_events DROP COLUMN token_hash;
CREATE INDEX watch_events_watch ON watch_events (watch_id, id DESC);
-- Events are forgotten after a time (server/watches/store.ts); they are written in time order,
-- so a block range index finds the old ones at almost no cost to each insert.
CREATE INDEX watch_events_at ON watch_events USING brin (at);
ALTER TABLE watch_events ALTER COLUMN detail DROP NOT NULL;
UPDATE watch_events SET detail = NULL WHERE kind = 'match';

CREATE FUNCTION forget_watch_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM watch_events e USING deleted d WHERE e.watch_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER watches_forget_events AFTER DELETE ON watches REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION forget_watch_events();
