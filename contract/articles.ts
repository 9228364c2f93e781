/**
 * News articles: GET /api/articles and GET /api/articles/:id.
 * Titles, summaries and authors come in both languages; the client picks one. The English body
 * may be missing (not translated yet). Bodies are structured blocks, never HTML, so the client
 * renders text only.
 */
import type { Static } from '@sinclair/typebox';
import type {
  ArticleBlockSchema,
  ArticleImageSchema,
  ArticleListAnswerSchema,
  ArticleSchema,
  ArticlesMetaSchema,
  ArticleSummarySchema,
} from './schemas/answers.ts';

/** One block of an article body. Links are http(s) or an internal path ("/search/tender"). */
export type ArticleBlock = Static<typeof ArticleBlockSchema>;

export type ArticleBlockType = ArticleBlock['type'];

export type ArticleImage = Static<typeof ArticleImageSchema>;

/** An item of the list: everything but the body. */
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

/** `body_en` is empty when the article exists only in Ukrainian (its titles are still in both). */
export type Article = Static<typeof ArticleSchema>;

/** Paging of the article list. */
export type ArticlesMeta = Static<typeof ArticlesMetaSchema>;

/** GET /api/articles?page=&per_page=&group= → newest first. */
export type ArticleListResponse = Static<typeof ArticleListAnswerSchema>;

export interface ArticleListQuery {
  page?: number;
  per_page?: number;
  /** A group slug; an empty value is ignored. */
  group?: string;
}

export const ARTICLE_PAGING = { defaultPerPage: 10, maxPerPage: 100, maxPage: 10_000 } as const;

/** Slugs of articles and groups: latin lower case, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

/** An entry of the `group` dictionary: the article group's title. */
export interface ArticleGroupEntry {
  title_uk: string;
  title_en: string;
  order: number;
}

/** An entry of the `banner` dictionary; the titles are the images' alt text. */
export interface BannerEntry {
  title_uk: string;
  title_en: string;
  image_small: string;
  image_large: string;
  /** An internal path. */
  url: string;
  order: number;
}

/** An entry of the `article` dictionary: the article index, keyed by slug, for offline previews. */
export interface ArticleIndexEntry {
  id: number;
  title_uk: string;
  title_en: string;
  group: string;
  date_published: string;
  url: string;
}
