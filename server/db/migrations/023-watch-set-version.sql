-- The watches' news reads the search watches again only when their set has changed
-- (server/watches/search-news.ts): a number every insert or delete of watches raises, read from
-- one row, where counting and hashing 10,000 watches took 3 ms a page.
-- It starts at random, so a process that has served another database (tests do) cannot take
-- that database's watches for this one's.
CREATE TABLE watch_set (version bigint NOT NULL);
INSERT INTO watch_set VALUES (floor(random() * 1e15)::bigint);

CREATE FUNCTION bump_watch_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE watch_set SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER watches_changed AFTER INSERT OR DELETE ON watches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_watch_set();
