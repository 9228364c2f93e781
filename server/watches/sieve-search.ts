/**
 * A watched search as the sieve (page-rows.ts) tests it, prepared once: each condition of the
 * search's SQL (server/search/tender-where.ts) as a test of one row in memory, with a key that
 * names it so a page works out each test once for all the searches that share it.
 */
import type { SearchFilters } from '../search/filters.ts';
import { TENDER_LIST_FILTERS, TENDER_PERIODS } from '../search/tender-where.ts';
import { lexemeTerms, needleOf } from '../search/text-match.ts';
import type { WordMatch } from '../search/word-forms/index.ts';

type ListColumn = (typeof TENDER_LIST_FILTERS)[number]['column'];

/** A period as the sieve reads it: its bounds in microseconds (null: unbounded) and whether each is in it. */
export type Period = [number | null, number | null, boolean, boolean] | null;

/** A page's row as the sieve reads it (readPageRows). */
export type SieveRow = {
  id: string;
  is_test: boolean;
  value_amount: number | null;
  value_currency: string | null;
  local_share: number | null;
  /** The search vector's lexemes, space-separated. */
  lexemes: string | null;
  periods: Record<string, Period>;
  /** The row's digest but its date of change: equal digests, equal answers to every search. */
  digest: string;
} & Record<ListColumn, string | string[] | null>;

/** One condition: its key and its test of a row. */
export interface RowTest {
  key: string;
  test: (row: SieveRow) => boolean;
}

export interface SieveSearch {
  tests: RowTest[];
  /** Each word of the text, which the page's vocabulary tests. */
  terms: (WordMatch & { key: string })[];
  /**
   * Whether the sieve decides the whole search (every condition but code-like text, which is
   * matched as a substring too): the rows it lets through are then exactly the SQL's.
   */
  exact: boolean;
}

interface Bound {
  at: number | null;
  inside: boolean;
}

/**
 * The later of two lower bounds, or the earlier of two upper bounds: an unbounded one yields to
 * the other; at the same instant, the instant is in only if it is in both.
 */
const tighter = (x: Bound, y: Bound, later: boolean): Bound => {
  if (x.at === null) return y;
  if (y.at === null) return x;
  if (x.at === y.at) return { at: x.at, inside: x.inside && y.inside };
  return x.at > y.at === later ? x : y;
};

/** Whether two ranges share an instant, as PostgreSQL's && has it. */
const overlaps = (a: [Bound, Bound], b: [Bound, Bound]): boolean => {
  const low = tighter(a[0], b[0], true);
  const high = tighter(a[1], b[1], false);
  if (low.at === null || high.at === null) return true;
  return low.at < high.at || (low.at === high.at && low.inside && high.inside);
};

const MICROSECONDS_PER_MS = 1000;

const periodTest = (column: string, from?: Date, to?: Date): RowTest => {
  const wanted: [Bound, Bound] = [
    { at: from ? from.getTime() * MICROSECONDS_PER_MS : null, inside: true },
    { at: to ? to.getTime() * MICROSECONDS_PER_MS : null, inside: false },
  ];
  return {
    key: `${column}\u0000${String(wanted[0].at)}\u0000${String(wanted[1].at)}`,
    test: (row) => {
      const period = row.periods[column];
      if (!period) return false;
      const [low, high, lowInside, highInside] = period;
      return overlaps(
        [
          { at: low, inside: lowInside },
          { at: high, inside: highInside },
        ],
        wanted,
      );
    },
  };
};

export const sieveSearch = (filters: SearchFilters): SieveSearch => {
  const tests: RowTest[] = [];
  if (!filters.includeTest) tests.push({ key: 'real', test: (row) => !row.is_test });
  for (const { filter, column } of TENDER_LIST_FILTERS) {
    const wanted: readonly string[] = filters[filter];
    if (wanted.length === 0) continue;
    tests.push({
      key: `${column}\u0000${[...wanted].sort().join('\u0000')}`,
      test: (row) => {
        const value = row[column];
        if (value === null) return false;
        return typeof value === 'string'
          ? wanted.includes(value)
          : value.some((one) => wanted.includes(one));
      },
    });
  }
  const { value } = filters;
  if (value) {
    const [min, max] = [value.min ?? -Infinity, value.max ?? Infinity];
    tests.push({
      key: `value\u0000${String(min)}\u0000${String(max)}`,
      test: (row) =>
        row.value_currency === 'UAH' &&
        row.value_amount !== null &&
        row.value_amount >= min &&
        row.value_amount <= max,
    });
  }
  for (const [key, range] of Object.entries(filters.dates)) {
    const column = TENDER_PERIODS[key as keyof typeof TENDER_PERIODS];
    if (column) tests.push(periodTest(column, range.from, range.to));
  }
  const { localShare } = filters;
  if (localShare !== undefined) {
    tests.push({
      key: `local\u0000${String(localShare)}`,
      test: (row) =>
        localShare === 0
          ? row.local_share === null
          : row.local_share !== null && row.local_share >= localShare,
    });
  }
  const needle = needleOf(filters.text);
  const words = needle ? lexemeTerms(needle) : [];
  const terms = (words ?? []).map((word) => ({
    ...word,
    key: `text\u0000${word.prefixes.join(' ')}\u0000${word.words.join(' ')}`,
  }));
  return { tests, terms, exact: words !== undefined };
};
