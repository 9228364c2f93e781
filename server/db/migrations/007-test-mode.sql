-- Test objects (CDB `mode: "test"`: sandbox objects, API-documentation examples) are left out of
-- every search unless the query asks for them with mode=test. Tenders store the mark from their
-- portal shape (server/ingest/tender-columns.ts); plans, frameworks and catalogue objects compute it
-- from raw. The default search of each section walks a partial index of its real objects in its
-- default order, so the test objects cost nothing to skip.
ALTER TABLE tenders ADD COLUMN is_test boolean NOT NULL DEFAULT false;
ALTER TABLE plans ADD COLUMN is_test boolean GENERATED ALWAYS AS (coalesce(raw->>'mode' = 'test', false)) STORED;
ALTER TABLE frameworks ADD COLUMN is_test boolean GENERATED ALWAYS AS (coalesce(raw->>'mode' = 'test', false)) STORED;
ALTER TABLE catalogue ADD COLUMN is_test boolean GENERATED ALWAYS AS (coalesce(raw->>'mode' = 'test', false)) STORED;

CREATE INDEX tenders_real_date_modified ON tenders (date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX plans_real_date_modified ON plans (date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX frameworks_real_date_modified ON frameworks (date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX catalogue_real_products ON catalogue (date_modified DESC, id) WHERE kind = 'product' AND NOT is_test;

-- A tenderID shared by several tenders resolves to a real one before a test one
-- (server/db/find-by-key.ts).
CREATE INDEX tenders_tender_id_real ON tenders (tender_id, is_test, date_modified DESC, id);
DROP INDEX tenders_tender_id;

-- Tenders stored before the column existed are marked when their shape is stored again: the
-- shipped data reloads on the next start.
UPDATE tenders SET transform_version = 0;
DELETE FROM meta WHERE key = 'seed_fingerprint';

-- GET /api/products/:id finds a product by its identifier (a barcode or vendor code) too.
CREATE INDEX catalogue_identifier_id ON catalogue ((raw #>> '{identifier,id}')) WHERE kind = 'product';
