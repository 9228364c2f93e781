/**
 * npm run bench:watch -- [tenders] [watches]
 * The watches' cost (issue budget: 10,000 search watches over 100,000 tenders on PostgreSQL):
 * loads synthetic tenders (bench-database.ts), creates search watches from the seeded random
 * search mix, then writes pages of 100 changed tenders through the path ingest takes, their news
 * found after each commit by a NewsQueue, and times each page's news from its commit until it is
 * recorded (pages merged as the queue merges them), the search latency while pages are written
 * with the watches against without them, and the writes in steady state with the watches' news
 * beside them against without any. Figures go to docs/benchmarks.md by hand.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { projectRoot } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { writeWatched } from '../../server/watches/evaluate.ts';
import { NewsQueue } from '../../server/watches/news-queue.ts';
import { createWatch } from '../../server/watches/store.ts';
import { openBenchDatabase, loadTenders } from './bench-database.ts';
import { searchMix } from './search-mix.ts';
import { sampleValues } from './search-scenarios.ts';
import { percentile, summarize, timeRequests, type Latency } from './stats.ts';
import { syntheticSource, syntheticTender } from './synthetic.ts';

const PAGE = 100;
/** Rounds, each writing a block of pages with the watches and the same block without. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BLOCK = 25;
/**
 * The writes are timed from this page of a block on, once the news of its first pages runs beside
 * them as it does in a long ingest; a block's last news is found before the next block starts.
 */
const STEADY_FROM = 5;
const [tenderCount = 100_000, watchCount = 10_000] = process.argv
  .slice(2)
  .map((arg) => Number(arg.replace(/_/g, '')));

const line = (latency: Latency): string =>
  `${latency.name}: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, ` +
  `max ${latency.max.toFixed(0)} ms (${String(latency.requests)})`;

/** A search watch's query: the mix's search without its page. */
const watchQuery = (address: string): string => {
  const params = new URLSearchParams(address.split('?')[1] ?? '');
  params.delete('page');
  return params.toString();
};

const source = syntheticSource(path.join(projectRoot, 'data', 'cdb', 'tenders'));

/** Each run writes other versions than the last run on a kept database wrote. */
const RUN = Math.floor(Date.now() / 1000);

/** The statuses a newer version moves to, in turn. */
const STATUSES = ['active.tendering', 'active.qualification', 'active.awarded', 'complete'];

/**
 * Page `n`: PAGE existing tenders in a newer version, each in another status (`turn` moves it on
 * when the same page is written again), and one in five with another tender's title and items
 * as well.
 */
const pageObjects = (n: number, turn: number) =>
  Array.from({ length: PAGE }, (_, i) => {
    const k = ((n * PAGE + i) * 7919) % tenderCount;
    const tender = syntheticTender(source, k);
    tender.dateModified = new Date(Date.now() + n * 1000 + i).toISOString();
    tender.status = STATUSES[(n + i + RUN + turn) % STATUSES.length];
    if (i % 5 === 0) {
      const other = syntheticTender(source, k + 1 + (RUN % 1000));
      Object.assign(tender, { title: other.title, items: other.items });
    }
    return cdbObjectsIn(tender, { catalogue: false });
  }).flat();

/**
 * Writes a block of pages from `first` as ingest does, with the watches or without (each block is
 * written once each way, so both write the same tenders); answers the writer's time from the
 * commit of page STEADY_FROM to the last commit, and the time from each page's commit until its
 * news was recorded.
 */
const writePages = async (
  db: Database,
  first: number,
  withWatches: boolean,
): Promise<{ steadyMs: number; newsMs: number[] }> => {
  const newsMs: number[] = [];
  const queue = new NewsQueue(db, console.error);
  let steadyFrom = performance.now();
  for (let n = 0; n < BLOCK; n += 1) {
    if (n === STEADY_FROM) steadyFrom = performance.now();
    const objects = pageObjects(first + n, withWatches ? 0 : 1);
    const ids = objects.map((object) => object.id);
    const { news } = await writeWatched(db, withWatches ? ids : [], (tx) =>
      upsertCdbObjects(tx, objects),
    );
    const committed = performance.now();
    await queue.add(news, () => newsMs.push(performance.now() - committed));
  }
  const steadyMs = performance.now() - steadyFrom;
  await queue.drain();
  return { steadyMs, newsMs };
};

const bench = await openBenchDatabase();
const { db } = bench;
try {
  console.log(
    `bench:watch on ${bench.label}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await loadTenders(db, tenderCount);
  const mix = searchMix(await sampleValues(db), watchCount + 200, 20261203);
  await db.query('DELETE FROM watches');
  const queries = mix.slice(0, watchCount).map(watchQuery);
  for (const query of queries) {
    await createWatch(db, { kind: 'search', query, lang: 'uk', push: undefined });
  }
  console.log(
    `\n${String(tenderCount)} tenders, ${String(queries.length)} search watches ` +
      `(${String(new Set(queries).size)} distinct queries)`,
  );

  const app = await buildApp({
    db,
    dictionaries: await loadDictionaries(path.join(projectRoot, 'data')),
  });
  const searches = mix.slice(watchCount);
  const search = async (i: number) => {
    await app.inject({ url: searches[i % searches.length] ?? '/api/search/tender' });
  };
  // The first page after a start prepares every watch's search (its words' forms included) and
  // reads the dictionary: once per process, not timed.
  await writePages(db, ROUNDS * BLOCK, true);
  const alone = summarize('search alone', await timeRequests(200, search));

  const evaluations: number[] = [];
  const totals = { with: 0, without: 0 };
  /** Each round's writes with the watches against without, in per cent. */
  const rounds: number[] = [];
  const during: { with: number[]; without: number[] } = { with: [], without: [] };
  // An object: the loop reads it after each await, while the pages below change it.
  const state: { phase: 'with' | 'without' | undefined } = { phase: 'without' };
  const searching = (async () => {
    for (let i = 0; state.phase; i += 1) {
      const phase = state.phase;
      const sent = performance.now();
      await search(i);
      if (phase === state.phase) during[phase].push(performance.now() - sent);
    }
  })();
  // Each round writes its block both ways, first with the watches in even rounds and last in odd
  // ones, so neither way gains from the tenders the other left in the caches.
  for (let round = 0; round < ROUNDS; round += 1) {
    const phases = ['with', 'without'] as const;
    const steady = { with: 0, without: 0 };
    for (const phase of round % 2 === 0 ? phases : [...phases].reverse()) {
      state.phase = phase;
      const written = await writePages(db, round * BLOCK, phase === 'with');
      steady[phase] = written.steadyMs;
      totals[phase] += written.steadyMs;
      evaluations.push(...written.newsMs);
    }
    rounds.push((steady.with / steady.without - 1) * 100);
  }
  state.phase = undefined;
  await searching;
  const searchWith = summarize('search while pages are written, with the watches', {
    times: during.with,
    seconds: 1,
  });
  const searchWithout = summarize('search while pages are written, without', {
    times: during.without,
    seconds: 1,
  });
  const evaluation = summarize(`news of a ${String(PAGE)}-tender page, commit to recorded`, {
    times: evaluations,
    seconds: 1,
  });
  console.log(line(evaluation));
  console.log(line(alone));
  console.log(line(searchWithout));
  console.log(
    `${line(searchWith)}; p95 ${((searchWith.p95 / searchWithout.p95 - 1) * 100).toFixed(0)} % against without`,
  );
  const timed = ROUNDS * (BLOCK - STEADY_FROM);
  console.log(
    `${String(timed)} pages written in steady state: ${(totals.with / 1000).toFixed(1)} s with ` +
      `the watches' news beside them, ${(totals.without / 1000).toFixed(1)} s without: ` +
      `${((totals.with / totals.without - 1) * 100).toFixed(0)} % longer, ` +
      `${((1 - totals.without / totals.with) * 100).toFixed(0)} % fewer tenders a second; by round ` +
      `${rounds.map((ratio) => ratio.toFixed(0)).join(', ')} %, median ` +
      `${percentile(
        [...rounds].sort((a, b) => a - b),
        50,
      ).toFixed(0)} %`,
  );
  await app.close();
} finally {
  await bench.close();
}
