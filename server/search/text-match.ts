import { escapeLike, type SqlParams } from './sql-params.ts';

/** The text a search looks for: lower-cased as the stored search text is. */
export const needleOf = (text: string | undefined): string =>
  text?.normalize('NFC').trim().toLowerCase() ?? '';

const WORD = /[\p{L}\p{N}]+/gu;

/** Text with a digit (a tenderID, a registry or CPV code, part of one) is looked up as a code. */
export const isCodeLike = (needle: string): boolean => /\p{N}/u.test(needle);

/**
 * In code-like text of several words, words shorter than this match whole words only: the parts
 * of a tenderID ('ua', '05', 'a') as prefixes would each match a large part of the vocabulary,
 * and the code itself is found as a substring anyway. A single short word ('45', a CPV division)
 * stays a prefix.
 */
const CODE_PART_PREFIX = 3;

/**
 * Every word of the needle as a word prefix ('ремонт' finds 'ремонту'), all of them required;
 * in code-like text of several words, short words as whole words.
 */
export const prefixQuery = (needle: string): string | undefined => {
  const words = needle.match(WORD);
  const shortWhole = isCodeLike(needle) && (words?.length ?? 0) > 1;
  return words
    ? words
        .map((word) => (shortWhole && word.length < CODE_PART_PREFIX ? word : `${word}:*`))
        .join(' & ')
    : undefined;
};

/** Where a text search looks: the full-text vector, and the column code-like text is found in. */
interface TextColumns {
  tsv: string;
  /** Trigram-indexed: a code-like needle matches anywhere inside it. */
  codes: string;
}

/** The trigram index needs three characters; a shorter substring would read every row. */
const MIN_SUBSTRING = 3;

/**
 * Words match as word prefixes through the full-text index, in any order. Text with a digit also
 * matches as a substring of the codes (part of a tenderID, a registry code). Text without letters
 * or digits matches nothing.
 */
export const textCondition = (needle: string, params: SqlParams, columns: TextColumns): string => {
  const query = prefixQuery(needle);
  if (!query) return 'FALSE';
  const words = `${columns.tsv} @@ to_tsquery('simple', ${params.add(query)})`;
  if (!isCodeLike(needle) || needle.length < MIN_SUBSTRING) return words;
  const substring = `${columns.codes} LIKE '%' || ${params.add(escapeLike(needle))} || '%'`;
  return `(${words} OR ${substring})`;
};
