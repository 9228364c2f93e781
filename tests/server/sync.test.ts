import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { startReplayServer, type ReplayServer } from '../sync/replay-server.ts';
import { shippedCdbFiles } from '../support/shipped-cdb.ts';

interface Recorded {
  id: string;
  dateModified: string;
  title: string;
  [field: string]: unknown;
}

/** Every recorded object of a kind; documentation examples repeat ids, as versions of one. */
const recordedIn = (folder: string): Recorded[] =>
  shippedCdbFiles<Recorded>(folder).map(({ data }) => data);

const recorded = recordedIn('tenders');
/**
 * Feeds beside the tenders: plans and contracts from the API, monitorings from the audit API.
 * A changes feed lists objects by dateModified, so recorded snapshots without one are left out.
 */
const feedable = (objects: Recorded[]) => objects.filter((object) => Boolean(object.dateModified));
const others = {
  plans: feedable(recordedIn('plans')),
  contracts: feedable(recordedIn('contracts')),
  monitorings: feedable(recordedIn('monitorings')),
};

const newestById = (objects: Recorded[]): Map<string, Recorded> => {
  const newest = new Map<string, Recorded>();
  for (const object of objects) {
    const seen = newest.get(object.id);
    if (!seen || Date.parse(seen.dateModified) < Date.parse(object.dateModified)) {
      newest.set(object.id, object);
    }
  }
  return newest;
};

interface Run {
  code: number | null;
  pages: number;
  output: string;
}

/** npm run sync against the replay server; `killAfterPages` SIGKILLs it mid-run. */
const runSync = (dataDir: string, apiUrl: string, killAfterPages?: number): Promise<Run> =>
  new Promise((resolve) => {
    const resources = ['tenders', ...Object.keys(others)];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/sync/cli.ts', ...resources], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SYNC_API_URL: apiUrl,
        SYNC_AUDIT_URL: apiUrl,
        SYNC_PAGE_SIZE: '15',
        SYNC_CONCURRENCY: '4',
        SYNC_TIMEOUT_MS: '400',
        SYNC_RETRY_BASE_MS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let pages = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pages = (output.match(/^tenders: \d+ objects, [\d.]+\/s, lag /gm) ?? []).length;
      if (killAfterPages !== undefined && pages >= killAfterPages) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      resolve({ code, pages, output });
    });
  });

describe('npm run sync against a faulty upstream', () => {
  let upstream: ReplayServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sync-'));
  beforeAll(async () => {
    upstream = await startReplayServer(
      { tenders: recorded, ...others },
      {
        serverError: 0.1,
        tooManyRequests: 0.05,
        timeout: 0.03,
        truncated: 0.05,
        overlap: 3,
        hangMs: 1200,
      },
      20261122,
    );
  });
  afterAll(() => upstream.close());

  it('survives faults and a kill, and ends with every object once in its newest version', async () => {
    const killed = await runSync(dataDir, upstream.url, 3);
    expect(killed.code).toBeNull();
    expect(killed.pages).toBeGreaterThanOrEqual(3);

    // The object changes upstream while the sync is down.
    const changed = recorded.find((tender) => tender.title.length > 0) as Recorded;
    const newer = {
      ...changed,
      title: `${changed.title} (changed)`,
      dateModified: new Date().toISOString(),
    };
    upstream.publish('tenders', newer);

    const askedBefore = upstream.feedOffsets().length;
    const resumed = await runSync(dataDir, upstream.url);
    for (const resource of ['tenders', ...Object.keys(others)]) {
      expect(resumed.output).toMatch(new RegExp(`^${resource}: done`, 'm'));
    }
    expect(resumed.code).toBe(0);
    // It resumed from the cursor committed before the kill, not from the start of the feed.
    expect(upstream.feedOffsets()[askedBefore]).toBeGreaterThanOrEqual(2 * (15 - 3));

    const expected = newestById([...recorded, newer]);
    const db = await openPglite(dataDir);
    try {
      const { rows } = await db.query<{ id: string; date_modified: Date; title: string }>(
        'SELECT id, date_modified, title FROM tenders',
      );
      expect(rows).toHaveLength(expected.size);
      for (const row of rows) {
        const object = expected.get(row.id);
        expect(object, row.id).toBeDefined();
        expect(row.date_modified.getTime(), row.id).toBe(Date.parse(object?.dateModified ?? ''));
      }
      expect(rows.find((row) => row.id === newer.id)?.title).toBe(newer.title);
      for (const [table, objects] of Object.entries(others)) {
        const stored = await db.query<{ id: string; date_modified: Date }>(
          `SELECT id, date_modified FROM ${table}`,
        );
        const newest = newestById(objects);
        expect(stored.rows.map((row) => row.id).sort(), table).toEqual([...newest.keys()].sort());
      }
    } finally {
      await db.close();
    }
    expect(upstream.requests()).toBeGreaterThan(expected.size);
  }, 180_000);
});
