/**
 * Search words for the benchmark, chosen by how many of the loaded tenders they match: the
 * candidates come from the word statistics of a sample, and each candidate's matches are then
 * counted with the condition the search runs (every word in any of its forms, all required).
 */
import type { Database } from '../../server/db/database.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { parseFilters } from '../../server/search/parse-filters.ts';
import { tenderConditions } from '../../server/search/tender-where.ts';

export interface ChosenWords {
  /** The match count asked for. */
  target: number;
  text: string;
  matches: number;
}

const SAMPLE = 4000;
/** Candidates counted per target, the nearest by the sample's estimate. */
const CANDIDATES = 6;
/** The rarest words, tried two at a time for a small target. */
const RARE_PAIRS = 40;

/** The tenders, test ones included, that a search for the text finds, through its text index. */
const countMatches = async (db: Database, text: string): Promise<number> => {
  const params = new SqlParams();
  const conditions = tenderConditions(parseFilters({ text, mode: 'test' }, 'tender'), params);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tender_search WHERE ${conditions.join(' AND ')}`,
    params.values,
  );
  return rows[0]?.count ?? 0;
};

const nearest = <T>(items: T[], distance: (item: T) => number): T[] =>
  [...items].sort((a, b) => distance(a) - distance(b));

/** How far apart two counts are, by ratio, so 10 against 20 weighs as 1,000 against 2,000. */
const ratio = (a: number, b: number): number => Math.abs(Math.log((a + 1) / (b + 1)));

/**
 * One text per target. A single word matches at least one in every few hundred tenders (the
 * synthetic ones repeat the shipped tenders' words), so a small target is met by two rare words
 * together, each from a different part of the tender.
 */
export const chooseWords = async (
  db: Database,
  total: number,
  targets: readonly number[],
): Promise<ChosenWords[]> => {
  const { rows } = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat($$SELECT search_tsv FROM tender_search ORDER BY id LIMIT ${SAMPLE}$$)
     WHERE word ~ '^[[:alpha:]]{5,}$'`,
  );
  const sampled = Math.min(total, SAMPLE);
  const words = rows.map((row) => ({ word: row.word, estimate: (row.ndoc * total) / sampled }));
  const chosen: ChosenWords[] = [];
  for (const target of targets) {
    const counted: ChosenWords[] = [];
    for (const { word } of nearest(words, (w) => ratio(w.estimate, target)).slice(0, CANDIDATES)) {
      counted.push({ target, text: word, matches: await countMatches(db, word) });
    }
    const rarest = nearest(words, (w) => w.estimate).slice(0, RARE_PAIRS);
    if (target < (rarest[0]?.estimate ?? 0) / 2) {
      for (const [i, a] of rarest.entries()) {
        for (const b of rarest.slice(i + 1)) {
          const text = `${a.word} ${b.word}`;
          const matches = await countMatches(db, text);
          if (matches > 0) counted.push({ target, text, matches });
        }
      }
    }
    const best = nearest(counted, (c) => ratio(c.matches, target))[0];
    if (best) chosen.push(best);
  }
  return chosen;
};
