/**
 * npx tsx tests/server/word-forms-recall.ts
 * Measures the candidate tools for word forms on the test set (word-forms-queries.ts): for each,
 * the share of queries whose tender is among the first 100 matches of the shipped real tenders
 * (embedded database; every word required, the little words left out as the search does), and
 * the most tenders one query matches. Prints a table for docs/decisions.md.
 */
import { migrate } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { needleOf, queryWords } from '../../server/search/text-match.ts';
import { dictionaryForms, stemOf, wordMatch } from '../../server/search/word-forms/index.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { FORMS_QUERIES } from './word-forms-queries.ts';

/** A candidate: the tsquery operand of one query word. */
type Operand = (word: string) => string;

const anyOf = (parts: string[]): string =>
  parts.length > 1 ? `(${[...new Set(parts)].join(' | ')})` : (parts[0] ?? '');

const candidates: [string, Operand][] = [
  ['word prefix (before)', (word) => `${word}:*`],
  ['@orama/stemmers (Ukrainian), stem as prefix', (word) => `${stemOf(word) ?? word}:*`],
  [
    'hunspell uk_UA (dictionary-uk), forms + typed prefix',
    (word) => anyOf([`${word}:*`, ...dictionaryForms(word)]),
  ],
  [
    'hunspell forms + typed prefix; the stem as prefix for words it lacks (chosen)',
    (word) => {
      const { prefixes, words } = wordMatch(word);
      return anyOf([...prefixes.map((prefix) => `${prefix}:*`), ...words]);
    },
  ],
  [
    'hunspell forms + typed prefix + stem as prefix always',
    (word) => anyOf([`${word}:*`, `${stemOf(word) ?? word}:*`, ...dictionaryForms(word)]),
  ],
];

const db = await openPglite(undefined);
await migrate(db);
await seedFromShippedData(db, shippedDataDir);
const { rows: realRows } = await db.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM tender_search WHERE NOT is_test',
);
const real = realRows[0]?.count ?? 0;

const matches = async (query: string): Promise<{ tenderID: string }[]> =>
  (
    await db.query<{ tenderID: string }>(
      `SELECT tender_id AS "tenderID" FROM tender_search
       WHERE NOT is_test AND search_tsv @@ to_tsquery('simple', $1)
       ORDER BY date_modified DESC, id LIMIT 1000`,
      [query],
    )
  ).rows;

/** The words a query keeps (the little words left out, as the search leaves them). */
const keptWords = (text: string): string[] => queryWords(needleOf(text)).map(({ word }) => word);

console.log(`${FORMS_QUERIES.length} queries, ${real} real tenders\n`);
console.log('| candidate | recall in the first 100 | missed | matches a query, mean | most |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, operand] of candidates) {
  const missed: string[] = [];
  let most = 0;
  let all = 0;
  for (const { text, tenderID } of FORMS_QUERIES) {
    const found = await matches(keptWords(text).map(operand).join(' & '));
    most = Math.max(most, found.length);
    all += found.length;
    if (!found.slice(0, 100).some((hit) => hit.tenderID === tenderID)) missed.push(text);
  }
  const recall = (100 * (FORMS_QUERIES.length - missed.length)) / FORMS_QUERIES.length;
  console.log(
    `| ${name} | ${recall.toFixed(1)} % (${FORMS_QUERIES.length - missed.length} of ${FORMS_QUERIES.length}) | ` +
      `${missed.map((text) => `«${text}»`).join(', ')} | ` +
      `${(all / FORMS_QUERIES.length).toFixed(1)} | ${most} of ${real} |`,
  );
}
await db.close();
