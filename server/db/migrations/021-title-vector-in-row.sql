-- A title's vector kept in its row, compressed, rather than in the TOAST table (the search vector,
-- the larger, goes there first): the relevance tiers and walks test it on every row they pass,
-- and a long title's vector read from TOAST cost four more pages a row (at 1,000,000 tenders,
-- ranking 5,781 matches of one long title read 52,000 pages in 184 ms; kept in the row, 8,000 in
-- 75). Rows written before keep their old storage until rewritten: the long ones are rewritten.
ALTER TABLE tender_search ALTER COLUMN title_tsv SET STORAGE MAIN;
UPDATE tender_search SET search_tsv = search_tsv WHERE pg_column_size(title_tsv) > 1000;
