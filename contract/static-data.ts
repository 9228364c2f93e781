import type { Lang } from './api.ts';

/**
 * Reference dictionaries served by GET /api/static-data (spec §3 "Static dictionaries").
 * The list grows with the data issue; each key is a file data/dictionaries/<key>.json.
 */
export const DICTIONARY_KEYS = [
  'header_menu',
  'footer_menu',
  'marketplaces',
  'tender_statuses',
  'procurement_method_types',
  'currencies',
  'regions',
  'main_procurement_categories',
] as const;

export type DictionaryKey = (typeof DICTIONARY_KEYS)[number];

/**
 * One dictionary entry. Labels carry the language in the field name (title_uk / title_en,
 * name_uk / name_en); the answer for lang=en keeps the Ukrainian labels as the fallback.
 */
export interface DictionaryEntry {
  title_uk?: string;
  title_en?: string;
  name_uk?: string;
  name_en?: string;
  [field: string]: unknown;
}

export interface Dictionary {
  date_modified: string;
  data: Record<string, DictionaryEntry>;
}

/** One element of the `cache` query array: what the client already holds. */
export interface CacheRequest {
  key: DictionaryKey;
  date_modified?: string;
}

/** Query: ?lang=uk&cache[0][key]=tender_statuses&cache[0][date_modified]=… */
export interface StaticDataQuery {
  lang?: Lang;
  cache: CacheRequest[];
}

/**
 * Answer: only the dictionaries the client lacks or holds in an older version.
 * A requested key missing from `data` is current in the client's copy.
 */
export interface StaticDataResponse {
  data: Partial<Record<DictionaryKey, Dictionary>>;
}
