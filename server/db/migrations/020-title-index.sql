-- The title vectors of real tenders indexed (migration 019 added the vector): the relevance
-- order's first tiers, every word in the title, are found through it, so a page of a common word
-- with few titles does not rank every match (server/search/tender-where.ts tests the same
-- expression). Its statistics count the real titles a word matches.
CREATE INDEX tender_search_title_real ON tender_search
  USING gin ((CASE WHEN is_test THEN NULL ELSE title_tsv END));
ANALYZE tender_search;
