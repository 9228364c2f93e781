/**
 * Shapes shared by every /api answer: imported by server/ and src/. The types are those of the
 * schemas in ./schemas (imported as types: the client does not load TypeBox).
 */
import type { Static } from '@sinclair/typebox';
import type {
  ApiErrorSchema,
  SearchEnvelopeSchema,
  TextMarksSchema,
  TotalRelationSchema,
} from './schemas/common.ts';

/** One object: GET /api/tenders/:id, GET /api/articles/:id. */
export interface ItemResponse<T> {
  data: T;
}

/** Every error answer (400, 404, 500) has this body. */
export type ApiError = Static<typeof ApiErrorSchema>;

/** POST|GET /api/search/{section}: `total_relation` says how `total` was found. */
export type SearchResponse<T> = Omit<Static<typeof SearchEnvelopeSchema>, 'data'> & { data: T[] };

/** The words of a text search as typed (they match word beginnings) and their other forms. */
export type TextMarks = Static<typeof TextMarksSchema>;

export type TotalRelation = Static<typeof TotalRelationSchema>;

/** The four search sections, in menu order. */
export const SEARCH_SECTIONS = ['tender', 'plan', 'catalog', 'products'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Query-string limits shared by the server parser and the client serialiser. */
export const QUERY_LIMITS = { parameterLimit: 1000, arrayLimit: 20, depth: 5 } as const;

/** Paging limits: the result window and the largest page. */
export const PAGING = { window: 10_000, maxPerPage: 1000, defaultPerPage: 10 } as const;

export type Lang = 'uk' | 'en';
export const LANGS: readonly Lang[] = ['uk', 'en'];
/** Ukrainian is the default language and the fallback of every text. */
export const DEFAULT_LANG: Lang = 'uk';
