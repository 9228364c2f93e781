/**
 * News articles: GET /api/articles and GET /api/articles/:id (spec §3, §7).
 * Titles, summaries and authors come in both languages; the client picks one. The English body
 * may be missing (not translated yet). Bodies are structured blocks, never HTML, so the client
 * renders text only.
 */

/** One block of an article body. Links are http(s) or an internal path ("/search/tender"). */
export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'note'; text: string }
  | { type: 'link'; text: string; href: string };

export type ArticleBlockType = ArticleBlock['type'];

export interface ArticleImage {
  /** A path under the site root, e.g. "/news/how-to-read-a-tender-page.svg". */
  src: string;
  width: number;
  height: number;
  alt_uk: string;
  alt_en: string;
}

/** An item of the list: everything but the body. */
export interface ArticleSummary {
  id: number;
  /** Latin kebab-case, unique; /news/:id accepts it as well as the id. */
  slug: string;
  /** A key of the `group` dictionary. */
  group: string;
  /** ISO 8601 with an offset. */
  date_published: string;
  date_modified: string;
  title_uk: string;
  title_en: string;
  summary_uk: string;
  summary_en: string;
  author_uk: string;
  author_en: string;
  image: ArticleImage;
}

export interface Article extends ArticleSummary {
  body_uk: ArticleBlock[];
  /** Empty when the article exists only in Ukrainian (its titles are still in both). */
  body_en: ArticleBlock[];
}

/** Paging of the article list (spec §3 "Article list response"). */
export interface ArticlesMeta {
  current_page: number;
  per_page: number;
  total: number;
}

/** GET /api/articles?page=&per_page=&group= → newest first. */
export interface ArticleListResponse {
  data: ArticleSummary[];
  meta: ArticlesMeta;
}

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

/** An entry of the `group` dictionary: the article group's title (spec §3 "Article group"). */
export interface ArticleGroupEntry {
  title_uk: string;
  title_en: string;
  order: number;
}

/** An entry of the `banner` dictionary (spec §3 "Banner"); the titles are the images' alt text. */
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
