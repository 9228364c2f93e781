import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { projectRoot } from '../../server/config.ts';
import { DatabaseTimeoutError, DatabaseUnavailableError } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { REPLICA_RETRY_MS, routeReads } from '../../server/db/read-routing.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { loadCdbFiles } from '../../server/ingest/load.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { NO_FAULTS, startReplayServer } from '../sync/replay-server.ts';
import { shippedDataDir, shippedJson, shippedPath, withoutJson } from '../support/shipped-data.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';
import {
  pgInstancesUnavailable,
  startPrimary,
  startReplica,
  stopAll,
  type PgInstance,
} from '../../scripts/pg-instances.ts';
import { shippedTenderFiles } from '../support/shipped-cdb.ts';

const { distDir, serverRenderDir } = builtPortal;
const tendersDir = shippedPath('cdb', 'tenders');

/** Shipped tenders by tenderID: each test reads ones no earlier request has kept. */
const shipped = (tenderID: string): { data: Record<string, unknown> } =>
  shippedJson<{ data: Record<string, unknown> }>(`cdb/tenders/${tenderID}.json`);

/** Every shipped tender with a dateModified, as a changes feed lists them. */
const recordedTenders = () =>
  shippedTenderFiles()
    .map((file) => shipped(withoutJson(file)).data)
    .filter((tender) => typeof tender.dateModified === 'string')
    .map((tender) => tender as { id: string; dateModified: string });

const quiet = { log: () => undefined };

/** `npm start` (one process) over PostgreSQL with the built client, resolved once it listens. */
const startServer = (env: Record<string, string>): Promise<StartedPortal> =>
  startPortal({
    DATABASE_REPLICA_URLS: '',
    // One process: what it holds (the answer cache) is what the next request finds.
    WEB_CONCURRENCY: '1',
    DIST_DIR: distDir,
    SSR_DIR: serverRenderDir,
    ...env,
  });

interface CliRun {
  code: number | null;
  output: string;
}

/** A command-line entry point (ingest, sync) to its end; `watch` sees its output as it comes. */
const runCli = (
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  watch?: (output: string) => void,
) =>
  new Promise<CliRun>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_REPLICA_URLS: '', ...env },
    });
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      watch?.(output);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      resolve({ code, output });
    });
  });

interface Answer {
  status: number;
  type: string;
  body: string;
}

const METRICS_TOKEN = 'metrics-token-of-the-outage-test';

const get = async (
  base: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const response = await fetch(`${base}${url}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
};

/** Asks until `ok` holds for the answer or `ms` pass; the last answer and when it came. */
const pollUntil = async (
  ask: () => Promise<Answer>,
  ok: (answer: Answer) => boolean,
  ms: number,
): Promise<{ answer: Answer; afterMs: number }> => {
  const started = performance.now();
  for (;;) {
    const answer = await ask();
    const afterMs = performance.now() - started;
    if (ok(answer) || afterMs > ms) return { answer, afterMs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const SEARCH = '/api/search/tender?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82';

/** The samples of GET /metrics whose line holds every one of `parts`, as numbers. */
const samples = async (base: string, ...parts: string[]): Promise<number[]> => {
  const { body } = await get(base, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  return body
    .split('\n')
    .filter((line) => !line.startsWith('#') && parts.every((part) => line.includes(part)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
};

/** A read while no database answers: 503 JSON saying so, or the held copy (`held`). */
const expectUnavailableOrHeld = (answer: Answer, held?: string): void => {
  if (held !== undefined && answer.status === 200) {
    expect(answer.body).toBe(held);
    return;
  }
  expect(answer.status).toBe(503);
  expect(answer.type).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toMatchObject({
    statusCode: 503,
    message: expect.stringMatching(/database is not answering/) as unknown,
  });
};

const skipReason = pgInstancesUnavailable();
if (skipReason) console.warn(`Skipping the database outage tests: ${skipReason}`);

describe.skipIf(skipReason)('the server and the command line while PostgreSQL goes away', () => {
  let primary: PgInstance;
  let replica: PgInstance;

  beforeAll(async () => {
    ensurePortalBuilt();
    primary = await startPrimary();
    const db = await openPostgres(primary.url('portal'), quiet);
    try {
      await migrate(db);
      await seedFromShippedData(db, shippedDataDir);
    } finally {
      await db.close();
    }
    replica = await startReplica(primary);
  }, 300_000);

  // A failed test must not leave the next one without its databases.
  afterEach(() => {
    for (const instance of [primary, replica]) if (!instance.running) instance.start();
  });

  afterAll(() => {
    stopAll();
  });

  it('keeps serving through a restart of PostgreSQL: 503 JSON or the held copy, then 200 at once', async () => {
    const server = await startServer({ DATABASE_URL: primary.url('portal') });
    try {
      const tender = '/api/tenders/UA-2024-02-28-009286-a';
      const read = await get(server.base, tender);
      expect(read.status).toBe(200);
      expect((await get(server.base, SEARCH)).status).toBe(200);
      expect((await get(server.base, '/tender/UA-2024-01-10-005750-a')).status).toBe(200);

      // The pool holds idle connections now: the restart ends them under it.
      primary.stop('fast');
      expectUnavailableOrHeld(await get(server.base, SEARCH));
      expectUnavailableOrHeld(await get(server.base, '/api/health'));
      expectUnavailableOrHeld(await get(server.base, '/api/tenders/UA-2024-05-13-000771-a'));
      const held = await get(server.base, tender);
      expect(held.status).toBe(200);
      expect(held.body).toBe(read.body);
      // A page still loads: the one rendered before as it was, another one saying less.
      const keptPage = await get(server.base, '/tender/UA-2024-01-10-005750-a');
      expect(keptPage.status).toBe(200);
      expect(keptPage.body).toContain('UA-2024-01-10-005750-a');
      const newPage = await get(
        server.base,
        '/search/tender?text=%D0%BF%D0%B0%D0%BB%D0%B8%D0%B2%D0%BE',
      );
      expect(newPage.status).toBe(503);
      expect(newPage.type).toMatch(/^text\/html/);
      expect(newPage.body).toMatch(/<h1\b/);
      expect(server.exitCode()).toBeNull();

      primary.start();
      const back = await pollUntil(
        () => get(server.base, SEARCH),
        (a) => a.status === 200,
        5000,
      );
      expect(back.answer.status).toBe(200);
      expect(back.afterMs).toBeLessThan(5000);
      expect((await get(server.base, '/api/tenders/UA-2024-05-13-000771-a')).status).toBe(200);
      expect((await get(server.base, '/api/health')).status).toBe(200);
      expect(server.exitCode()).toBeNull();
      expect(server.output()).toMatch(/stopped answering/);
      expect(server.output()).toMatch(/answers again/);
    } finally {
      await server.stop();
    }
  });

  describe('with a read replica', () => {
    let server: StartedPortal | undefined;
    const replicated = (): StartedPortal => {
      if (!server) throw new Error('The server did not start');
      return server;
    };
    beforeAll(async () => {
      server = await startServer({
        DATABASE_URL: primary.url('portal'),
        DATABASE_REPLICA_URLS: replica.url('portal'),
      });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('serves a new tender within 5 s, reads through a stopped primary or replica, and ingest refuses without the primary', async () => {
      const { base, output, exitCode } = replicated();
      expect(output()).toMatch(/reads from 1 replica/);
      const tender = shipped('UA-2024-05-13-000771-a').data;
      const id = randomBytes(16).toString('hex');
      const tenderID = `UA-2099-01-01-${String(Date.now() % 1_000_000).padStart(6, '0')}-a`;
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-new-tender-')), 'new.json');
      writeFileSync(file, JSON.stringify({ data: { ...tender, id, tenderID } }));
      const ingested = await runCli('server/ingest/cli.ts', [file], {
        DATABASE_URL: primary.url('portal'),
      });
      expect(ingested.output).toMatch(/1 files: 1 new/);
      expect(ingested.code).toBe(0);
      const served = await pollUntil(
        () => get(base, `/api/tenders/${id}`),
        (a) => a.status === 200,
        5000,
      );
      expect(served.answer.status).toBe(200);
      expect(served.afterMs).toBeLessThan(5000);

      primary.stop('fast');
      // Never read before, so not held: these come from the replica.
      expect((await get(base, '/api/tenders/UA-2024-01-10-005750-a')).status).toBe(200);
      const found = await get(base, `/api/search/tender?text=${tenderID}`);
      expect(found.status).toBe(200);
      expect(found.body).toContain(id);
      expect((await get(base, '/tender/UA-2024-02-28-009286-a')).status).toBe(200);
      const refused = await runCli('server/ingest/cli.ts', [file], {
        DATABASE_URL: primary.url('portal'),
      });
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/portal is not answering/);
      expect(refused.output).not.toMatch(/^\s+at /m);
      primary.start();

      replica.stop('fast');
      for (const url of [SEARCH, '/api/tenders/UA-2024-02-28-009286-a', '/api/health']) {
        for (let round = 0; round < 3; round += 1) {
          expect((await get(base, url)).status).toBe(200);
        }
      }
      replica.start();
      expect(exitCode()).toBeNull();
    });

    it('keeps serving through a restart of the primary and its replica', async () => {
      const { base, exitCode } = replicated();
      const tender = '/api/tenders/UA-2021-01-11-002071-a';
      const read = await get(base, tender);
      expect(read.status).toBe(200);
      expect((await get(base, SEARCH)).status).toBe(200);

      replica.stop('fast');
      primary.stop('fast');
      expectUnavailableOrHeld(await get(base, SEARCH));
      expectUnavailableOrHeld(await get(base, tender), read.body);
      expectUnavailableOrHeld(await get(base, '/api/tenders/UA-2022-02-08-001227-b'));
      expect(exitCode()).toBeNull();

      primary.start();
      replica.start();
      const back = await pollUntil(
        () => get(base, SEARCH),
        (a) => a.status === 200,
        5000,
      );
      expect(back.answer.status).toBe(200);
      expect(back.afterMs).toBeLessThan(5000);
      expect((await get(base, '/api/tenders/UA-2022-02-08-001227-b')).status).toBe(200);
      expect(exitCode()).toBeNull();
    });
  });

  it('sends reads to the replicas in turn, skips a stopped one at once, takes it back, and falls back to the primary', async () => {
    const second = await startReplica(primary);
    const open = (instance: PgInstance) =>
      openPostgres(instance.url('portal'), { ...quiet, connectTimeoutMs: REPLICA_RETRY_MS });
    const db = routeReads(await openPostgres(primary.url('portal'), quiet), [
      await open(replica),
      await open(second),
    ]);
    const portsOf = async (reads: number) => {
      const ports: number[] = [];
      for (let read = 0; read < reads; read += 1) {
        const { rows } = await db.query<{ port: number }>('SELECT inet_server_port() AS port');
        ports.push(Number(rows[0]?.port));
      }
      return ports;
    };
    try {
      expect(new Set(await portsOf(4))).toEqual(new Set([replica.port, second.port]));
      const { rows } = await db.query<{ standby: boolean }>(
        'SELECT pg_is_in_recovery() AS standby',
      );
      expect(rows[0]?.standby).toBe(true);

      second.stop('fast');
      const skipped = performance.now();
      expect(await portsOf(4)).toEqual([replica.port, replica.port, replica.port, replica.port]);
      expect(performance.now() - skipped).toBeLessThan(1000);

      second.start();
      const back = performance.now();
      while (!(await portsOf(2)).includes(second.port) && performance.now() - back < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(performance.now() - back).toBeLessThan(5000);

      replica.stop('fast');
      second.stop('fast');
      expect(await portsOf(3)).toEqual([primary.port, primary.port, primary.port]);
    } finally {
      await db.close();
      second.stop('fast');
    }
  });

  it('stops an ingest at the first unanswered write, with what it stored kept', async () => {
    const db = await openPostgres(primary.url('portal'), quiet);
    try {
      primary.stop('fast');
      const loading = loadCdbFiles(db, [tendersDir]);
      await expect(loading).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      primary.start();
      await db.close();
    }
  });

  it('stops a sync with a clear message when PostgreSQL goes away, and resumes from its cursor', async () => {
    const upstream = await startReplayServer({ tenders: recordedTenders() }, NO_FAULTS, 7);
    try {
      const env = {
        DATABASE_URL: primary.url('portal'),
        SYNC_API_URL: upstream.url,
        SYNC_AUDIT_URL: upstream.url,
        SYNC_PAGE_SIZE: '10',
        SYNC_CONCURRENCY: '2',
      };
      const stopped = await runCli('server/sync/cli.ts', ['tenders'], env, (output) => {
        // Two pages committed: the database goes away under the third.
        if ((output.match(/^tenders: \d+ objects/gm) ?? []).length >= 2) primary.stop('fast');
      });
      primary.start();
      expect(stopped.code).toBe(1);
      expect(stopped.output).toMatch(
        /Sync stopped: PostgreSQL at 127\.0\.0\.1:\d+\/portal is not answering/,
      );
      expect(stopped.output).toMatch(/run again to resume/);
      expect(stopped.output).not.toMatch(/^\s+at /m);

      const askedBefore = upstream.feedOffsets().length;
      const resumed = await runCli('server/sync/cli.ts', ['tenders'], env);
      expect(resumed.output).toMatch(/tenders: done/);
      expect(resumed.code).toBe(0);
      // It began after the pages committed before the stop, not at the start of the feed.
      expect(upstream.feedOffsets()[askedBefore]).toBeGreaterThanOrEqual(20);
    } finally {
      if (!primary.running) primary.start();
      await upstream.close();
    }
  });
  it('follows on through a restart of PostgreSQL: the feed pauses, then resumes from its cursor', async () => {
    // From the start of the feed: an earlier test's sync left its cursor at the end.
    const setup = await openPostgres(primary.url('portal'), quiet);
    await setup.query("DELETE FROM meta WHERE key LIKE 'sync\\_%'");
    await setup.close();
    const upstream = await startReplayServer({ tenders: recordedTenders() }, NO_FAULTS, 8);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/sync/cli.ts', '--follow', 'tenders'],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATABASE_URL: primary.url('portal'),
          DATABASE_REPLICA_URLS: '',
          SYNC_API_URL: upstream.url,
          SYNC_PAGE_SIZE: '10',
          SYNC_POLL_MS: '200',
        },
      },
    );
    let output = '';
    const read = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const seen = (pattern: RegExp, ms: number) =>
      pollUntil(
        () => Promise.resolve({ status: pattern.test(output) ? 200 : 0, type: '', body: '' }),
        (answer) => answer.status === 200,
        ms,
      ).then(({ answer }) => answer.status === 200);
    try {
      expect(await seen(/^tenders: 20 objects/m, 30_000)).toBe(true);
      primary.stop('fast');
      expect(await seen(/^tenders: paused, the database is not answering/m, 30_000)).toBe(true);
      const askedBefore = upstream.feedOffsets().length;
      primary.start();

      const tender = shipped('UA-2021-06-22-008064-c').data;
      const id = randomBytes(16).toString('hex');
      upstream.publish('tenders', {
        ...tender,
        id,
        dateModified: new Date().toISOString(),
      });
      const db = await openPostgres(primary.url('portal'), quiet);
      try {
        const stored = await pollUntil(
          async () => {
            const { rows } = await db.query('SELECT 1 FROM tenders WHERE id = $1', [id]);
            return { status: rows.length > 0 ? 200 : 404, type: '', body: '' };
          },
          (answer) => answer.status === 200,
          60_000,
        );
        expect(stored.answer.status).toBe(200);
      } finally {
        await db.close();
      }
      // It resumed after the pages committed before the outage, not at the start of the feed.
      expect(upstream.feedOffsets()[askedBefore]).toBeGreaterThanOrEqual(10);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      child.kill('SIGKILL');
      if (!primary.running) primary.start();
      await upstream.close();
    }
  });

  it('reports an outage in a line per request without a stack; readiness follows the database, liveness does not', async () => {
    const server = await startServer({
      DATABASE_URL: primary.url('portal'),
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    });
    try {
      const { base } = server;
      expect((await get(base, '/api/health/ready')).status).toBe(200);

      primary.stop('fast');
      const ready = await get(base, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({
        status: 'not ready',
        reason: 'the database is not answering',
      });
      expect((await get(base, '/api/health/live')).status).toBe(200);
      const urls = [
        SEARCH,
        '/api/tenders/UA-2025-01-21-014943-a',
        '/search/tender?text=%D0%B3%D0%B0%D0%B7',
        '/tender/UA-2025-01-21-014943-a',
      ];
      for (const url of urls) expect((await get(base, url)).status).toBe(503);
      expect(
        await samples(
          base,
          'portal_database_errors_total{',
          'database="primary"',
          'kind="unavailable"',
        ),
      ).toEqual([expect.any(Number)]);

      primary.start();
      const back = await pollUntil(
        () => get(base, '/api/health/ready'),
        (answer) => answer.status === 200,
        5000,
      );
      expect(back.answer.status).toBe(200);

      await vi.waitFor(() => {
        for (const url of urls) expect(server.output()).toContain(`"GET ${url} 503 `);
      });
      const output = server.output();
      expect(output).not.toMatch(/^\s+at /m);
      expect(output.match(/stopped answering/g)).toHaveLength(1);
      for (const url of urls) {
        expect(server.lines.filter((line) => line.includes(`"GET ${url} `))).toHaveLength(1);
      }
    } finally {
      await server.stop();
    }
  });

  it('leaves a hung replica within DB_STATEMENT_TIMEOUT_MS and reads from the primary', async () => {
    const server = await startServer({
      DATABASE_URL: primary.url('portal'),
      DATABASE_REPLICA_URLS: replica.url('portal'),
      DB_STATEMENT_TIMEOUT_MS: '1000',
      METRICS_TOKEN,
    });
    try {
      const { base } = server;
      // Connections to the replica are open when it hangs.
      for (let read = 0; read < 5; read += 1) expect((await get(base, SEARCH)).status).toBe(200);
      expect(
        await samples(
          base,
          'portal_database_pool_connections{',
          'database="replica 1"',
          'state="total"',
        ),
      ).not.toEqual([0]);

      replica.freeze();
      for (const url of [
        '/api/search/tender?text=%D0%BF%D0%B0%D0%BB%D0%B8%D0%B2%D0%BE',
        '/api/tenders/UA-2022-10-25-007560-a',
      ]) {
        const asked = performance.now();
        const answer = await get(base, url);
        expect(answer.status, answer.body).toBe(200);
        // The limit, and half a second for a server that does not answer even a cancel.
        expect(performance.now() - asked).toBeLessThan(1000 + 500 + 1000);
      }
      const skipped = performance.now();
      expect((await get(base, '/api/tenders/UA-2023-02-16-009364-a')).status).toBe(200);
      expect(performance.now() - skipped).toBeLessThan(500);
      expect(
        await samples(
          base,
          'portal_database_errors_total{',
          'database="replica 1"',
          'kind="unavailable"',
        ),
      ).toEqual([expect.toSatisfy((count: number) => count >= 1)]);
      expect(server.exitCode()).toBeNull();
    } finally {
      replica.thaw();
      await server.stop();
    }
  });

  it('cancels a read past DB_STATEMENT_TIMEOUT_MS, and a read waiting for a connection past its limit, as 503 JSON', async () => {
    const tenders = ['UA-2023-09-08-012599-a', 'UA-2020-08-06-003989-a', 'UA-2021-06-22-008064-c'];
    const db = await openPostgres(primary.url('portal'), {
      ...quiet,
      statementTimeoutMs: 500,
      connectTimeoutMs: 300,
    });
    const app = await buildApp({ db, dictionaries: await loadDictionaries(shippedDataDir) });
    const locker = new pg.Client({ connectionString: primary.url('portal') });
    await locker.connect();
    try {
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toBeInstanceOf(DatabaseTimeoutError);

      // A tender read waits for a lock that is not given back: the statement timeout ends it.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE tenders IN ACCESS EXCLUSIVE MODE');
      const asked = performance.now();
      const timedOut = await app.inject({ url: `/api/tenders/${tenders[0] ?? ''}` });
      expect(performance.now() - asked).toBeLessThan(1500);
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.headers['retry-after']).toBe('5');
      expect(timedOut.json()).toMatchObject({
        statusCode: 503,
        message: expect.stringMatching(/did not answer in time/) as unknown,
      });

      // Twelve reads at once on a pool of ten: two wait for a connection, and stop waiting.
      const reads = Array.from({ length: 12 }, (_, index) =>
        app.inject({
          url: `/api/tenders/${tenders[index % tenders.length] ?? ''}?read=${String(index)}`,
        }),
      );
      const answers = await Promise.all(reads);
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([503]));
      expect(new Set(answers.map((answer) => String(answer.headers['content-type'])))).toEqual(
        new Set(['application/json; charset=utf-8']),
      );
      expect(answers.map((answer) => answer.json<{ message: string }>().message)).toContain(
        'The database is not answering at the moment. Please try again in a few seconds.',
      );
      await locker.query('COMMIT');
      expect((await app.inject({ url: `/api/tenders/${tenders[1] ?? ''}` })).statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await db.close();
    }
  });
});
