import type { Lang } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { Dictionary } from '../../../../../contract/static-data';
import { entryLabel } from '../../../../../contract/dictionary-label';
import { addToList, listOf, removeFromList } from './builder';

/**
 * CPV (ДК 021:2015) codes in the filter. An exact code goes to `cpv`; a code with the prefix
 * delimiter ("4521*": every code starting with 4521) or a code chosen with its subcategories
 * goes to `cpv_mask`, which the server matches by prefix.
 */
export const CPV_PREFIX_DELIMITER = '*';

const CODE = /^\d{8}-\d$/;
const PREFIX = /^(\d{2,8})\*$/;

export interface CpvMatch {
  code: string;
  name: string;
}

export interface CpvSearch {
  matches: CpvMatch[];
  total: number;
  /** "4521*" typed: the prefix offered as one choice. */
  prefix?: string;
}

/** '4521*' → '4521'; undefined when the input has no prefix delimiter. */
export const cpvPrefixOf = (input: string): string | undefined =>
  PREFIX.exec(input.trim().replace(/\s+/g, ''))?.[1];

const nameOf = (dictionary: Dictionary, code: string, lang: Lang): string =>
  entryLabel(dictionary.data[code], lang) ?? '';

/** The name of a code in the language; undefined without the dictionary or the code. */
export function cpvName(
  dictionary: Dictionary | undefined,
  code: string,
  lang: Lang,
): string | undefined {
  if (!dictionary || !Object.hasOwn(dictionary.data, code)) return undefined;
  return nameOf(dictionary, code, lang) || undefined;
}

/**
 * Codes whose digits start with the typed digits, or whose name (in the language or in
 * Ukrainian) contains every typed word; the first `limit` in classifier order.
 */
export function searchCpv(
  dictionary: Dictionary,
  input: string,
  lang: Lang,
  limit: number,
): CpvSearch {
  const typed = input.trim().toLowerCase();
  const prefix = cpvPrefixOf(typed);
  if (typed === '') return { matches: [], total: 0 };
  const digits = typed.replace(/[-*\s]/g, '');
  const byCode = /^\d+$/.test(digits);
  const words = typed.split(/\s+/);
  const matches: CpvMatch[] = [];
  let total = 0;
  for (const [code, entry] of Object.entries(dictionary.data)) {
    const hit = byCode
      ? code.replace('-', '').startsWith(digits)
      : words.every((word) =>
          [entry.title_uk, entry[`title_${lang}`]].some(
            (title) => typeof title === 'string' && title.toLowerCase().includes(word),
          ),
        );
    if (!hit) continue;
    total += 1;
    if (matches.length < limit) matches.push({ code, name: nameOf(dictionary, code, lang) });
  }
  return prefix === undefined ? { matches, total } : { matches, total, prefix };
}

/** Adds a chosen code: with its subcategories (or a prefix) to cpv_mask, else to cpv. */
export function addCpv(
  query: SearchFilterQuery,
  code: string,
  withChildren: boolean,
): SearchFilterQuery {
  const prefix = cpvPrefixOf(code);
  if (prefix !== undefined) return addToList(query, 'cpv_mask', prefix);
  return addToList(query, withChildren ? 'cpv_mask' : 'cpv', code);
}

export interface ChosenCpv {
  key: 'cpv' | 'cpv_mask';
  code: string;
}

/** The codes of both lists, exact codes first. */
export const chosenCpv = (query: SearchFilterQuery): ChosenCpv[] => [
  ...listOf(query.cpv).map((code): ChosenCpv => ({ key: 'cpv', code })),
  ...listOf(query.cpv_mask).map((code): ChosenCpv => ({ key: 'cpv_mask', code })),
];

export const removeCpv = (query: SearchFilterQuery, chosen: ChosenCpv): SearchFilterQuery =>
  removeFromList(query, chosen.key, chosen.code);

/** Whether a cpv_mask value is a whole code (then it has a name) rather than a prefix. */
export const isWholeCode = (code: string): boolean => CODE.test(code);
