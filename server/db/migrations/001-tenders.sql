CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE tenders (
  id text PRIMARY KEY,
  tender_id text NOT NULL,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  procurement_method_type text NOT NULL,
  title text NOT NULL,
  title_en text,
  procuring_entity_name text NOT NULL,
  procuring_entity_id text,
  value_amount double precision,
  value_currency text,
  search_text text NOT NULL,
  hit jsonb NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX tenders_tender_id ON tenders (tender_id);
CREATE INDEX tenders_date_modified ON tenders (date_modified DESC);
CREATE INDEX tenders_search_trgm ON tenders USING gin (search_text public.gin_trgm_ops);

CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
