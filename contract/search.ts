/**
 * The search filter query shape and the search hits.
 * Types and constants only: imported by server/ and src/. Serialised with qs (QUERY_LIMITS).
 */
import type { FlagCode } from './flags.ts';
import type { FrameworkSearchHit } from './framework.ts';
import type { PlanSearchHit } from './plan.ts';
import type { ProductSearchHit } from './product.ts';
import type { TenderSearchHit } from './tender.ts';

/** A date range; each bound is a date (a whole day in Kyiv) or an ISO date-time. */
export interface DateRange {
  start?: string;
  end?: string;
}

/** The period keys of date[…]: which apply depends on the section (SECTION_FILTERS). */
export const DATE_RANGE_KEYS = [
  'tender',
  'enquiry',
  'auction',
  'award',
  'plan',
  'framework',
  'qualification',
] as const;
export type DateRangeKey = (typeof DATE_RANGE_KEYS)[number];

/**
 * 'relevance' (tenders, with text): the matches with every word in the title first, then those
 * with the words next to each other, then the newer first; without text, the default order.
 */
export const SORT_KEYS = ['publication_date', 'value', 'relevance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Localisation level options: 0 is "not specified", the others "more than N %". */
export const LOCAL_SHARE_OPTIONS = [0, 10, 15, 20, 25, 30, 35, 40] as const;

/** The query parameters of /api/search/{section}. Lists may also be sent as a single value. */
export interface SearchFilterQuery {
  page?: string;
  per_page?: string;
  filterType?: string;
  text?: string;
  buyer?: string | string[];
  tenderer?: string | string[];
  vendor?: string | string[];
  procuringEntity?: string | string[];
  funders?: string | string[];
  year?: string | string[];
  status?: string | string[];
  region?: string | string[];
  cpv?: string | string[];
  cpv_mask?: string | string[];
  proc_type?: string | string[];
  value?: { currency?: 'UAH'; amount?: { start?: string; end?: string } };
  date?: Partial<Record<DateRangeKey, DateRange>>;
  proc_rationale?: string | string[];
  milestone?: { code?: string | string[] };
  group?: string | string[];
  sort_by?: SortKey;
  order?: SortOrder;
  awardCriteria?: string | string[];
  local_share?: string;
  framework_types?: string | string[];
  /** Red-flag codes (contract/flags.ts FLAG_CODES): tenders with any of them. */
  flags?: string | string[];
  /** 'test' includes the test objects, which every search leaves out otherwise. */
  mode?: 'test';
}

/** The values of `mode`: only 'test' (any other value is answered 400). */
export const SEARCH_MODES = ['test'] as const;

export type FilterKey = keyof SearchFilterQuery;

/** The filter keys each section accepts; any other key is answered 400. */
export const SECTION_FILTERS = {
  tender: {
    keys: [
      'page',
      'per_page',
      'filterType',
      'text',
      'buyer',
      'tenderer',
      'procuringEntity',
      'funders',
      'status',
      'region',
      'cpv',
      'cpv_mask',
      'proc_type',
      'value',
      'date',
      'proc_rationale',
      'milestone',
      'group',
      'sort_by',
      'order',
      'awardCriteria',
      'local_share',
      'flags',
      'mode',
    ],
    dates: ['tender', 'enquiry', 'auction', 'award', 'qualification'],
  },
  plan: {
    keys: [
      'page',
      'per_page',
      'filterType',
      'text',
      'buyer',
      'procuringEntity',
      'year',
      'status',
      'region',
      'cpv',
      'cpv_mask',
      'proc_type',
      'value',
      'date',
      'sort_by',
      'order',
      'mode',
    ],
    dates: ['plan', 'tender'],
  },
  catalog: {
    keys: [
      'page',
      'per_page',
      'filterType',
      'text',
      'procuringEntity',
      'status',
      'region',
      'cpv',
      'cpv_mask',
      'date',
      'framework_types',
      'sort_by',
      'order',
      'mode',
    ],
    dates: ['framework', 'qualification'],
  },
  products: {
    keys: [
      'page',
      'per_page',
      'filterType',
      'text',
      'vendor',
      'status',
      'cpv',
      'cpv_mask',
      'group',
      'mode',
    ],
    dates: [],
  },
} as const satisfies Record<
  'tender' | 'plan' | 'catalog' | 'products',
  { keys: readonly FilterKey[]; dates: readonly DateRangeKey[] }
>;

/** The sort keys each section offers (tenders and plans two, frameworks one; tenders
 * also by relevance to the text). */
export const SECTION_SORTS = {
  tender: ['publication_date', 'value', 'relevance'],
  plan: ['publication_date', 'value'],
  catalog: ['publication_date'],
  products: [],
} as const satisfies Record<keyof typeof SECTION_FILTERS, readonly SortKey[]>;

/** One result row of the tender section. */
export interface TenderHit extends TenderSearchHit {
  /** The publication date the "publication_date" sort uses. */
  datePublished?: string;
  mainProcurementCategory?: string;
  /** The codes of the tender's red flags, in FLAG_CODES order; absent when it has none. */
  flags?: FlagCode[];
}

/** A row of any section: tenders, plans, frameworks (catalog) or products. */
export type SearchHit = TenderHit | PlanSearchHit | FrameworkSearchHit | ProductSearchHit;
