import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import { serverProcessEnv } from '../../server/cluster.ts';
import { projectRoot } from '../../server/config.ts';
import { isRunning } from '../../scripts/process-tree.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';
import { renderedAtOf } from './html-text.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

const CHANGED = 'UA-2024-05-13-000771-a';
/** Its page is rendered by one process and sent by each. */
const SHARED_PAGE = '/tender/UA-2024-01-10-005750-a';
const NEW_TITLE = 'Назва, змінена іншим процесом';

const shippedTender = (): Record<string, unknown> =>
  shippedTenderData<Record<string, unknown>>(CHANGED);

/** The processes a test started (or saw answer), killed by their pid after it, even when it fails. */
const started = new Set<number>();

const killStarted = (): void => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  started.clear();
};

afterEach(killStarted);

beforeAll(() => {
  ensurePortalBuilt();
}, 300_000);

/** `npm start`'s entry with `env` and the log on, killed after the test. */
const startLoggingPortal = async (env: Record<string, string>): Promise<StartedPortal> => {
  const portal = await startPortal({ LOG_LEVEL: 'info', ...env });
  if (portal.child.pid) started.add(portal.child.pid);
  return portal;
};

/** GET on a connection of its own (no keep-alive): each request may go to another process. */
const getOnce = (
  port: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent: false,
        headers: { ...headers, connection: 'close' },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => {
          resolve({ status: incoming.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(10_000, () => {
      outgoing.destroy(new Error(`${url}: no answer within 10 s`));
    });
    outgoing.end();
  });

/**
 * The process that answered `url`, from the first request log line of it after the log's line
 * `after` (pino writes each process's pid).
 */
const answeredBy = async (portal: StartedPortal, url: string, after = 0): Promise<number> => {
  let pid: number | undefined;
  await vi.waitFor(
    () => {
      const line = portal.lines
        .slice(after)
        .find((candidate) => candidate.startsWith('{') && candidate.includes(`"GET ${url} `));
      pid = line === undefined ? undefined : (JSON.parse(line) as { pid?: number }).pid;
      expect(pid).toBeTypeOf('number');
    },
    { timeout: 5_000, interval: 20 },
  );
  return pid ?? 0;
};

let probes = 0;

/** Reads the tender on a new connection: its title and the process that answered. */
const readTender = async (portal: StartedPortal): Promise<{ pid: number; title: string }> => {
  probes += 1;
  const url = `/api/tenders/${CHANGED}?probe=${String(probes)}`;
  const { status, body } = await getOnce(portal.port, url);
  expect(status).toBe(200);
  const title = (JSON.parse(body) as ItemResponse<Tender>).data.title;
  const pid = await answeredBy(portal, url);
  started.add(pid);
  return { pid, title };
};

/** When the page at SHARED_PAGE that a new connection gets was rendered, and who sent it. */
const sharedPage = async (portal: StartedPortal): Promise<{ pid: number; renderedAt: number }> => {
  const after = portal.lines.length;
  const { status, body } = await getOnce(portal.port, SHARED_PAGE);
  expect(status).toBe(200);
  return { pid: await answeredBy(portal, SHARED_PAGE, after), renderedAt: renderedAtOf(body) };
};

/**
 * Asks for SHARED_PAGE on new connections until each of `pids` has sent it: each process accepts
 * connections itself, and which one takes a connection is the kernel's choice.
 */
const sharedPageFrom = async (portal: StartedPortal, pids: Set<number>): Promise<Set<number>> => {
  const renderedAt = new Set<number>();
  const senders = new Set<number>();
  await vi.waitFor(
    async () => {
      const page = await sharedPage(portal);
      renderedAt.add(page.renderedAt);
      senders.add(page.pid);
      expect([...senders].sort()).toEqual([...pids].sort());
    },
    { timeout: 15_000, interval: 20 },
  );
  return renderedAt;
};

const METRICS_TOKEN = 'metrics-token-of-the-processes-test';

/** `process`'s answer-cache lookups so far, hits and misses, from GET /metrics. */
const answerLookups = async (
  portal: StartedPortal,
  process: string,
): Promise<{ hit: number; miss: number }> => {
  const { body } = await getOnce(portal.port, '/metrics', {
    authorization: `Bearer ${METRICS_TOKEN}`,
  });
  const count = (result: string): number => {
    const series = `portal_cache_lookups_total{cache="answers",result="${result}",process="${process}"}`;
    const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return Number(line?.slice(series.length + 1) ?? 0);
  };
  return { hit: count('hit'), miss: count('miss') };
};

/** DATABASE_URL with every connection's search_path in `schema` (pg reads `options`). */
const inSchema = (url: string, schema: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;

describe.skipIf(!process.env.DATABASE_URL)('npm start with WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('answers from two processes, both serve a tender changed by an ingest in its new version, a hung process takes no new connection, a killed one is replaced, and SIGTERM stops them all', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const schema = `test_processes_${String(process.pid)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const databaseUrl = inSchema(url, schema);
    try {
      // The built client: its pages carry the data they were rendered with.
      const portal = await startLoggingPortal({
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        DIST_DIR: builtPortal.distDir,
        METRICS_TOKEN,
        // Else the new process below would read the changed tender as it warms up.
        WARM_UP_TENDERS: '0',
      });
      expect(portal.lines).toContain(
        `Portal ready at http://127.0.0.1:${String(portal.port)} (PostgreSQL, 2 processes)`,
      );

      // Both processes read the tender and keep it.
      const before: { pid: number; title: string }[] = [];
      await vi.waitFor(
        async () => {
          before.push(await readTender(portal));
          expect(new Set(before.map(({ pid }) => pid)).size).toBe(2);
        },
        { timeout: 15_000, interval: 20 },
      );
      const pids = new Set(before.map(({ pid }) => pid));
      expect(pids.has(portal.child.pid ?? 0)).toBe(false);
      expect(new Set(before.map(({ title }) => title))).toEqual(new Set([shippedTender().title]));
      for (const pid of pids) {
        const environment = readFileSync(`/proc/${String(pid)}/environ`, 'utf8').split('\0');
        expect(environment).toEqual(
          expect.arrayContaining(
            Object.entries(serverProcessEnv()).map(([name, value]) => `${name}=${value}`),
          ),
        );
      }

      // A page one process rendered is sent by both.
      const { renderedAt } = await sharedPage(portal);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await sharedPageFrom(portal, pids)).toEqual(new Set([renderedAt]));

      // `npm run ingest` of a newer copy, as another process.
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-ingest-')), 'changed.json');
      const raw = shippedTender();
      const dateModified = new Date(Date.parse(String(raw.dateModified)) + 86_400_000);
      writeFileSync(
        file,
        JSON.stringify({
          data: { ...raw, dateModified: dateModified.toISOString(), title: NEW_TITLE },
        }),
      );
      const ingest = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join('server', 'ingest', 'cli.ts'), file],
        { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
      );
      expect(ingest.stdout).toMatch(/1 files: 0 new, 1 updated/);
      expect(ingest.status).toBe(0);

      const servedNew = new Set<number>();
      await vi.waitFor(
        async () => {
          const { pid, title } = await readTender(portal);
          if (title === NEW_TITLE) servedNew.add(pid);
          expect([...servedNew].sort()).toEqual([...pids].sort());
        },
        { timeout: 15_000, interval: 20 },
      );

      // A process that hangs takes no new connection: the other answers each.
      const [killed] = [...pids];
      if (killed === undefined) throw new Error('no process answered');
      process.kill(killed, 'SIGSTOP');
      for (let request = 0; request < 8; request += 1) {
        expect((await readTender(portal)).pid).not.toBe(killed);
      }

      // A process that dies is replaced by a new one, which answers too.
      const linesOf = (start: string) => portal.lines.filter((line) => line.startsWith(start));
      const handedBefore = linesOf('Handed ').length;
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(
        () => {
          expect(linesOf('Warmed up')).toHaveLength(3);
          expect(linesOf('Handed ').slice(handedBefore)).toEqual([
            expect.stringMatching(
              /^Handed [1-9]\d* answers and [1-9]\d* pages by another server process$/,
            ),
          ]);
        },
        { timeout: 30_000, interval: 50 },
      );
      const lookupsBefore = await answerLookups(portal, 'worker 3');
      await vi.waitFor(
        async () => {
          const { pid, title } = await readTender(portal);
          expect(title).toBe(NEW_TITLE);
          pids.add(pid);
          expect(pids.size).toBe(3);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(portal.lines.join('\n')).toMatch(/exited with signal SIGKILL; starting another/);
      // Its first read of the tender was of the answer the other process handed it.
      expect(await answerLookups(portal, 'worker 3')).toEqual({
        hit: lookupsBefore.hit + 1,
        miss: lookupsBefore.miss,
      });
      // The new process got the page from the other one: it renders it no more.
      pids.delete(killed);
      expect(await sharedPageFrom(portal, pids)).toEqual(new Set([renderedAt]));

      portal.child.kill('SIGTERM');
      expect(await portal.exited).toBe(0);
      expect([...pids].filter(isRunning)).toEqual([]);
    } finally {
      killStarted();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }, 240_000);
  it('migrates and seeds in the primary only: a schema left behind stays behind when a process restarts, and every process says it is not ready; /metrics lists every process', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const schema = `test_start_once_${String(process.pid)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const portal = await startLoggingPortal({
        DATABASE_URL: inSchema(url, schema),
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN,
      });
      const metrics = await getOnce(portal.port, '/metrics', {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(metrics.status).toBe(200);
      for (const name of ['primary', 'worker 1', 'worker 2']) {
        expect(metrics.body).toContain(`process_resident_memory_bytes{process="${name}"}`);
      }

      let probes = 0;
      /** Readiness from `count` new connections: the statuses, and the processes that answered. */
      const readiness = async (count: number) => {
        const statuses = new Set<number>();
        const pids = new Set<number>();
        for (let ask = 0; ask < count; ask += 1) {
          probes += 1;
          const probe = `/api/health/ready?probe=${String(probes)}`;
          statuses.add((await getOnce(portal.port, probe)).status);
          pids.add(await answeredBy(portal, probe));
        }
        return { statuses, pids };
      };
      const before = { statuses: new Set<number>(), pids: new Set<number>() };
      await vi.waitFor(
        async () => {
          const { statuses, pids } = await readiness(1);
          for (const status of statuses) before.statuses.add(status);
          for (const pid of pids) before.pids.add(pid);
          expect(before.pids.size).toBe(2);
        },
        { timeout: 15_000, interval: 20 },
      );
      expect(before.statuses).toEqual(new Set([200]));

      const { rows } = await admin.query<{ id: number }>(
        `DELETE FROM ${schema}.schema_migrations
         WHERE id = (SELECT max(id) FROM ${schema}.schema_migrations) RETURNING id`,
      );
      const newest = rows[0]?.id ?? 0;
      expect((await readiness(10)).statuses).toEqual(new Set([503]));

      const [killed] = [...before.pids];
      if (killed === undefined) throw new Error('no process answered');
      started.add(killed);
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(
        async () => {
          const { pids, statuses } = await readiness(2);
          for (const pid of pids) started.add(pid);
          expect(statuses).toEqual(new Set([503]));
          expect([...pids].some((pid) => !before.pids.has(pid))).toBe(true);
        },
        { timeout: 30_000, interval: 200 },
      );
      const { rows: still } = await admin.query(
        `SELECT 1 FROM ${schema}.schema_migrations WHERE id = $1`,
        [newest],
      );
      expect(still).toEqual([]);

      await admin.query(`INSERT INTO ${schema}.schema_migrations (id) VALUES ($1)`, [newest]);
      expect((await readiness(6)).statuses).toEqual(new Set([200]));
      portal.child.kill('SIGTERM');
      expect(await portal.exited).toBe(0);
    } finally {
      killStarted();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }, 240_000);
});

describe('npm start with WEB_CONCURRENCY=2 on the embedded database', () => {
  it('says why one process serves, and serves from that one', async () => {
    const portal = await startLoggingPortal({ DATABASE_URL: '', WEB_CONCURRENCY: '2' });
    expect(portal.lines).toContain(
      'WEB_CONCURRENCY=2 is ignored: the embedded database is opened by one process only, so ' +
        'one process serves. Set DATABASE_URL (PostgreSQL) to run several.',
    );
    const pids = new Set<number>();
    for (let request = 0; request < 10; request += 1) pids.add((await readTender(portal)).pid);
    expect([...pids]).toEqual([portal.child.pid]);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 240_000);
});
