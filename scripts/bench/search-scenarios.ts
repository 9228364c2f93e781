/**
 * The tender searches the benchmark times: texts chosen by match count (search-words.ts), the
 * filter combinations of the search screen with values drawn from the loaded tenders, sorts and
 * deep pages. Each scenario makes a new query string per request from a seeded random source.
 */
import type { Database } from '../../server/db/database.ts';
import { seededRandom } from '../seeded-random.ts';
import type { ChosenWords } from './search-words.ts';
import { dictionaryForms } from '../../server/search/word-forms/index.ts';

export interface Scenario {
  name: string;
  url: () => string;
}

const q = encodeURIComponent;

export interface Samples {
  statusTypes: { status: string; type: string }[];
  cpvCodes: string[];
  buyers: string[];
  tenderIds: string[];
  readIds: string[];
  /** Read by the floor comparison only, after everything else (see tender-floor.ts). */
  floorIds: string[];
  /** The registry codes with the most tenders as a buyer and as a bidder or supplier. */
  busiestBuyer?: string;
  busiestBidder?: string;
  /** The regions with the most tenders. */
  regions: string[];
  /** CPV prefixes of two and three digits (cpv_mask), from the sampled codes. */
  cpvMasks: string[];
  /** The commonest status. */
  commonStatus: string;
  /** Two words of one tender's title (each of five letters or more). */
  wordPairs: string[];
  /** Titles of some tenders, for the random mix's words (search-mix.ts). */
  titles: string[];
}

const WORD = /[\p{L}]{5,}/gu;

/** The code with the most profile rows (migration 012) in a role. */
const busiest = async (db: Database, role: string): Promise<string | undefined> => {
  const { rows } = await db.query<{ edrpou: string }>(
    `SELECT edrpou FROM org_tenders WHERE role = $1
     GROUP BY edrpou ORDER BY count(*) DESC, edrpou LIMIT 1`,
    [role],
  );
  return rows[0]?.edrpou;
};

/** Filter values as the loaded tenders have them (ids ordered by the random internal id). */
export const sampleValues = async (db: Database): Promise<Samples> => {
  const statusTypes = await db.query<{ status: string; type: string }>(
    `SELECT status, procurement_method_type AS type FROM tenders
     GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 8`,
  );
  const some = await db.query<{
    tender_id: string;
    buyer: string;
    cpv: string | null;
    title: string;
  }>(
    `SELECT tender_id, buyer_ids[1] AS buyer, cpv_codes[1] AS cpv, title FROM tenders
     WHERE cardinality(buyer_ids) > 0 ORDER BY id LIMIT 500`,
  );
  const regions = await db.query<{ region: string }>(
    `SELECT region FROM tenders WHERE region IS NOT NULL
     GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 5`,
  );
  const statuses = await db.query<{ status: string }>(
    'SELECT status FROM tenders GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
  );
  const cpvCodes = [...new Set(some.rows.flatMap((row) => (row.cpv ? [row.cpv] : [])))];
  return {
    regions: regions.rows.map((row) => row.region),
    cpvMasks: [...new Set(cpvCodes.flatMap((code) => [code.slice(0, 2), code.slice(0, 3)]))],
    commonStatus: statuses.rows[0]?.status ?? 'complete',
    wordPairs: [
      ...new Set(
        some.rows.flatMap((row) => {
          const words = row.title.toLowerCase().match(WORD) ?? [];
          return words.length >= 2 ? [`${words[0]} ${words[1]}`] : [];
        }),
      ),
    ].slice(0, 50),
    titles: some.rows.map((row) => row.title),
    statusTypes: statusTypes.rows,
    cpvCodes,
    buyers: some.rows.slice(0, 200).map((row) => row.buyer),
    tenderIds: some.rows.slice(200, 400).map((row) => row.tender_id),
    readIds: some.rows.slice(400, 450).map((row) => row.tender_id),
    floorIds: some.rows.slice(450).map((row) => row.tender_id),
    busiestBuyer: await busiest(db, 'buyer'),
    busiestBidder: await busiest(db, 'bidder'),
  };
};

/** The search scenarios, in the order they are timed. */
export const searchScenarios = (words: readonly ChosenWords[], samples: Samples): Scenario[] => {
  const random = seededRandom(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const search = (query: string) => `/api/search/tender?${query}`;
  const statusType = () => {
    const { status, type } = pick(samples.statusTypes);
    return `status[]=${q(status)}&proc_type[]=${q(type)}`;
  };
  const months = (count: number) => {
    const start = new Date(Date.UTC(2023 + Math.floor(random() * 3), Math.floor(random() * 12)));
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + count);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return `date[tender][start]=${day(start)}&date[tender][end]=${day(end)}`;
  };
  const month = () => months(1);
  const valueRange = () => {
    const from = Math.round(10 ** (3 + random() * 4));
    return `value[amount][start]=${from}&value[amount][end]=${from * 10}`;
  };
  const common = words.at(-1);
  /** Two words of a title, each in another form the dictionary knows (as people type them). */
  const inflected = () =>
    pick(samples.wordPairs)
      .split(' ')
      .map((word) => {
        const forms = dictionaryForms(word).filter((form) => form !== word);
        return forms.length > 0 ? pick(forms) : word;
      })
      .join(' ');
  return [
    ...words.map((chosen) => ({
      name: `text, ${chosen.matches.toLocaleString('en')} matches ("${chosen.text}")`,
      url: () => search(`text=${q(chosen.text)}`),
    })),
    { name: 'tenderID', url: () => search(`text=${q(pick(samples.tenderIds))}`) },
    { name: 'status + procedure type', url: () => search(statusType()) },
    { name: 'CPV code', url: () => search(`cpv[]=${pick(samples.cpvCodes)}`) },
    { name: 'value range', url: () => search(valueRange()) },
    { name: 'tender period (a month)', url: () => search(month()) },
    { name: 'buyer EDRPOU', url: () => search(`buyer[]=${pick(samples.buyers)}`) },
    {
      name: `text + filters ("${common?.text ?? ''}", status, type, value)`,
      url: () => search(`text=${q(common?.text ?? '')}&${statusType()}&value[amount][start]=10000`),
    },
    {
      name: 'sort by value',
      url: () => search(`sort_by=value&order=${random() < 0.5 ? 'asc' : 'desc'}`),
    },
    { name: 'deep page (9,901–10,000)', url: () => search('page=100&per_page=100') },
    {
      name: 'deep page by value',
      url: () => search(`sort_by=value&order=desc&page=100&per_page=100`),
    },
    {
      name: 'deep page, status + type',
      url: () => search(`${statusType()}&page=${10 + Math.floor(random() * 90)}&per_page=100`),
    },
    { name: 'region', url: () => search(`region=${q(pick(samples.regions))}`) },
    { name: 'CPV prefix (cpv_mask)', url: () => search(`cpv_mask=${pick(samples.cpvMasks)}`) },
    ...(samples.busiestBuyer
      ? [
          {
            name: `busiest buyer by value (${samples.busiestBuyer})`,
            url: () =>
              search(
                `buyer=${q(samples.busiestBuyer ?? '')}&sort_by=value&order=${random() < 0.5 ? 'asc' : 'desc'}`,
              ),
          },
        ]
      : []),
    {
      name: `page 50 of the commonest status (${samples.commonStatus})`,
      url: () => search(`status=${q(samples.commonStatus)}&page=50`),
    },
    {
      name: 'two words of a title and three months of tender period',
      url: () => search(`text=${q(pick(samples.wordPairs))}&${months(3)}`),
    },
    {
      name: 'text, two words of a title in other forms',
      url: () => search(`text=${q(inflected())}`),
    },
    {
      name: 'text, two words of a title in other forms, by relevance',
      url: () => search(`text=${q(inflected())}&sort_by=relevance`),
    },
    { name: 'GET /api/tenders/:id', url: () => `/api/tenders/${pick(samples.readIds)}` },
    // The profile budget: p95 ≤ 50 ms for the busiest buyer at 100,000 tenders.
    ...(samples.busiestBuyer
      ? [
          {
            name: `GET /api/orgs/:edrpou, busiest buyer (${samples.busiestBuyer})`,
            url: () => `/api/orgs/${q(samples.busiestBuyer ?? '')}`,
          },
        ]
      : []),
    ...(samples.busiestBidder
      ? [
          {
            name: `GET /api/orgs/:edrpou, busiest bidder (${samples.busiestBidder})`,
            url: () => `/api/orgs/${q(samples.busiestBidder ?? '')}`,
          },
        ]
      : []),
  ];
};
