-- The title's words as a vector of their own (the lexemes of weight A, migration 015), a few
-- hundred bytes beside the whole search vector: the relevance order (server/search/tender-where.ts)
-- tests a match's title here rather than reading and unpacking its whole vector (at 1,000,000
-- tenders, ranking the 138,038 real matches of «державних» took 450 ms of the vectors' reading).
ALTER TABLE tender_search
  ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (ts_filter(search_tsv, '{a}')) STORED;
