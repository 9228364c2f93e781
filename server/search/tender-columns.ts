import type { TenderSearchDocument } from './tender-document.ts';

/** One search column of the tenders table: its name, the SQL that stores the parameter, its value. */
export interface SearchColumn {
  name: string;
  /** SQL around the parameter placeholder "?" (a cast or a function). */
  store: string;
  value: unknown;
}

/** The search columns of 003-search.sql, in the order upsertTender writes them. */
export const searchColumns = (doc: TenderSearchDocument): SearchColumn[] => [
  { name: 'search_text', store: '?', value: doc.searchText },
  { name: 'search_tsv', store: `to_tsvector('simple', ?)`, value: doc.searchText },
  { name: 'hit', store: '?::jsonb', value: JSON.stringify(doc.hit) },
  { name: 'published_at', store: '?::timestamptz', value: doc.publishedAt ?? null },
  { name: 'buyer_ids', store: '?::text[]', value: doc.buyerIds },
  { name: 'tenderer_ids', store: '?::text[]', value: doc.tendererIds },
  { name: 'funder_ids', store: '?::text[]', value: doc.funderIds },
  { name: 'cpv_codes', store: '?::text[]', value: doc.cpvCodes },
  { name: 'cpv_prefixes', store: '?::text[]', value: doc.cpvPrefixes },
  { name: 'region', store: '?', value: doc.region ?? null },
  { name: 'proc_rationale', store: '?', value: doc.procRationale ?? null },
  { name: 'award_criteria', store: '?', value: doc.awardCriteria ?? null },
  { name: 'milestone_codes', store: '?::text[]', value: doc.milestoneCodes },
  { name: 'main_category', store: '?', value: doc.mainCategory ?? null },
  { name: 'local_share', store: '?::double precision', value: doc.localShare ?? null },
  { name: 'enquiry_period', store: '?::tstzrange', value: doc.periods.enquiry },
  { name: 'tender_period', store: '?::tstzrange', value: doc.periods.tender },
  { name: 'auction_period', store: '?::tstzrange', value: doc.periods.auction },
  { name: 'award_period', store: '?::tstzrange', value: doc.periods.award },
  { name: 'qualification_period', store: '?::tstzrange', value: doc.periods.qualification },
];
