import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import { projectRoot } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { NO_FAULTS, startReplayServer, type ReplayServer } from '../sync/replay-server.ts';
import { shippedCdb, type ShippedObject } from '../support/shipped-cdb.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';

const POLL_MS = 300;
const FAST_SYNC = {
  SYNC_POLL_MS: String(POLL_MS),
  SYNC_PAGE_SIZE: '20',
  SYNC_TIMEOUT_MS: '1000',
  SYNC_RETRY_BASE_MS: '5',
};

const tenders = shippedCdb('tenders');
const EVERY_FEED = {
  plans: [],
  contracts: [],
  frameworks: [],
  agreements: [],
  monitorings: [],
};

/** A newer version of a real tender, as upstream would publish it, with a word to find it by. */
const changed = (tender: ShippedObject, word: string): ShippedObject & { title: string } => ({
  ...tender,
  title: `${String(tender.title)} ${word}`,
  dateModified: new Date().toISOString(),
});

const until = async <T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${String(ms)} ms: ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('npm run sync -- --follow', () => {
  let upstream: ReplayServer;
  beforeAll(async () => {
    upstream = await startReplayServer({ tenders: tenders.slice(0, 30) }, NO_FAULTS);
  });
  afterAll(() => upstream.close());

  it('keeps following through an outage, and stops on SIGTERM with what it read committed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-follow-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/sync/cli.ts', '--follow', 'tenders'],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          ...FAST_SYNC,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SYNC_API_URL: upstream.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const pages = () => (output.match(/^tenders: \d+ objects/gm) ?? []).length;

    // The whole feed (two pages), then nothing new: it asks again every SYNC_POLL_MS.
    await until(pages, (count) => count >= 2, 60_000);
    const asked = upstream.feedOffsets().length;
    await until(
      () => upstream.feedOffsets().length,
      (count) => count >= asked + 2,
      10_000,
    );

    const first = changed(tenders[3] as ShippedObject, 'zebrafirst');
    upstream.publish('tenders', first);
    await until(pages, (count) => count >= 3, 10_000);

    upstream.setDown(true);
    await until(
      () => output,
      (text) => /^tenders: paused, .*HTTP 503/m.test(text),
      30_000,
    );
    const second = changed(tenders[4] as ShippedObject, 'zebrasecond');
    upstream.publish('tenders', second);
    upstream.setDown(false);
    await until(pages, (count) => count >= 4, 30_000);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const db = await openPglite(dataDir);
    try {
      const { rows } = await db.query<{ id: string; title: string }>(
        'SELECT id, title FROM tenders WHERE id = ANY($1)',
        [[first.id, second.id]],
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.title]))).toEqual({
        [first.id]: first.title,
        [second.id]: second.title,
      });
      const state = await db.query<{ value: string }>(
        "SELECT value FROM meta WHERE key = 'sync_state:tenders'",
      );
      expect(JSON.parse(state.rows[0]?.value ?? '{}')).toMatchObject({
        newestModified: second.dateModified,
        atEnd: true,
      });
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe('SYNC_FOLLOW=1 npm start (embedded database)', () => {
  let upstream: ReplayServer;
  let portal: StartedPortal;
  beforeAll(async () => {
    upstream = await startReplayServer({ tenders: tenders.slice(0, 5), ...EVERY_FEED });
    portal = await startPortal({
      ...FAST_SYNC,
      DATABASE_URL: '',
      SYNC_FOLLOW: '1',
      SYNC_API_URL: upstream.url,
      SYNC_AUDIT_URL: upstream.url,
    });
  }, 300_000);
  afterAll(async () => {
    await portal.stop();
    await upstream.close();
  });

  const health = async () =>
    (await (await fetch(`${portal.base}/api/health`)).json()) as {
      feeds: Record<string, { lastCommit: string | null; lagSeconds: number }>;
    };
  const found = async (word: string) =>
    (
      (await (
        await fetch(`${portal.base}/api/search/tender?text=${word}`)
      ).json()) as SearchResponse<unknown>
    ).total;

  it('finds a tender published upstream within the poll plus a few seconds, and reports the lag', async () => {
    await until(health, ({ feeds }) => feeds.tenders?.lastCommit != null, 30_000);
    await until(health, ({ feeds }) => Object.keys(feeds).length === 6, 30_000);

    const tender = changed(tenders[7] as ShippedObject, 'zebrathird');
    expect(await found('zebrathird')).toBe(0);
    upstream.publish('tenders', tender);
    const published = Date.now();
    await until(
      () => found('zebrathird'),
      (total) => total === 1,
      POLL_MS + 5_000,
    );
    expect(Date.now() - published).toBeLessThan(POLL_MS + 5_000);

    const { feeds } = await health();
    expect(Date.parse(feeds.tenders?.lastCommit ?? '')).toBeGreaterThanOrEqual(published - 1000);
    expect(feeds.tenders?.lagSeconds).toBeLessThanOrEqual(5);
    expect(feeds.plans).toMatchObject({ lastCommit: null });
  }, 60_000);

  it('stops on SIGTERM with the follower, exiting 0', async () => {
    await portal.stop();
    expect(portal.exitCode()).toBe(0);
  });
});
