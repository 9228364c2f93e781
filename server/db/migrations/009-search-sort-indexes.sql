-- Every search leaves test tenders out unless asked (NOT is_test, migration 007): the sort
-- indexes carry the flag, so a deep page sorted by value or publication date is read from the
-- index alone instead of fetching each row it passes to check the flag.
DROP INDEX tenders_published_at_desc;
DROP INDEX tenders_published_at_asc;
DROP INDEX tenders_value_amount_desc;
DROP INDEX tenders_value_amount_asc;
CREATE INDEX tenders_published_at_desc ON tenders (published_at DESC NULLS LAST, id) INCLUDE (is_test);
CREATE INDEX tenders_published_at_asc ON tenders (published_at ASC NULLS LAST, id) INCLUDE (is_test);
CREATE INDEX tenders_value_amount_desc ON tenders (value_amount DESC NULLS LAST, id) INCLUDE (is_test);
CREATE INDEX tenders_value_amount_asc ON tenders (value_amount ASC NULLS LAST, id) INCLUDE (is_test);

-- The screen's commonest pair of filters, one status and one procedure type, in the default sort
-- from one index: a page of them (or of a text among them) walks it without testing other rows.
CREATE INDEX tenders_real_status_type_modified
  ON tenders (status, procurement_method_type, date_modified DESC, id) WHERE NOT is_test;
