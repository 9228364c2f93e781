/** Shapes shared by every /api answer. Types only: imported by server/ and src/. */

/** One object: GET /api/tenders/:id, GET /api/articles/:id. */
export interface ItemResponse<T> {
  data: T;
}

/** Every error answer (400, 404, 500) has this body. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/** POST|GET /api/search/{section}. */
export interface SearchResponse<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
  /**
   * How `total` was found: 'eq' counted; 'approx' the database's estimate, for many matches;
   * 'gte' more than the 10,000-result window (total is then 10,000).
   */
  total_relation: TotalRelation;
  /** With a text: what it matched, for marking it in the results. */
  marks?: TextMarks;
}

/** The words of a text search as typed (they match word beginnings) and their other forms. */
export interface TextMarks {
  prefixes: string[];
  /** Whole words: «лікарня» for «лікарні». */
  words: string[];
}

export type TotalRelation = 'eq' | 'approx' | 'gte';

/** The four search sections, in menu order. */
export const SEARCH_SECTIONS = ['tender', 'plan', 'catalog', 'products'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Query-string limits shared by the server parser and the client serialiser (spec §9). */
export const QUERY_LIMITS = { parameterLimit: 1000, arrayLimit: 20, depth: 5 } as const;

/** Paging limits (spec §9): the result window and the largest page. */
export const PAGING = { window: 10_000, maxPerPage: 1000, defaultPerPage: 10 } as const;

export type Lang = 'uk' | 'en';
export const LANGS: readonly Lang[] = ['uk', 'en'];
/** Ukrainian is the default language and the fallback of every text. */
export const DEFAULT_LANG: Lang = 'uk';
