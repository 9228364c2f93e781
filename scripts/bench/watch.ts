/**
 * npm run bench:watch -- [tenders] [watches]
 * The watches' cost (issue budget: 10,000 search watches over 100,000 tenders on PostgreSQL):
 * loads synthetic tenders (bench-database.ts), creates search watches from the seeded random
 * search mix, then writes pages of 100 changed tenders through the path ingest takes and times
 * what the watches add to each page (their evaluation before and after the writes), the search
 * latency while pages are evaluated against without them, and the page's whole write with the
 * watches against without any. Figures go to docs/benchmarks.md by hand.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { projectRoot } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/db/entities/upsert-object.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { watchTenderPage } from '../../server/watches/evaluate.ts';
import { createWatch } from '../../server/watches/store.ts';
import { openBenchDatabase, loadTenders } from './bench-database.ts';
import { searchMix } from './search-mix.ts';
import { sampleValues } from './search-scenarios.ts';
import { summarize, timeRequests, type Latency } from './stats.ts';
import { syntheticSource, syntheticTender } from './synthetic.ts';

const PAGE = 100;
const PAGES = 20;
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

/** Writes page `n`: PAGE existing tenders in a newer version, timing the watches' share. */
const writePage = async (
  db: Database,
  n: number,
  withWatches: boolean,
): Promise<{ watchesMs: number; totalMs: number }> => {
  const objects = Array.from({ length: PAGE }, (_, i) => {
    const tender = syntheticTender(source, ((n * PAGE + i) * 7919) % tenderCount);
    tender.dateModified = new Date(Date.now() + n * 1000 + i).toISOString();
    return cdbObjectsIn(tender, { catalogue: false });
  }).flat();
  const ids = objects.map((object) => object.id);
  let watchesMs = 0;
  const started = performance.now();
  await db.transaction(async (tx) => {
    const before = performance.now();
    const after = withWatches ? await watchTenderPage(tx, ids) : undefined;
    watchesMs += performance.now() - before;
    await upsertCdbObjects(tx, objects);
    const then = performance.now();
    await after?.(tx);
    watchesMs += performance.now() - then;
  });
  return { watchesMs, totalMs: performance.now() - started };
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
  const alone = summarize('search alone', await timeRequests(200, search));

  const evaluations: number[] = [];
  const totals: { with: number[]; without: number[] } = { with: [], without: [] };
  // An object: the loop reads it after each await, while the pages below change it.
  const state = { searching: true };
  const duringTimes: number[] = [];
  const during = (async () => {
    for (let i = 0; state.searching; i += 1) {
      const sent = performance.now();
      await search(i);
      duringTimes.push(performance.now() - sent);
    }
  })();
  for (let n = 0; n < PAGES; n += 1) {
    const withWatches = await writePage(db, n, true);
    evaluations.push(withWatches.watchesMs);
    totals.with.push(withWatches.totalMs);
    totals.without.push((await writePage(db, PAGES + n, false)).totalMs);
  }
  state.searching = false;
  await during;
  const searchDuring = summarize('search while pages are evaluated', {
    times: duringTimes,
    seconds: 1,
  });
  const evaluation = summarize(`watches' share of a ${String(PAGE)}-tender page`, {
    times: evaluations,
    seconds: 1,
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(line(evaluation));
  console.log(line(alone));
  console.log(
    `${line(searchDuring)}; p95 ${((searchDuring.p95 / alone.p95 - 1) * 100).toFixed(0)} % against alone`,
  );
  console.log(
    `page write: ${mean(totals.with).toFixed(0)} ms with the watches, ` +
      `${mean(totals.without).toFixed(0)} ms without (mean of ${String(PAGES)} each)`,
  );
  await app.close();
} finally {
  await bench.close();
}
