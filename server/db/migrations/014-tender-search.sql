-- The search reads a narrow table of its own (server/search/tender-where.ts): a tender's filter and
-- sort columns and its text vector, about a tenth of its row in tenders, so counting or sorting
-- many matches reads few pages and the indexes below answer most searches alone (index-only
-- scans, valid after a VACUUM: the loader runs one, autovacuum does on PostgreSQL). The vector is
-- here, not apart: a text with filters is then one bitmap of one table, where a join with the
-- tenders' vector read every real tender's id (measured at 100,000: 20 ms for 912 matches). A
-- tenders row written by any statement writes its search row in the same transaction (the
-- triggers below), so every writer keeps both.
CREATE TABLE tender_search (
  id text PRIMARY KEY,
  tender_id text NOT NULL,
  is_test boolean NOT NULL,
  date_modified timestamptz NOT NULL,
  published_at timestamptz,
  value_amount double precision,
  local_share double precision,
  status text NOT NULL,
  procurement_method_type text NOT NULL,
  procuring_entity_id text,
  region text,
  proc_rationale text,
  award_criteria text,
  main_category text,
  value_currency text,
  buyer_ids text[] NOT NULL,
  tenderer_ids text[] NOT NULL,
  funder_ids text[] NOT NULL,
  cpv_codes text[] NOT NULL,
  cpv_prefixes text[] NOT NULL,
  milestone_codes text[] NOT NULL,
  flag_codes text[] NOT NULL,
  enquiry_period tstzrange,
  tender_period tstzrange,
  auction_period tstzrange,
  award_period tstzrange,
  qualification_period tstzrange,
  search_codes text NOT NULL,
  search_tsv tsvector
);
INSERT INTO tender_search (id, tender_id, is_test, date_modified, published_at, value_amount, local_share, status, procurement_method_type, procuring_entity_id, region, proc_rationale, award_criteria, main_category, value_currency, buyer_ids, tenderer_ids, funder_ids, cpv_codes, cpv_prefixes, milestone_codes, flag_codes, enquiry_period, tender_period, auction_period, award_period, qualification_period, search_codes, search_tsv)
  SELECT id, tender_id, is_test, date_modified, published_at, value_amount, local_share, status, procurement_method_type, procuring_entity_id, region, proc_rationale, award_criteria, main_category, value_currency, buyer_ids, tenderer_ids, funder_ids, cpv_codes, cpv_prefixes, milestone_codes, flag_codes, enquiry_period, tender_period, auction_period, award_period, qualification_period, search_codes, search_tsv FROM tenders;

-- Statement triggers with the rows written: one INSERT per statement, not one per row.
CREATE FUNCTION tender_search_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO tender_search (id, tender_id, is_test, date_modified, published_at, value_amount, local_share, status, procurement_method_type, procuring_entity_id, region, proc_rationale, award_criteria, main_category, value_currency, buyer_ids, tenderer_ids, funder_ids, cpv_codes, cpv_prefixes, milestone_codes, flag_codes, enquiry_period, tender_period, auction_period, award_period, qualification_period, search_codes, search_tsv)
    SELECT id, tender_id, is_test, date_modified, published_at, value_amount, local_share, status, procurement_method_type, procuring_entity_id, region, proc_rationale, award_criteria, main_category, value_currency, buyer_ids, tenderer_ids, funder_ids, cpv_codes, cpv_prefixes, milestone_codes, flag_codes, enquiry_period, tender_period, auction_period, award_period, qualification_period, search_codes, search_tsv FROM written
    ON CONFLICT (id) DO UPDATE SET tender_id = EXCLUDED.tender_id, is_test = EXCLUDED.is_test, date_modified = EXCLUDED.date_modified, published_at = EXCLUDED.published_at, value_amount = EXCLUDED.value_amount, local_share = EXCLUDED.local_share, status = EXCLUDED.status, procurement_method_type = EXCLUDED.procurement_method_type, procuring_entity_id = EXCLUDED.procuring_entity_id, region = EXCLUDED.region, proc_rationale = EXCLUDED.proc_rationale, award_criteria = EXCLUDED.award_criteria, main_category = EXCLUDED.main_category, value_currency = EXCLUDED.value_currency, buyer_ids = EXCLUDED.buyer_ids, tenderer_ids = EXCLUDED.tenderer_ids, funder_ids = EXCLUDED.funder_ids, cpv_codes = EXCLUDED.cpv_codes, cpv_prefixes = EXCLUDED.cpv_prefixes, milestone_codes = EXCLUDED.milestone_codes, flag_codes = EXCLUDED.flag_codes, enquiry_period = EXCLUDED.enquiry_period, tender_period = EXCLUDED.tender_period, auction_period = EXCLUDED.auction_period, award_period = EXCLUDED.award_period, qualification_period = EXCLUDED.qualification_period, search_codes = EXCLUDED.search_codes, search_tsv = EXCLUDED.search_tsv; RETURN NULL; END $$;
CREATE TRIGGER tender_search_insert AFTER INSERT ON tenders REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION tender_search_write();
CREATE TRIGGER tender_search_update AFTER UPDATE ON tenders REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION tender_search_write();
CREATE FUNCTION tender_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  DELETE FROM tender_search WHERE id IN (SELECT id FROM removed); RETURN NULL; END $$;
CREATE TRIGGER tender_search_delete AFTER DELETE ON tenders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION tender_search_delete();

-- The default order (latest changed first) and the sorts over real tenders: a page walks its
-- index without reading the rows of the test tenders it would pass (a text or an array filter is
-- tested on the row). A search with mode=test walks the default order's full index, or sorts.
CREATE INDEX tender_search_real_modified ON tender_search (date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX tender_search_modified ON tender_search (date_modified DESC, id);
CREATE INDEX tender_search_published_desc ON tender_search (published_at DESC NULLS LAST, id) WHERE NOT is_test;
CREATE INDEX tender_search_published_asc ON tender_search (published_at ASC NULLS LAST, id) WHERE NOT is_test;
CREATE INDEX tender_search_value_desc ON tender_search (value_amount DESC NULLS LAST, id) WHERE NOT is_test;
CREATE INDEX tender_search_value_asc ON tender_search (value_amount ASC NULLS LAST, id) WHERE NOT is_test;
-- The commonest filters in the default order: a page of them walks its index, a count reads it
-- alone (server/search/tender-where.ts, tenderSortIndexScope).
CREATE INDEX tender_search_status_type ON tender_search (status, procurement_method_type, date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX tender_search_status ON tender_search (status, date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX tender_search_type ON tender_search (procurement_method_type, date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX tender_search_region ON tender_search (region, date_modified DESC, id) WHERE NOT is_test;
CREATE INDEX tender_search_procuring_entity ON tender_search (procuring_entity_id);
CREATE INDEX tender_search_buyer_ids ON tender_search USING gin (buyer_ids);
CREATE INDEX tender_search_tenderer_ids ON tender_search USING gin (tenderer_ids);
CREATE INDEX tender_search_funder_ids ON tender_search USING gin (funder_ids);
CREATE INDEX tender_search_cpv_codes ON tender_search USING gin (cpv_codes);
CREATE INDEX tender_search_cpv_prefixes ON tender_search USING gin (cpv_prefixes);
CREATE INDEX tender_search_milestone_codes ON tender_search USING gin (milestone_codes);
CREATE INDEX tender_search_flag_codes ON tender_search USING gin (flag_codes);
CREATE INDEX tender_search_enquiry_period ON tender_search USING gist (enquiry_period);
CREATE INDEX tender_search_tender_period ON tender_search USING gist (tender_period);
CREATE INDEX tender_search_auction_period ON tender_search USING gist (auction_period);
CREATE INDEX tender_search_award_period ON tender_search USING gist (award_period);
CREATE INDEX tender_search_qualification_period ON tender_search USING gist (qualification_period);
CREATE INDEX tender_search_tsv ON tender_search USING gin (search_tsv);
CREATE INDEX tender_search_codes_trgm ON tender_search USING gin (search_codes public.gin_trgm_ops);
-- A status and a procedure type go together (most 'complete' tenders are 'reporting'): without
-- their joint statistics the planner multiplies their shares and expects far too few matches.
CREATE STATISTICS tender_search_status_type (dependencies, mcv) ON status, procurement_method_type FROM tender_search;
ANALYZE tender_search;

-- What the search no longer reads from tenders (its tenderID index stays). The vector is still
-- computed there from the text, and copied.
DROP INDEX tenders_search_tsv;
DROP INDEX tenders_search_codes_trgm;
DROP INDEX tenders_published_at_desc;
DROP INDEX tenders_published_at_asc;
DROP INDEX tenders_value_amount_desc;
DROP INDEX tenders_value_amount_asc;
DROP INDEX tenders_status;
DROP INDEX tenders_procurement_method_type;
DROP INDEX tenders_procuring_entity_id;
DROP INDEX tenders_region;
DROP INDEX tenders_buyer_ids;
DROP INDEX tenders_tenderer_ids;
DROP INDEX tenders_funder_ids;
DROP INDEX tenders_cpv_codes;
DROP INDEX tenders_cpv_prefixes;
DROP INDEX tenders_milestone_codes;
DROP INDEX tenders_flag_codes;
DROP INDEX tenders_enquiry_period;
DROP INDEX tenders_tender_period;
DROP INDEX tenders_auction_period;
DROP INDEX tenders_award_period;
DROP INDEX tenders_qualification_period;
DROP INDEX tenders_real_date_modified;
DROP INDEX tenders_date_modified_id;
DROP INDEX tenders_real_status_type_modified;
