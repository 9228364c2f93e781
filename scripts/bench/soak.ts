/**
 * npm run bench:soak: the portal as it runs in production (`npm start`, the compiled server, two
 * server processes, PostgreSQL 15 with ops/postgresql.conf on loopback, SOAK_TENDERS synthetic
 * tenders, 100,000 by default) under a steady SOAK_RATE (200) requests a second for SOAK_MINUTES
 * (10): static files, searches, tenders and pages (the mix below). One server process is killed
 * (SIGKILL) at SOAK_KILL_AT_S (240) and PostgreSQL restarted at SOAK_RESTART_AT_S (420). Prints
 * p50/p95/p99 per minute, the errors, memory per process, and each budget (soak-report.ts); exits
 * 1 when one is missed. BENCH_KEEP=<name> keeps the loaded database server for the next run
 * (bench-database.ts). Run it under `flock /tmp/portal-bench.lock`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { freePort } from '../free-port.ts';
import { startTunedServer, stopAll } from '../pg-instances.ts';
import { descendantsOf } from '../process-tree.ts';
import { seededRandom } from '../seeded-random.ts';
import { loadTenders } from './bench-database.ts';
import { searchScenarios, sampleValues } from './search-scenarios.ts';
import { chooseWords } from './search-words.ts';
import type { SoakPlan, SoakRecord } from './soak-load.ts';
import { soakReport, type MemorySamples, type SoakEvents } from './soak-report.ts';

const tenders = Number(process.env.SOAK_TENDERS ?? 100_000);
const rate = Number(process.env.SOAK_RATE ?? 200);
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const killAtS = Number(process.env.SOAK_KILL_AT_S ?? 240);
const restartAtS = Number(process.env.SOAK_RESTART_AT_S ?? 420);
const keep = process.env.BENCH_KEEP;

const now = (): number => performance.timeOrigin + performance.now();
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - now())));

console.log(`bench:soak, ${new Date().toISOString()}, load average ${load()}`);
const server = await startTunedServer(
  keep === undefined ? undefined : path.join(tmpdir(), `portal-bench-pg-${keep}`),
);
const db = await openPostgres(server.url('portal'));
const loaded = await loadTenders(db, tenders);
if (loaded.loaded > 0)
  console.log(`\nloaded ${loaded.loaded} tenders in ${loaded.seconds.toFixed(0)} s`);
// A serving database holds its tables in memory; an idle one's files may have left the page
// cache (this machine reclaims idle memory), and minute 1 would measure the disk.
const prewarm = performance.now();
await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
const { rows: warmed } = await db.query<{ blocks: string }>(
  `SELECT sum(pg_prewarm(c.oid))::text AS blocks FROM pg_class c
   WHERE c.relpersistence = 'p' AND c.relkind IN ('r', 'i', 't', 'm')
     AND c.relnamespace IN ('public'::regnamespace, 'pg_toast'::regnamespace)`,
);
console.log(
  `read ${String(Math.round((Number(warmed[0]?.blocks) * 8) / 1024))} MB of tables into PostgreSQL's cache in ${((performance.now() - prewarm) / 1000).toFixed(0)} s`,
);
const words = await chooseWords(db, tenders, [10, 1_000, 4_000, 50_000]);
const samples = await sampleValues(db);
const { rows } = await db.query<{ tender_id: string }>(
  'SELECT tender_id FROM tenders ORDER BY id LIMIT 20000',
);
await db.close();
const allIds = rows.map((row) => row.tender_id);
const hotIds = allIds.slice(0, 1000);

const distDir = path.join(projectRoot, 'dist');
ensureClientBuilt(distDir, path.join(projectRoot, 'dist-ssr'));
const staticFiles = [
  ...readdirSync(path.join(distDir, 'assets')).map((file) => `/assets/${file}`),
  '/manifest.webmanifest',
  '/sw.js',
  '/icons/icon-192.png',
  '/favicon.svg',
];

/**
 * The mix, as a portal's traffic runs: a first visit is a page and the static files it needs, and
 * the app asks the API from then on. Static files 30 %; tenders 30 % (`/api/tenders/:id`, four
 * in five of 1,000 often read ones, else any of 20,000); searches 25 % (the search screen's first
 * pages from bench:api's scenarios: texts, a tenderID, filters, a sort; not its deep pages); pages
 * 10 % (tender pages, 85 % of them of 200 popular tenders, search pages, home and news; one in
 * five in English); the rest of the API 5 % (reference data, news, statistics, readiness).
 */
const random = seededRandom(46);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const someTender = () => (random() < 0.8 ? pick(hotIds) : pick(allIds));
const popularIds = hotIds.slice(0, 200);
const firstPages = searchScenarios(words, samples).filter(
  ({ name }) => !/deep page|page 50|^GET /.test(name),
);
const pageOf = (): string => {
  const lang = random() < 0.2 ? 'lang=en' : '';
  const which = random();
  if (which < 0.6) {
    const id = random() < 0.85 ? pick(popularIds) : pick(allIds);
    return `/tender/${id}${lang ? `?${lang}` : ''}`;
  }
  if (which < 0.85) {
    return `/search/tender?text=${encodeURIComponent(pick(words).text)}${lang ? `&${lang}` : ''}`;
  }
  return `${which < 0.95 ? '/' : '/news'}${lang ? `?${lang}` : ''}`;
};
const OTHER_API = [
  '/api/static-data?lang=uk&cache[0][key]=tender_statuses&cache[1][key]=procurement_method_types',
  '/api/articles?per_page=10',
  '/api/stats',
  '/api/marketplaces',
  '/api/health/ready',
];
const MIX: [kind: string, share: number, url: () => string][] = [
  ['static', 0.3, () => pick(staticFiles)],
  ['tender', 0.3, () => `/api/tenders/${someTender()}`],
  ['search', 0.25, () => pick(firstPages).url()],
  ['page', 0.1, pageOf],
  ['api', 0.05, () => pick(OTHER_API)],
];
const planned = (): [string, string] => {
  let roll = random();
  for (const [kind, share, url] of MIX) {
    if (roll < share) return [kind, url()];
    roll -= share;
  }
  return ['static', pick(staticFiles)];
};

const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const work = mkdtempSync(path.join(tmpdir(), 'portal-soak-'));

/**
 * The cache lookups and bytes and the heap of each process, from GET /metrics (the primary
 * gathers them).
 */
const METRICS_TOKEN = 'bench-soak-metrics-token';
const MEASURES =
  /^(portal_cache_lookups_total|portal_cache_bytes|nodejs_heap_size_(used|total)_bytes|nodejs_external_memory_bytes)\{/;
const metricsNow = async (): Promise<string[]> => {
  try {
    const answer = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return (await answer.text()).split('\n').filter((line) => MEASURES.test(line));
  } catch (error) {
    return [`/metrics: ${String(error)}`];
  }
};

// SOAK_NODE_ARGS: options for node in every server process, e.g. `--cpu-prof --cpu-prof-dir=<dir>`.
const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
const portal = spawn(process.execPath, [...nodeArgs, 'server/start.js'], {
  cwd: projectRoot,
  env: {
    ...process.env,
    DATABASE_URL: server.url('portal'),
    DATABASE_REPLICA_URLS: '',
    WEB_CONCURRENCY: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let portalLog = '';
portal.stdout.on('data', (chunk: Buffer) => (portalLog += chunk.toString()));
portal.stderr.on('data', (chunk: Buffer) => (portalLog += chunk.toString()));
const portalExited = new Promise((resolve) => portal.once('exit', resolve));
// A run cut short stops the portal too (its server processes follow their primary).
process.once('exit', () => portal.kill('SIGTERM'));
for (;;) {
  if (portal.exitCode !== null) throw new Error(`npm start exited:\n${portalLog}`);
  if (portalLog.includes('Portal ready')) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const startAt = Math.ceil(now() + 2_000);
const endAt = startAt + minutes * 60_000;
const plan: SoakPlan = {
  base,
  startAt,
  intervalMs: 1000 / rate,
  requests: Array.from({ length: Math.round(minutes * 60 * rate) }, planned),
};
const planFile = path.join(work, 'plan.json');
const recordsFile = path.join(work, 'records.json');
writeFileSync(planFile, JSON.stringify(plan));
const loader = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('scripts', 'bench', 'soak-load.ts'), planFile, recordsFile],
  {
    cwd: projectRoot,
    stdio: 'inherit',
  },
);
const loaderExited = new Promise((resolve) => loader.once('exit', resolve));

const portalPid = portal.pid ?? 0;
const memory: MemorySamples = [];
const rssOf = (pid: number): number | undefined => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
};
const serverPids = (): number[] => [portalPid, ...descendantsOf(portalPid)];
const sampleMemory = (): void => {
  const at = now();
  for (const pid of serverPids()) {
    const rss = rssOf(pid);
    if (rss !== undefined)
      memory.push({ at, pid, role: pid === portalPid ? 'primary' : 'worker', rss });
  }
};
const sampler = setInterval(sampleMemory, 5_000);
const loads: string[] = [];
const loadSampler = setInterval(() => loads.push(load()), 60_000);
sampleMemory();

await sleepUntil(startAt + 60_000);
const metricsAfterMinute1 = await metricsNow();

await sleepUntil(startAt + killAtS * 1000);
const killedPid = Math.min(...descendantsOf(portalPid));
const killAt = now();
process.kill(killedPid, 'SIGKILL');
console.log(
  `${((killAt - startAt) / 1000).toFixed(1)} s: killed server process ${String(killedPid)}`,
);

await sleepUntil(startAt + restartAtS * 1000);
const stopAt = now();
server.stop('fast');
server.start();
const backAt = now();
console.log(
  `${((stopAt - startAt) / 1000).toFixed(1)} s: PostgreSQL restarted in ${((backAt - stopAt) / 1000).toFixed(1)} s`,
);

await sleepUntil(endAt);
sampleMemory();
const metricsAtEnd = await metricsNow();
clearInterval(sampler);
clearInterval(loadSampler);
// Requests still unanswered 15 s after the end are recorded as errors.
const giveUp = setTimeout(() => loader.kill('SIGTERM'), 15_000);
await loaderExited;
clearTimeout(giveUp);
const { records, kinds, cpuSeconds } = JSON.parse(readFileSync(recordsFile, 'utf8')) as {
  records: SoakRecord[];
  kinds: string[];
  cpuSeconds: number;
};
portal.kill('SIGTERM');
await portalExited;
stopAll();

const events: SoakEvents = { startAt, endAt, killAt, killedPid, stopAt, backAt };
const urlOf = ([due]: SoakRecord): string =>
  plan.requests[Math.round((due - startAt) / plan.intervalMs)]?.[1] ?? '?';
const { lines, budgetsMet } = soakReport(records, kinds, events, memory, urlOf);
console.log(
  `\n${String(records.length)} requests at ${String(rate)}/s for ${String(minutes)} min, ${tenders.toLocaleString('en')} tenders, ` +
    `two server processes on PostgreSQL; load average each minute: ${loads.join(' | ')}; the ` +
    `load's own process used ${cpuSeconds.toFixed(0)} s of CPU (${((100 * cpuSeconds) / (minutes * 60)).toFixed(0)} % of a core)\n`,
);
console.log(lines.join('\n'));
console.log(
  `\nGET /metrics after minute 1:\n${metricsAfterMinute1.join('\n')}\nat the end:\n${metricsAtEnd.join('\n')}`,
);
console.log(
  `\nThe portal's log: ${String(portalLog.split('\n').length)} lines, ${String((portalLog.match(/^\s+at /gm) ?? []).length)} of a stack.`,
);
rmSync(work, { recursive: true, force: true });
process.exit(budgetsMet ? 0 : 1);
