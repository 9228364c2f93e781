import type { TextMarks } from '../../contract/api.ts';
import { escapeLike, type SqlParams } from '../db/sql-params.ts';
import { wordMatch, type WordMatch } from './word-forms/index.ts';

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

/**
 * The little words that carry no meaning in a title (Ukrainian, and the Russian of older
 * records): left out of a text that has other words, so «послуги з прибирання» finds
 * «Послуги прибирання приміщень».
 */
const LITTLE_WORDS = new Set(
  ['для', 'та', 'і', 'й', 'з', 'із', 'зі', 'на', 'по', 'в', 'у', 'до', 'від', 'за', 'чи', 'або']
    .concat(['и', 'с', 'со', 'во', 'от', 'к'])
    .map((word) => word.normalize('NFC')),
);

/** A word of a text search and how far it stands from the one kept before it (1: next to it). */
interface QueryWord {
  word: string;
  gap: number;
}

/** The words a text search looks for: the little words left out, unless it has no other. */
export const queryWords = (needle: string): QueryWord[] => {
  const words = needle.match(WORD) ?? [];
  const kept = words.filter((word) => !LITTLE_WORDS.has(word));
  if (kept.length === 0) return words.map((word) => ({ word, gap: 1 }));
  let gap = 0;
  return words.flatMap((word) => {
    gap += 1;
    if (LITTLE_WORDS.has(word)) return [];
    const entry = { word, gap };
    gap = 0;
    return [entry];
  });
};

/** One word's operand: its beginnings and its other forms. */
const operand = (word: string, shortWhole: boolean): string => {
  if (shortWhole && word.length < CODE_PART_PREFIX) return word;
  const { prefixes, words } = wordMatch(word);
  const parts = [...prefixes.map((prefix) => `${prefix}:*`), ...words];
  return parts.length > 1 ? `(${parts.join(' | ')})` : (parts[0] ?? word);
};

/**
 * The tsqueries of a text: what it matches (in the title's own vector too, for relevance), and
 * whether its words stand together.
 */
export interface FormsQueries {
  /** Every word in any of its forms (or as typed, in part), all required. */
  match: string;
  /** …next to each other, a little word between allowed; undefined for a single word. */
  near: string | undefined;
}

/**
 * The tsqueries of a text search: each word matches its other forms and, as typed, a word
 * beginning (a word typed in part still matches); the little words are left out; in code-like
 * text of several words, short words match whole words only.
 */
export const formsQueries = (needle: string): FormsQueries | undefined => {
  const words = queryWords(needle);
  if (words.length === 0) return undefined;
  const shortWhole = isCodeLike(needle) && (needle.match(WORD)?.length ?? 0) > 1;
  const operands = words.map(({ word }) => operand(word, shortWhole));
  const near = words
    .slice(1)
    .map(({ gap }, index) => {
      const [a, b] = [operands[index], operands[index + 1]];
      return gap > 1 ? `(${a} <-> ${b} | ${a} <${String(gap)}> ${b})` : `(${a} <-> ${b})`;
    })
    .join(' & ');
  return {
    match: operands.join(' & '),
    near: near || undefined,
  };
};

/**
 * What a text search's match asks of a row's lexemes, when that alone decides it: every word's
 * forms (one lexeme equal to a form or beginning with a prefix), all required. Undefined when the
 * text is code-like (it is matched as a substring too), has no words, or has a term the text
 * search parser might split (anything but letters).
 */
export const lexemeTerms = (needle: string): WordMatch[] | undefined => {
  if (isCodeLike(needle)) return undefined;
  const terms = queryWords(needle).map(({ word }) => wordMatch(word));
  const lettersOnly = (term: string) => /^\p{L}+$/u.test(term);
  const judged = terms.every(({ prefixes, words }) => [...prefixes, ...words].every(lettersOnly));
  return terms.length > 0 && judged ? terms : undefined;
};

/** What a text search matches, for the results to mark: each word's beginnings and forms. */
export const textMarks = (needle: string): TextMarks => {
  const matches = queryWords(needle).map(({ word }) => wordMatch(word));
  return {
    prefixes: [...new Set(matches.flatMap((match) => match.prefixes))],
    words: [...new Set(matches.flatMap((match) => match.words))],
  };
};

/**
 * Where a text search looks: the full-text vectors (a row matches when one of them does), and the
 * column code-like text is found in.
 */
interface TextColumns {
  tsv: readonly string[];
  /** Trigram-indexed: a code-like needle matches anywhere inside it. */
  codes: string;
}

/** The trigram index needs three characters; a shorter substring would read every row. */
const MIN_SUBSTRING = 3;

/**
 * Words match in any of their forms, or as typed as word prefixes, through the full-text index,
 * in any order. Text with a digit also matches as a substring of the codes (part of a tenderID,
 * a registry code). Text without letters or digits matches nothing.
 */
export const textCondition = (needle: string, params: SqlParams, columns: TextColumns): string => {
  const query = formsQueries(needle)?.match;
  if (!query) return 'FALSE';
  const tsquery = `to_tsquery('simple', ${params.add(query)})`;
  const matches = columns.tsv.map((tsv) => `${tsv} @@ ${tsquery}`);
  const words = matches.length === 1 ? (matches[0] ?? 'FALSE') : `(${matches.join(' OR ')})`;
  if (!isCodeLike(needle) || needle.length < MIN_SUBSTRING) return words;
  const substring = `${columns.codes} LIKE '%' || ${params.add(escapeLike(needle))} || '%'`;
  return `(${words} OR ${substring})`;
};
