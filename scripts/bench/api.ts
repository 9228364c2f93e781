/**
 * npm run bench:api -- [N=10000]
 * Loads N synthetic tenders (real ones, varied) into a fresh database — PGlite in a temp folder,
 * or PostgreSQL in a fresh schema when DATABASE_URL is set — prints the ingest rate, then p50/p95
 * latency over HTTP on loopback for search and tender reads, and tender reads against a plain
 * Node server sending the same bytes from memory (tender-floor.ts). A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { projectRoot } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { upsertCdbObjects } from '../../server/db/entities/upsert-object.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { measure, type Latency } from './stats.ts';
import { seededRandom } from '../seeded-random.ts';
import { syntheticSource, syntheticTender } from './synthetic.ts';
import { compareWithFloor } from './tender-floor.ts';

const n = Number(process.argv[2] ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const floorRequests = Number(process.env.BENCH_FLOOR_REQUESTS ?? 2000);
const batch = 500;
const dataDir = path.join(projectRoot, 'data');

const open = async (): Promise<{ db: Database; cleanup: () => Promise<void>; label: string }> => {
  if (process.env.DATABASE_URL) {
    const schema = `bench_${process.pid}`;
    const db = await openPostgres(process.env.DATABASE_URL, schema);
    return {
      db,
      label: 'PostgreSQL',
      cleanup: async () => {
        await db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const db = await openPglite(dir);
  return {
    db,
    label: 'PGlite',
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const { db, cleanup, label } = await open();
await migrate(db);
const source = syntheticSource(path.join(dataDir, 'cdb', 'tenders'));
const tenderIds: string[] = [];
/** Read by the floor comparison only, after everything else (see tender-floor.ts). */
const floorIds: string[] = [];

let ingestMs = 0;
for (let start = 0; start < n; start += batch) {
  // Making the synthetic JSON is not ingest: only the transform and the writes are timed.
  const tenders = Array.from({ length: Math.min(batch, n - start) }, (_, i) =>
    syntheticTender(source, start + i),
  );
  const started = performance.now();
  await db.transaction((tx) =>
    upsertCdbObjects(
      tx,
      tenders.flatMap((tender) => cdbObjectsIn(tender, { catalogue: false })),
    ),
  );
  ingestMs += performance.now() - started;
  tenderIds.push(
    ...tenders.filter((_, i) => i % 50 === 0).map((tender) => String(tender.tenderID)),
  );
  floorIds.push(
    ...tenders.filter((_, i) => i % 50 === 25).map((tender) => String(tender.tenderID)),
  );
  if ((start / batch) % 20 === 0)
    process.stdout.write(
      `\n  loaded ${start + tenders.length} / ${n}, ${((start + tenders.length) / (ingestMs / 1000)).toFixed(0)} tenders/s so far`,
    );
}
const ingestSeconds = ingestMs / 1000;
await db.exec('ANALYZE');
console.log(
  `\n${label}: ingested ${n} tenders in ${ingestSeconds.toFixed(1)} s = ${(n / ingestSeconds).toFixed(0)} tenders/s`,
);

const app = await buildApp({ db, dictionaries: await loadDictionaries(dataDir) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const random = seededRandom(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const words = ['послуги', 'ремонт', 'паливо', 'продукти', 'обладнання', 'будівлі', 'енергосервіс'];
const regions = ['Київська область', 'м. Київ', 'Дніпропетровська область', 'Львівська область'];
const cpvMasks = ['09', '15', '33', '45', '50', '72'];

const get = async (url: string): Promise<void> => {
  const response = await fetch(`${address}${url}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
};
const search = (query: string) => get(`/api/search/tender?${query}`);
const q = encodeURIComponent;

const results: Latency[] = [
  await measure('text search', requests, () => search(`text=${q(pick(words))}`)),
  await measure('text + filters', requests, () =>
    search(
      `text=${q(pick(words))}&status[]=complete&proc_type[]=belowThreshold&proc_type[]=aboveThreshold` +
        '&value[amount][start]=10000',
    ),
  ),
  await measure('filters only', requests, () =>
    search(
      `region=${q(pick(regions))}&cpv_mask[]=${pick(cpvMasks)}` +
        '&date[tender][start]=2024-01-01&date[tender][end]=2026-12-31',
    ),
  ),
  await measure('sort by value', requests, () =>
    search(`sort_by=value&order=${random() < 0.5 ? 'asc' : 'desc'}`),
  ),
  await measure('deep page (9,901–10,000)', requests, () => search('page=100&per_page=100')),
  await measure('GET /api/tenders/:id', requests, () => get(`/api/tenders/${pick(tenderIds)}`)),
];

console.log(`\n${label}, N = ${n}, ${requests} sequential requests per scenario (ms):`);
console.log('| scenario | p50 | p95 |\n| --- | --- | --- |');
for (const { name, p50, p95 } of results) {
  console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
}

const floor = await compareWithFloor(address, floorIds.slice(0, 50), floorRequests);
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
await app.close();
await cleanup();
