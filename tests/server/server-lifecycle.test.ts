import { existsSync, mkdtempSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { descendantsOf, isRunning } from '../../scripts/process-tree.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';

/** `npm start` as one process on the embedded database in `dataDir`, once it listens. */
const startServer = (dataDir: string, env: Record<string, string>): Promise<StartedPortal> =>
  startPortal({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' });

/** A raw connection that sends `text` and then nothing more; resolves with what came back. */
const stallingClient = (port: number, text: string) => {
  const socket = connect(port, '127.0.0.1');
  socket.write(text);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const started = performance.now();
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.once('close', () => {
      resolve({ afterMs: performance.now() - started, received });
    });
  });
  socket.on('error', () => undefined);
  return { socket, closed };
};

/** Resolves with the value, or with 'timed out' after ms. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> =>
  Promise.race([
    promise,
    new Promise<'timed out'>((resolve) => {
      setTimeout(() => {
        resolve('timed out');
      }, ms);
    }),
  ]);

/** The Connection header of each of `count` GETs sent one after another on kept-alive connections. */
const connectionHeaders = async (port: number, count: number): Promise<(string | undefined)[]> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers: (string | undefined)[] = [];
  for (let sent = 0; sent < count; sent += 1) {
    headers.push(
      await new Promise<string | undefined>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (answer) => {
          answer.resume();
          answer.on('end', () => {
            resolve(answer.headers.connection);
          });
        }).on('error', reject);
      }),
    );
  }
  agent.destroy();
  return headers;
};

const PARTIAL_POST =
  'POST /api/search/tender HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Content-Length: 1000\r\n\r\n{"text": "ремонт';

describe('npm start with slow clients and on SIGTERM', () => {
  it('cuts off stalled bodies and headers, refuses oversized headers, closes a connection after KEEP_ALIVE_REQUESTS, and stops in seconds with a stalled client', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lifecycle-'));
    const server = await startServer(dataDir, {
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_REQUESTS: '3',
    });
    try {
      expect(await connectionHeaders(server.port, 4)).toEqual([
        'keep-alive',
        'keep-alive',
        'close',
        'keep-alive',
      ]);

      const body = stallingClient(server.port, PARTIAL_POST);
      const headers = stallingClient(server.port, 'GET /api/health HTTP/1.1\r\nHost: loc');
      const [bodyCut, headersCut] = await Promise.all([
        within(body.closed, 6_000),
        within(headers.closed, 6_000),
      ]);
      expect(bodyCut).not.toBe('timed out');
      expect(headersCut).not.toBe('timed out');
      if (bodyCut === 'timed out' || headersCut === 'timed out') return;
      expect(bodyCut.afterMs).toBeLessThan(2_000 + 1_500);
      expect(bodyCut.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyCut.received).toContain('"statusCode":408');
      expect(headersCut.afterMs).toBeLessThan(1_000 + 1_500);
      expect(headersCut.received).toMatch(/^HTTP\/1\.1 408 /);

      const oversized = await fetch(`http://127.0.0.1:${server.port}/api/health`, {
        headers: { 'x-padding': 'a'.repeat(20 * 1024) },
      });
      expect(oversized.status).toBe(431);

      const stalled = stallingClient(server.port, PARTIAL_POST);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      expect(await within(server.exited, 10_000)).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(5_000);
      expect(await within(stalled.closed, 1_000)).not.toBe('timed out');
      expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }

    const again = await startServer(dataDir, {});
    try {
      const health = await fetch(`http://127.0.0.1:${again.port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      again.child.kill('SIGTERM');
      expect(await within(again.exited, 10_000)).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
  });
});

/** How long after the signal every one of `pids` had exited (polled every 20 ms). */
const exitedWithin = async (pids: readonly number[], signalledAt: number): Promise<number> => {
  await vi.waitFor(
    () => {
      expect(pids.filter(isRunning)).toEqual([]);
    },
    { timeout: 15_000, interval: 20 },
  );
  return performance.now() - signalledAt;
};

const GRACE_MS = 1_000;
/** Closing the database and the process's own exit, after the grace. */
const CLOSING_MS = 1_000;

describe("a signal to npm start (npm's own process)", () => {
  it('SIGTERM stops the server within SHUTDOWN_GRACE_MS with a request in progress, and releases the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-npm-start-'));
    const portal = await startPortal(
      { DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_GRACE_MS: String(GRACE_MS) },
      { viaNpm: true },
    );
    const npm = portal.child.pid ?? 0;
    try {
      const servers = descendantsOf(npm);
      expect(servers.length).toBeGreaterThan(0);
      expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
      const stalled = stallingClient(portal.port, PARTIAL_POST);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = performance.now();
      process.kill(npm, 'SIGTERM');
      expect(await exitedWithin([npm, ...servers], signalled)).toBeLessThan(GRACE_MS + CLOSING_MS);
      expect(await portal.exited).toBe(0);
      expect(await within(stalled.closed, 1_000)).not.toBe('timed out');
      expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    } finally {
      for (const pid of [npm, ...descendantsOf(npm)])
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'SIGINT stops every server process of WEB_CONCURRENCY=2 on PostgreSQL within the grace',
    async () => {
      const url = process.env.DATABASE_URL ?? '';
      const schema = `test_npm_start_${String(process.pid)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const options = encodeURIComponent(`-c search_path=${schema},public`);
      let npm = 0;
      try {
        const portal = await startPortal(
          {
            DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
            WEB_CONCURRENCY: '2',
            SHUTDOWN_GRACE_MS: String(GRACE_MS),
          },
          { viaNpm: true },
        );
        npm = portal.child.pid ?? 0;
        // npm, its shell if it keeps one, the primary and its two server processes.
        const processes = [npm, ...descendantsOf(npm)];
        expect(processes.length).toBeGreaterThanOrEqual(4);
        const stalled = stallingClient(portal.port, PARTIAL_POST);
        await new Promise((resolve) => setTimeout(resolve, 200));

        const signalled = performance.now();
        process.kill(npm, 'SIGINT');
        expect(await exitedWithin(processes, signalled)).toBeLessThan(GRACE_MS + CLOSING_MS);
        expect(await portal.exited).toBe(0);
        expect(await within(stalled.closed, 1_000)).not.toBe('timed out');
      } finally {
        for (const pid of [npm, ...descendantsOf(npm)]) {
          if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
        }
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
    120_000,
  );
});
