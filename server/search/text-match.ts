import { escapeLike, type SqlParams } from './sql-params.ts';

/** The text a search looks for: lower-cased as the stored search_text is. */
export const needleOf = (text: string | undefined): string => text?.trim().toLowerCase() ?? '';

/** Text without letters or digits has no words to look up in the full-text index. */
export const hasWords = (needle: string): boolean => /[\p{L}\p{N}]/u.test(needle);

/**
 * Text: all its words (full text over the tsvector `tsv`), or the text itself anywhere in
 * search_text (a trigram-indexed substring).
 */
export const textCondition = (needle: string, params: SqlParams, tsv: string): string => {
  const substring = `search_text LIKE '%' || ${params.add(escapeLike(needle))} || '%'`;
  if (!hasWords(needle)) return substring;
  return `(${tsv} @@ plainto_tsquery('simple', ${params.add(needle)}) OR ${substring})`;
};
