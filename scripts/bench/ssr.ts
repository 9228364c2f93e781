/**
 * npm run bench:ssr -- [size=100000]
 * Pages rendered on the server against the API, in one run on one database (bench-database.ts:
 * PGlite, or PostgreSQL with DATABASE_URL; BENCH_KEEP keeps it) holding `size` synthetic tenders
 * and the shipped ones. Over HTTP on loopback, 10 connections at once, as a browser asks (br, gzip):
 * - GET /api/tenders/:id of the large tender (the API's own figure);
 * - its page and a search page, warm (the same address again: the kept page) and cold (a new
 *   address each time, `&cold=n`, which the page ignores: a render each time).
 * Then the server's CPU time per cold render of the large tender: requests one at a time, in
 * process (Fastify's inject), process.cpuUsage() over them. BENCH_BUILD_DIR names another
 * checkout whose built dist/ and dist-ssr/ are served instead (the "before" of a change, run in
 * turns with this one). A benchmark, not a test.
 */
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { loadTenders, openBenchDatabase } from './bench-database.ts';
import { rawClient } from './http-client.ts';
import { LARGE_TENDER_ID } from './pages.ts';
import { summarize, timeRequests, type Latency } from './stats.ts';

const size = Number(process.argv[2] ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
/**
 * Warm answers take about a millisecond: 500 of them last 50–150 ms, and their p95 was a few
 * pauses of the process (the warm page's p95 against the API's went from 0.5 to 2.9 between
 * runs); more of them give a p95 that repeats.
 */
const warmRequests = Number(process.env.BENCH_WARM_REQUESTS ?? 3000);
const cpuRenders = Number(process.env.BENCH_CPU_RENDERS ?? 50);
const CONNECTIONS = 10;
const BROWSER = { 'accept-encoding': 'br, gzip' };

const buildDir = process.env.BENCH_BUILD_DIR;
const distDir = path.join(buildDir ?? projectRoot, 'dist');
const serverRenderDir = path.join(buildDir ?? projectRoot, 'dist-ssr');
if (!buildDir) ensureClientBuilt(distDir, serverRenderDir);

const { db, close, label } = await openBenchDatabase();
const { loaded, seconds } = await loadTenders(db, size);
if (loaded > 0) console.log(`\n${label}: ingested ${loaded} tenders in ${seconds.toFixed(1)} s`);
await seedFromShippedData(db, path.join(projectRoot, 'data'));

const app = await buildApp({
  db,
  dictionaries: await loadDictionaries(path.join(projectRoot, 'data')),
  distDir,
  serverRenderDir,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const client = rawClient(address, CONNECTIONS);

const fetchOk = async (url: string): Promise<void> => {
  const answer = await client.get(url, BROWSER);
  if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
};

const TENDER_PAGE = `/tender/${LARGE_TENDER_ID}`;
const SEARCH_PAGE = '/search/tender?status[]=active.tendering&sort=value.amount&order=desc';

/** `count` requests, CONNECTIONS at once, after a warm-up of CONNECTIONS × 2 of the same. */
const run = async (name: string, url: (i: number) => string, count: number): Promise<Latency> => {
  const warmup = CONNECTIONS * 2;
  await timeRequests(warmup, (i) => fetchOk(url(i)), { concurrency: CONNECTIONS });
  const timings = await timeRequests(count, (i) => fetchOk(url(i)), {
    first: warmup,
    concurrency: CONNECTIONS,
  });
  return summarize(name, timings);
};

const join = (url: string, i: number) => `${url}${url.includes('?') ? '&' : '?'}cold=${i}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rounds of the scenarios in turn, so that other load on the machine falls on each alike. The warm
 * ones first, once their brotli bytes are ready, and apart from the cold ones, whose garbage and
 * encodings would otherwise fall on them.
 */
const rounds = 3;
const results = new Map<string, Latency[]>();
const runRounds = async (scenarios: [string, (i: number) => string][], count: number) => {
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of scenarios) {
      results.set(name, [...(results.get(name) ?? []), await run(name, url, count)]);
    }
  }
};
const API_TENDER = `/api/tenders/${LARGE_TENDER_ID}`;
for (const url of [API_TENDER, TENDER_PAGE, SEARCH_PAGE]) await fetchOk(url);
await sleep(2000);
await runRounds(
  [
    [`GET ${API_TENDER}`, () => API_TENDER],
    ['tender page, warm', () => TENDER_PAGE],
    ['search page, warm', () => SEARCH_PAGE],
  ],
  warmRequests,
);
await runRounds(
  [
    ['tender page, cold', (i) => join(TENDER_PAGE, i + Date.now())],
    ['search page, cold', (i) => join(SEARCH_PAGE, i + Date.now())],
  ],
  requests,
);

/** Server CPU per cold render of the large tender: one request at a time, in process. */
const cpuPerRender = async (): Promise<number> => {
  for (let i = 0; i < 5; i += 1) await app.inject({ url: join(TENDER_PAGE, -i), headers: BROWSER });
  const before = process.cpuUsage();
  for (let i = 0; i < cpuRenders; i += 1) {
    const answer = await app.inject({ url: join(TENDER_PAGE, i + Date.now()), headers: BROWSER });
    if (answer.statusCode !== 200) throw new Error(`${TENDER_PAGE}: HTTP ${answer.statusCode}`);
  }
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / cpuRenders;
};
const cpuMs = await cpuPerRender();

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `\n${buildDir ?? 'this checkout'}: ${label}, ${size.toLocaleString('en')} synthetic tenders + the shipped ones; ` +
    `${warmRequests} warm and ${requests} cold requests per scenario and round, ` +
    `${CONNECTIONS} at once, ${rounds} rounds ` +
    `(median of the rounds), ms:`,
);
console.log('| scenario | p50 | p95 | requests/s |\n| --- | --- | --- | --- |');
for (const [name, rows] of results) {
  console.log(
    `| ${name} | ${median(rows.map((r) => r.p50)).toFixed(1)} | ` +
      `${median(rows.map((r) => r.p95)).toFixed(1)} | ${median(rows.map((r) => r.perSecond)).toFixed(0)} |`,
  );
}
const p95 = (name: string) => median((results.get(name) ?? []).map((r) => r.p95));
console.log(
  `\nwarm tender page p95 / API GET tender p95 = ` +
    `${(p95('tender page, warm') / p95(`GET ${API_TENDER}`)).toFixed(2)} (budget ≤ 2)`,
);
console.log(
  `server CPU per cold render of the large tender page: ${cpuMs.toFixed(1)} ms ` +
    `(${cpuRenders} in process, one at a time; budget ≤ 150)`,
);

client.close();
await app.close();
await close();
