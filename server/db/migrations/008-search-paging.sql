-- The default sort (latest changed first, ties by id) read from one index, the ids included, so a
-- deep page of every tender is found in the index alone (server/search/search-page.ts).
CREATE INDEX tenders_date_modified_id ON tenders (date_modified DESC, id);
DROP INDEX tenders_date_modified;
