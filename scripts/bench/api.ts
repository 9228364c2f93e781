/**
 * npm run bench:api -- [sizes…=20000 100000]
 * For each size, in ascending order, loads synthetic tenders (real ones, varied) into one
 * database until it holds that many — PGlite in a folder, or PostgreSQL in a schema when
 * DATABASE_URL is set (bench-database.ts; BENCH_KEEP keeps it) — prints the ingest rate, then
 * p50/p95 latency over HTTP on loopback for the search scenarios (search-scenarios.ts) and tender
 * reads, sent one after another and then from BENCH_CONCURRENCY (8) connections at once. After the largest size, tender reads are compared with a plain Node server sending the
 * same bytes from memory (tender-floor.ts). BENCH_LOAD_ONLY=1 only loads; BENCH_SCENARIOS=<text>
 * measures only the scenarios whose name holds the text. Where pg_stat_statements is loaded
 * (ops/postgresql.conf), each scenario's shared pages per request are reported too. A seeded random
 * mix of searches (search-mix.ts, BENCH_MIX of them, 400 by default) is sent cold, right after
 * the load and its VACUUM ANALYZE (one list one after another, another from the connections at
 * once), and again warm after the scenarios. A benchmark, not a test.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { projectRoot } from '../../server/config.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { openBenchDatabase, loadTenders } from './bench-database.ts';
import { searchMix } from './search-mix.ts';
import { searchScenarios, sampleValues } from './search-scenarios.ts';
import { chooseWords } from './search-words.ts';
import { bufferMeter } from './statement-buffers.ts';
import { measure, summarize, timeRequests, type Latency } from './stats.ts';
import { compareWithFloor } from './tender-floor.ts';

const sizes = (process.argv.length > 2 ? process.argv.slice(2) : ['20000', '100000'])
  .map(Number)
  .sort((a, b) => a - b);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
/** BENCH_SCENARIOS=<text> runs only the scenarios whose name holds it. */
const only = process.env.BENCH_SCENARIOS;
/** Connections that send a scenario's requests at once, after its sequential run. */
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const floorRequests = Number(process.env.BENCH_FLOOR_REQUESTS ?? 2000);
const WORD_TARGETS = [10, 1_000, 4_000, 50_000];
const mixCount = Number(process.env.BENCH_MIX ?? 400);

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const { db, close, label } = await openBenchDatabase();
const app = await buildApp({
  db,
  dictionaries: await loadDictionaries(path.join(projectRoot, 'data')),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const buffers = await bufferMeter(db);
const WARMUP = 20;

const get = async (url: string): Promise<void> => {
  const response = await fetch(`${address}${url}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
};

/** Answers other than 200 while requests come from several connections at once. */
let concurrentErrors = 0;
const getCounted = async (url: string): Promise<void> => {
  const response = await fetch(`${address}${url}`);
  if (!response.ok) concurrentErrors += 1;
  await response.arrayBuffer();
};

/** The sizes of the search table and of its text index, in MB. */
const textIndexSizes = async (): Promise<string> => {
  const { rows } = await db.query<{ tsv: number; search: number }>(
    `SELECT (pg_relation_size('tender_search_tsv_real') + pg_relation_size('tender_search_tsv_test'))::float8
              / 1048576 AS tsv,
            pg_total_relation_size('tender_search')::float8 / 1048576 AS search`,
  );
  const { tsv = 0, search = 0 } = rows[0] ?? {};
  return `text index (tender_search_tsv_real and _test) ${tsv.toFixed(1)} MB; tender_search with its indexes ${search.toFixed(1)} MB`;
};

/** One pass of the random mix: one list one after another, the other from the connections. */
const runMix = async (
  lists: { sequential: string[]; concurrent: string[] },
  pass: string,
): Promise<string> => {
  const slowest: [number, string][] = [];
  const sequential = summarize(
    `mix, ${pass}`,
    await timeRequests(lists.sequential.length, async (i) => {
      const url = lists.sequential[i] ?? '';
      const sent = performance.now();
      await get(url);
      slowest.push([performance.now() - sent, decodeURIComponent(url)]);
    }),
  );
  // What to look at next: the slowest searches of the sequential list.
  slowest.sort((a, b) => b[0] - a[0]);
  for (const [ms, url] of slowest.slice(0, 5)) console.log(`  ${pass}: ${ms.toFixed(1)} ms ${url}`);
  concurrentErrors = 0;
  const concurrent = summarize(
    `mix, ${pass}`,
    await timeRequests(lists.concurrent.length, (i) => getCounted(lists.concurrent[i] ?? ''), {
      concurrency,
    }),
  );
  return (
    `| random mix, ${pass} | ${sequential.p50.toFixed(1)} | ${sequential.p95.toFixed(1)} | ` +
    `${sequential.max.toFixed(1)} | ${concurrent.p50.toFixed(1)} | ${concurrent.p95.toFixed(1)} | ` +
    `${concurrent.max.toFixed(1)} | ${concurrentErrors} |`
  );
};

let floorIds: string[] = [];
for (const n of sizes) {
  const { loaded, seconds } = await loadTenders(db, n);
  if (loaded > 0) {
    console.log(
      `\n${label}: ingested ${loaded} tenders (to ${n}) in ${seconds.toFixed(1)} s = ` +
        `${(loaded / seconds).toFixed(0)} tenders/s`,
    );
  }
  console.log(`\n${label}, N = ${n.toLocaleString('en')}: ${await textIndexSizes()}`);
  if (process.env.BENCH_LOAD_ONLY) continue;
  const samples = await sampleValues(db);
  const mix =
    mixCount > 0
      ? {
          sequential: searchMix(samples, mixCount, n),
          concurrent: searchMix(samples, mixCount, n + 1),
        }
      : undefined;
  const mixLoad = load();
  const mixRows = mix ? [await runMix(mix, `cold (load average ${mixLoad})`)] : [];
  const words = await chooseWords(db, n, WORD_TARGETS);
  floorIds = samples.floorIds;
  const loadBefore = load();
  const results: {
    sequential: Latency;
    concurrent: Latency;
    errors: number;
    pages: string;
  }[] = [];
  const scenarios = searchScenarios(words, samples).filter(
    (scenario) => only === undefined || scenario.name.includes(only),
  );
  for (const scenario of scenarios) {
    await buffers?.reset();
    const sequential = await measure(scenario.name, requests, () => get(scenario.url()), WARMUP);
    const used = await buffers?.read();
    const pages = used
      ? `${(used.touched / (requests + WARMUP)).toFixed(0)} (${(used.read / (requests + WARMUP)).toFixed(1)})`
      : '–';
    concurrentErrors = 0;
    const concurrent = summarize(
      scenario.name,
      await timeRequests(requests, () => getCounted(scenario.url()), { concurrency }),
    );
    results.push({ sequential, concurrent, errors: concurrentErrors, pages });
    process.stdout.write('.');
  }
  console.log(
    `\n${label}, N = ${n.toLocaleString('en')}, ${requests} requests per scenario one after ` +
      `another, then ${requests} from ${concurrency} connections at once (ms); load average ` +
      `${loadBefore} before, ${load()} after:`,
  );
  console.log(
    `| scenario | p50 | p95 | p50 ×${concurrency} | p95 ×${concurrency} | errors ×${concurrency} | ` +
      'pages a request (read) |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const { sequential, concurrent, errors, pages } of results) {
    console.log(
      `| ${sequential.name} | ${sequential.p50.toFixed(1)} | ${sequential.p95.toFixed(1)} | ` +
        `${concurrent.p50.toFixed(1)} | ${concurrent.p95.toFixed(1)} | ${errors} | ${pages} |`,
    );
  }
  if (mix) {
    mixRows.push(await runMix(mix, `warm (load average ${load()})`));
    console.log(
      `\n${label}, N = ${n.toLocaleString('en')}, the random mix: ${mixCount} searches one after ` +
        `another, ${mixCount} others from ${concurrency} connections at once (ms):`,
    );
    console.log(
      `| pass | p50 | p95 | max | p50 ×${concurrency} | p95 ×${concurrency} | max ×${concurrency} | ` +
        `errors ×${concurrency} |\n| --- | --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const row of mixRows) console.log(row);
  }
}

if (floorRequests > 0 && !process.env.BENCH_LOAD_ONLY) {
  const floor = await compareWithFloor(address, floorIds, floorRequests);
  console.log(
    `\n${label}, GET /api/tenders/:id against a plain node:http server sending the same bytes ` +
      `from memory, ${floorRequests} requests per scenario (${floor.sizes}); ms:`,
  );
  console.log(
    '| scenario | ours p50 | ours p95 | floor p50 | floor p95 | p95 ratio | ours req/s | floor req/s |\n' +
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const { name, ours, floor: plain } of floor.rows) {
    console.log(
      `| ${name} | ${ours.p50.toFixed(2)} | ${ours.p95.toFixed(2)} | ${plain.p50.toFixed(2)} | ` +
        `${plain.p95.toFixed(2)} | ${(ours.p95 / plain.p95).toFixed(2)} | ` +
        `${ours.perSecond.toFixed(0)} | ${plain.perSecond.toFixed(0)} |`,
    );
  }
}
await app.close();
await close();
