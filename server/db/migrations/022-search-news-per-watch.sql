-- A search watch's news of one page is one row: the tenders that entered its results on that page
-- (`tender_ids`). One row per watch and tender was 3,000-6,000 rows a page of 100 tenders in the
-- watches' benchmark, 25-30 ms to insert; one per watch is about 1,500 rows, 10 ms
-- (docs/benchmarks.md, watches). Rows written before keep their one `tender_id`; readers take
-- either (server/watches/store.ts).
ALTER TABLE watch_events ADD COLUMN tender_ids text[];
ALTER TABLE watch_events ALTER COLUMN tender_id DROP NOT NULL;
ALTER TABLE watch_events ADD CONSTRAINT watch_events_tender
  CHECK ((tender_id IS NULL) <> (tender_ids IS NULL));
