-- Search columns filled by upsertTender from server/search/tender-document.ts.
ALTER TABLE tenders
  ADD COLUMN published_at timestamptz,
  ADD COLUMN search_tsv tsvector,
  ADD COLUMN buyer_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN tenderer_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN funder_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cpv_codes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cpv_prefixes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN region text,
  ADD COLUMN proc_rationale text,
  ADD COLUMN award_criteria text,
  ADD COLUMN milestone_codes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN main_category text,
  ADD COLUMN local_share double precision,
  ADD COLUMN enquiry_period tstzrange,
  ADD COLUMN tender_period tstzrange,
  ADD COLUMN auction_period tstzrange,
  ADD COLUMN award_period tstzrange,
  ADD COLUMN qualification_period tstzrange;

CREATE INDEX tenders_search_tsv ON tenders USING gin (search_tsv);
-- One index per sort direction, matching ORDER BY … NULLS LAST, id exactly.
CREATE INDEX tenders_published_at_desc ON tenders (published_at DESC NULLS LAST, id);
CREATE INDEX tenders_published_at_asc ON tenders (published_at ASC NULLS LAST, id);
CREATE INDEX tenders_value_amount_desc ON tenders (value_amount DESC NULLS LAST, id);
CREATE INDEX tenders_value_amount_asc ON tenders (value_amount ASC NULLS LAST, id);
CREATE INDEX tenders_status ON tenders (status);
CREATE INDEX tenders_procurement_method_type ON tenders (procurement_method_type);
CREATE INDEX tenders_procuring_entity_id ON tenders (procuring_entity_id);
CREATE INDEX tenders_region ON tenders (region);
CREATE INDEX tenders_buyer_ids ON tenders USING gin (buyer_ids);
CREATE INDEX tenders_tenderer_ids ON tenders USING gin (tenderer_ids);
CREATE INDEX tenders_funder_ids ON tenders USING gin (funder_ids);
CREATE INDEX tenders_cpv_codes ON tenders USING gin (cpv_codes);
CREATE INDEX tenders_cpv_prefixes ON tenders USING gin (cpv_prefixes);
CREATE INDEX tenders_milestone_codes ON tenders USING gin (milestone_codes);
CREATE INDEX tenders_enquiry_period ON tenders USING gist (enquiry_period);
CREATE INDEX tenders_tender_period ON tenders USING gist (tender_period);
CREATE INDEX tenders_auction_period ON tenders USING gist (auction_period);
CREATE INDEX tenders_award_period ON tenders USING gist (award_period);
CREATE INDEX tenders_qualification_period ON tenders USING gist (qualification_period);

-- Plans, frameworks and catalogue objects (002-entities.sql): the text search looks in a column
-- PostgreSQL computes from raw, so their upserts need not know about search.
ALTER TABLE plans ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
  coalesce(plan_id, '') || ' ' || coalesce(raw->'budget'->>'description', '') || ' ' ||
  coalesce(raw->'procuringEntity'->>'name', '') || ' ' ||
  coalesce(raw->'procuringEntity'->'identifier'->>'id', '') || ' ' ||
  jsonb_path_query_array(raw, '$.buyers[*].name')::text || ' ' ||
  jsonb_path_query_array(raw, '$.buyers[*].identifier.id')::text || ' ' ||
  coalesce(raw->'classification'->>'id', '') || ' ' ||
  coalesce(raw->'classification'->>'description', '') || ' ' ||
  jsonb_path_query_array(raw, '$.items[*].description')::text || ' ' ||
  jsonb_path_query_array(raw, '$.items[*].classification.id')::text
)) STORED;

ALTER TABLE frameworks ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
  coalesce(pretty_id, '') || ' ' || coalesce(raw->>'title', '') || ' ' ||
  coalesce(raw->>'title_en', '') || ' ' || coalesce(raw->>'description', '') || ' ' ||
  coalesce(raw->'procuringEntity'->>'name', '') || ' ' ||
  coalesce(raw->'procuringEntity'->'identifier'->>'id', '') || ' ' ||
  coalesce(raw->'classification'->>'id', '') || ' ' ||
  coalesce(raw->'classification'->>'description', '')
)) STORED;

ALTER TABLE catalogue ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
  coalesce(title, '') || ' ' || coalesce(raw->>'description', '') || ' ' ||
  coalesce(raw->'identifier'->>'id', '') || ' ' || coalesce(classification_id, '') || ' ' ||
  coalesce(raw->'classification'->>'description', '')
)) STORED;

CREATE INDEX plans_search_trgm ON plans USING gin (search_text public.gin_trgm_ops);
CREATE INDEX plans_search_tsv ON plans USING gin (to_tsvector('simple', search_text));
CREATE INDEX plans_date_published ON plans (date_published DESC, id);
CREATE INDEX plans_budget_amount ON plans (budget_amount, id);
CREATE INDEX frameworks_search_trgm ON frameworks USING gin (search_text public.gin_trgm_ops);
CREATE INDEX frameworks_search_tsv ON frameworks USING gin (to_tsvector('simple', search_text));
CREATE INDEX frameworks_date_published ON frameworks (date_published DESC, id);
CREATE INDEX catalogue_search_trgm ON catalogue USING gin (search_text public.gin_trgm_ops);
CREATE INDEX catalogue_search_tsv ON catalogue USING gin (to_tsvector('simple', search_text));

-- Rows stored before these columns existed are re-indexed: the shipped data reloads on the next
-- start, and any tender ingested again replaces its stored copy.
UPDATE tenders SET transform_version = 0;
DELETE FROM meta WHERE key = 'seed_fingerprint';
