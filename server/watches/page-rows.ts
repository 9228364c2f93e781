/**
 * A page's search rows as the watches' sieve sees them: which of the page's tenders a search may
 * match, judged in memory (sieve-search.ts). It never leaves out a row the search matches, and
 * lets through exactly those rows when it judges the search whole
 * (tests/server/watch-sieve.test.ts holds it to both on the search mix); the search's SQL
 * decides the few others, so thousands of searches cost the database little.
 */
import type { Queryable } from '../db/database.ts';
import { TENDER_LIST_FILTERS, TENDER_PERIODS } from '../search/tender-where.ts';
import type { ListColumn, RowTest, SieveRow, SieveSearch } from './sieve-search.ts';

/** A set of the page's rows: bit n of word n >> 5 for the n-th row. */
type Rows = Uint32Array;

/**
 * A page's changed rows, and the rows they replaced: each search is sieved once over both, and
 * each test is worked out once for all the searches that share it.
 */
export class PageRows {
  /** The changed rows' ids. */
  readonly ids: readonly string[];
  readonly #rows: readonly SieveRow[];
  /** For each changed row, the index of the row it replaced in `#rows`; -1 for a new tender. */
  readonly #before: Int32Array;
  readonly #words: number;
  /** Every lexeme of the rows, sorted, and the rows that hold each. */
  readonly #vocabulary: readonly string[];
  readonly #holders: Map<string, Rows>;
  /** The list columns' values, and the rows that hold each, worked out when asked for. */
  readonly #byValue = new Map<ListColumn, Map<string, Rows>>();
  /** The rows still in while a search is sieved. */
  readonly #left: Rows;

  constructor(changed: readonly SieveRow[], before: readonly SieveRow[] = []) {
    const replaced = new Map(before.map((row) => [row.id, row]));
    const rows = [...changed];
    this.#before = Int32Array.from(changed, (row) => {
      const old = replaced.get(row.id);
      return old ? rows.push(old) - 1 : -1;
    });
    this.#rows = rows;
    this.ids = changed.map((row) => row.id);
    this.#words = Math.ceil(rows.length / 32);
    this.#left = new Uint32Array(this.#words);
    this.#holders = holdersOf(rows, this.#words, (row) =>
      row.lexemes ? row.lexemes.split(' ') : [],
    );
    this.#vocabulary = [...this.#holders.keys()].sort();
  }

  #where(test: (row: SieveRow) => boolean): Rows {
    const rows = new Uint32Array(this.#words);
    this.#rows.forEach((row, n) => {
      if (test(row)) add(rows, n);
    });
    return rows;
  }

  /** For a list column, the rows that hold each of its values. */
  #indexOf(column: ListColumn): Map<string, Rows> {
    let index = this.#byValue.get(column);
    if (!index) {
      index = holdersOf(this.#rows, this.#words, (row) => {
        const value = row[column];
        return typeof value === 'string' ? [value] : (value ?? []);
      });
      this.#byValue.set(column, index);
    }
    return index;
  }

  /** The rows whose `column` holds one of `values`. */
  #holdingValue(column: ListColumn, values: readonly string[]): Rows {
    const index = this.#indexOf(column);
    const rows = new Uint32Array(this.#words);
    for (const value of values) addAll(rows, index.get(value));
    return rows;
  }

  /** The rows with one of the words, or with a lexeme that begins with one of the prefixes. */
  #holding(words: readonly string[], prefixes: readonly string[]): Rows {
    const rows = new Uint32Array(this.#words);
    const include = (lexeme: string | undefined) => {
      if (lexeme !== undefined) addAll(rows, this.#holders.get(lexeme));
    };
    words.forEach(include);
    for (const prefix of prefixes) {
      let [low, high] = [0, this.#vocabulary.length];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((this.#vocabulary[middle] ?? '') < prefix) low = middle + 1;
        else high = middle;
      }
      for (let n = low; this.#vocabulary[n]?.startsWith(prefix) === true; n += 1) {
        include(this.#vocabulary[n]);
      }
    }
    return rows;
  }

  /** Keeps in `#left` only the rows of `rows`; answers whether any is left. */
  #keep(rows: Rows): boolean {
    let any = 0;
    for (let w = 0; w < this.#words; w += 1) {
      const kept = (this.#left[w] ?? 0) & (rows[w] ?? 0);
      this.#left[w] = kept;
      any |= kept;
    }
    return any !== 0;
  }

  /** Keeps in `#left` only the rows that pass `test`; answers whether any is left. */
  #keepPassing(test: (row: SieveRow) => boolean): boolean {
    let any = 0;
    for (let w = 0; w < this.#words; w += 1) {
      let bits = this.#left[w] ?? 0;
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const bit = 31 - Math.clz32(rest & -rest);
        const row = this.#rows[w * 32 + bit];
        if (!row || !test(row)) bits &= ~(1 << bit);
      }
      this.#left[w] = bits;
      any |= bits;
    }
    return any !== 0;
  }

  /**
   * Leaves in `#left` the rows a search may match; answers whether there is any. Tests already
   * worked out go first, as they may leave no row for the others. A test asked for once (most
   * are one search's own: a value range, a date) is tried on that search's rows left only; the
   * second time, on every row, for the searches after.
   */
  #sieve({ tests, terms }: SieveSearch): boolean {
    this.#left.fill(0xffffffff);
    const unknown: RowTest[] = [];
    for (const one of tests) {
      const { memo } = one;
      if (memo.page !== this) {
        memo.page = this;
        memo.asked = false;
        memo.rows = one.lookup && this.#holdingValue(one.lookup.column, one.lookup.values);
      }
      if (!memo.rows) unknown.push(one);
      else if (!this.#keep(memo.rows)) return false;
    }
    for (const { memo, test } of unknown) {
      if (memo.asked) {
        memo.rows = this.#where(test);
        if (!this.#keep(memo.rows)) return false;
      } else {
        memo.asked = true;
        if (!this.#keepPassing(test)) return false;
      }
    }
    for (const { memo, words, prefixes } of terms) {
      if (memo.page !== this) {
        memo.page = this;
        memo.rows = this.#holding(words, prefixes);
      }
      if (!memo.rows || !this.#keep(memo.rows)) return false;
    }
    return true;
  }

  /** The changed rows left in `#left` (and, with `unlessBefore`, whose old row is not). */
  #leftIds(unlessBefore: boolean): string[] {
    const ids: string[] = [];
    const changed = this.ids.length;
    for (let w = 0; w * 32 < changed; w += 1) {
      for (let rest = this.#left[w] ?? 0; rest !== 0; rest &= rest - 1) {
        const n = w * 32 + 31 - Math.clz32(rest & -rest);
        if (n >= changed) break;
        if (!unlessBefore || !this.#isLeft(this.#before[n] ?? -1)) ids.push(this.ids[n] ?? '');
      }
    }
    return ids;
  }

  #isLeft(n: number): boolean {
    return n >= 0 && (((this.#left[n >>> 5] ?? 0) >>> (n & 31)) & 1) === 1;
  }

  /** The ids of the changed rows a search may match: a superset of what its SQL finds among them. */
  candidates(search: SieveSearch): string[] {
    return this.#sieve(search) ? this.#leftIds(false) : [];
  }

  /**
   * For a search the sieve judges whole: the ids of the changed rows it matches that the rows they
   * replaced did not.
   */
  entered(search: SieveSearch): string[] {
    return this.#sieve(search) ? this.#leftIds(true) : [];
  }
}

const add = (rows: Rows, n: number): void => {
  rows[n >>> 5] = (rows[n >>> 5] ?? 0) | (1 << (n & 31));
};

/** Adds the rows of `more` (none when undefined) to `rows`. */
const addAll = (rows: Rows, more: Rows | undefined): void => {
  if (more) for (let w = 0; w < rows.length; w += 1) rows[w] = (rows[w] ?? 0) | (more[w] ?? 0);
};

/** For each key a row has (`keysOf`), the rows that have it. */
const holdersOf = (
  rows: readonly SieveRow[],
  words: number,
  keysOf: (row: SieveRow) => readonly string[],
): Map<string, Rows> => {
  const holders = new Map<string, Rows>();
  rows.forEach((row, n) => {
    for (const key of keysOf(row)) {
      let held = holders.get(key);
      if (!held) holders.set(key, (held = new Uint32Array(words)));
      add(held, n);
    }
  });
  return holders;
};

/** A period as [lower, upper, lower in, upper in], bounds in microseconds; null when empty. */
const period = (column: string): string =>
  `CASE WHEN ${column} IS NULL OR isempty(${column}) THEN NULL ELSE json_build_array(
     (extract(epoch FROM lower(${column})) * 1000000)::float8,
     (extract(epoch FROM upper(${column})) * 1000000)::float8,
     lower_inc(${column}), upper_inc(${column})) END`;

const SIEVE_COLUMNS = [
  'id',
  'is_test',
  ...TENDER_LIST_FILTERS.map(({ column }) => column),
  'value_amount',
  'value_currency',
  'local_share',
  `json_build_object(${Object.values(TENDER_PERIODS)
    .map((column) => `'${column}', ${period(column)}`)
    .join(', ')}) AS periods`,
  // One string: an array of thousands would cost the process more to read than the split.
  `array_to_string(tsvector_to_array(search_tsv), ' ') AS lexemes`,
  'search_codes',
].join(', ');

/** The page's search rows as the sieve reads them. */
export const readSieveRows = async (db: Queryable, ids: readonly string[]): Promise<SieveRow[]> => {
  const { rows } = await db.query<SieveRow>(
    `SELECT ${SIEVE_COLUMNS} FROM tender_search WHERE id = ANY($1::text[])`,
    [ids],
  );
  return rows;
};

/**
 * Whether two versions of a row answer every search alike: the sieve's columns and the codes
 * hold every column a search's conditions read (tender-where.ts), and a row read twice by one
 * statement has its columns in one order.
 */
export const answersAlike = (one: SieveRow, other: SieveRow): boolean =>
  JSON.stringify(one) === JSON.stringify(other);
