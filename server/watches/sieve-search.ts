/**
 * A watched search as the sieve (page-rows.ts) tests it, prepared once: each condition of the
 * search's SQL (server/search/tender-where.ts) as a test of one row in memory, with a key that
 * names it so a page works out each test once for all the searches that share it.
 */
import type { SearchFilters } from '../search/filters.ts';
import { TENDER_LIST_FILTERS, TENDER_PERIODS } from '../search/tender-where.ts';
import { lexemeTerms, needleOf } from '../search/text-match.ts';
import type { WordMatch } from '../search/word-forms/index.ts';

export type ListColumn = (typeof TENDER_LIST_FILTERS)[number]['column'];

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
  /** The codes code-like text is found in (tender-where.ts). */
  search_codes: string | null;
} & Record<ListColumn, string | string[] | null>;

/**
 * What a page (page-rows.ts) worked out of one condition: the rows it holds, or whether a search
 * asked for it once. Kept on the condition, and shared by the searches that ask the same
 * (shareMemos), so thousands of searches find it without a lookup by key.
 */
export interface ConditionMemo {
  page: object | undefined;
  rows: Uint32Array | undefined;
  asked: boolean;
}

const newMemo = (): ConditionMemo => ({ page: undefined, rows: undefined, asked: false });

/** One condition: its key and its test of a row. */
export interface RowTest {
  key: string;
  test: (row: SieveRow) => boolean;
  /** For a list filter: the column and the values it wants, which a page looks up instead. */
  lookup?: { column: ListColumn; values: readonly string[] };
  memo: ConditionMemo;
}

/** A word of the text, which a page's vocabulary tests. */
export type SieveTerm = WordMatch & { key: string; memo: ConditionMemo };

export interface SieveSearch {
  tests: RowTest[];
  /** Each word of the text. */
  terms: SieveTerm[];
  /**
   * Whether the sieve decides the whole search (every condition but code-like text, which is
   * matched as a substring too): the rows it lets through are then exactly the SQL's.
   */
  exact: boolean;
}

/** A bound in microseconds (null: unbounded) and whether its instant is in the range. */
type Bound = [at: number | null, inside: boolean];

/**
 * The later of two lower bounds (`later`), or the earlier of two upper bounds: an unbounded one
 * yields to the other; at the same instant, the instant is in only if it is in both. Writes the
 * answer into `into`, as the sieve tests every row of a page with it.
 */
const tighter = (
  into: Bound,
  at: number | null,
  inside: boolean,
  other: Bound,
  later: boolean,
): void => {
  const [otherAt, otherInside] = other;
  if (at === null || (otherAt !== null && otherAt !== at && otherAt > at === later)) {
    into[0] = otherAt;
    into[1] = otherInside;
  } else {
    into[0] = at;
    into[1] = otherAt === at ? inside && otherInside : inside;
  }
};

const MICROSECONDS_PER_MS = 1000;

/** Whether a row's period shares an instant with [from, to), as PostgreSQL's && has it. */
const periodTest = (column: string, from?: Date, to?: Date): Omit<RowTest, 'memo'> => {
  const wantedLow: Bound = [from ? from.getTime() * MICROSECONDS_PER_MS : null, true];
  const wantedHigh: Bound = [to ? to.getTime() * MICROSECONDS_PER_MS : null, false];
  const low: Bound = [null, false];
  const high: Bound = [null, false];
  return {
    key: `${column}\u0000${String(wantedLow[0])}\u0000${String(wantedHigh[0])}`,
    test: (row) => {
      const period = row.periods[column];
      if (!period) return false;
      tighter(low, period[0], period[2], wantedLow, true);
      tighter(high, period[1], period[3], wantedHigh, false);
      const [lowAt, lowInside] = low;
      const [highAt, highInside] = high;
      if (lowAt === null || highAt === null) return true;
      return lowAt < highAt || (lowAt === highAt && lowInside && highInside);
    },
  };
};

export const sieveSearch = (filters: SearchFilters): SieveSearch => {
  const tests: Omit<RowTest, 'memo'>[] = [];
  if (!filters.includeTest) tests.push({ key: 'real', test: (row) => !row.is_test });
  for (const { filter, column } of TENDER_LIST_FILTERS) {
    const wanted: readonly string[] = filters[filter];
    if (wanted.length === 0) continue;
    tests.push({
      key: `${column}\u0000${[...wanted].sort().join('\u0000')}`,
      lookup: { column, values: wanted },
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
    memo: newMemo(),
  }));
  return {
    tests: tests.map((test) => ({ ...test, memo: newMemo() })),
    terms,
    exact: words !== undefined,
  };
};

/** The searches' conditions with one memo for each key they share. */
export const shareMemos = <Search extends { sieve: SieveSearch }>(
  searches: readonly Search[],
): Search[] => {
  const memos = new Map<string, ConditionMemo>();
  const shared = (key: string): ConditionMemo => {
    let memo = memos.get(key);
    if (!memo) memos.set(key, (memo = newMemo()));
    return memo;
  };
  return searches.map((search) => ({
    ...search,
    sieve: {
      ...search.sieve,
      tests: search.sieve.tests.map((test) => ({ ...test, memo: shared(test.key) })),
      terms: search.sieve.terms.map((term) => ({ ...term, memo: shared(term.key) })),
    },
  }));
};
