import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrations.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import {
  PG_BIN,
  pgInstancesUnavailable,
  startPrimary,
  stopAll,
} from '../../scripts/pg-instances.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';

const q = encodeURIComponent;

/**
 * Tenders, their OCDS, a plan and searches of every kind: what must survive. (Not a profile nor
 * /api/stats: their sums of double precision columns are added in the order the rows lie, which
 * a restore changes, so their last digits may differ.)
 */
const ANSWERS = [
  '/api/tenders/UA-2024-04-26-006781-a',
  '/api/tenders/UA-2024-01-10-005750-a',
  '/api/tenders/UA-2020-01-20-001169-c',
  '/api/tenders/UA-2024-04-26-006781-a/ocds',
  '/api/plans/UA-P-2023-11-06-000791-b',
  `/api/search/tender?text=${q('ремонт')}`,
  `/api/search/tender?text=${q('UA-2024-02-28-009286-a')}`,
  '/api/search/tender?status[]=complete&sort_by=value&order=desc&per_page=100',
  '/api/search/tender?value[amount][start]=100000&page=2',
  '/api/search/plan?text=2024',
  '/api/search/catalog',
  '/api/search/products?text=%D0%BF%D0%B0%D0%BF%D1%96%D1%80',
];

/** A PostgreSQL 15 client program (pg_dump, pg_restore, createdb, vacuumdb), exit code checked. */
const run = (binary: string, args: readonly string[]): void => {
  const result = spawnSync(path.join(PG_BIN, binary), args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${binary} failed (${String(result.status)}): ${result.stdout}${result.stderr}`,
    );
  }
};

const tools = ['pg_dump', 'pg_restore', 'vacuumdb'];
const toolMissing = (): string | undefined => {
  for (const tool of tools) {
    try {
      accessSync(path.join(PG_BIN, tool), constants.X_OK);
    } catch {
      return `PostgreSQL 15's ${tool} is not in ${PG_BIN}`;
    }
  }
  return undefined;
};

const skipReason = pgInstancesUnavailable() ?? toolMissing();
if (skipReason) console.warn(`Skipping the restore drill: ${skipReason}`);

/** Each answer's status, type, and its exact bytes' length and hash (no compression asked for). */
const answersOf = async (portal: StartedPortal) => {
  const answers: Record<string, { status: number; type: string; bytes: number; sha256: string }> =
    {};
  for (const url of ANSWERS) {
    const response = await fetch(`${portal.base}${url}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    answers[url] = {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
  }
  return answers;
};

describe.skipIf(skipReason)('the restore drill of docs/operations.md', () => {
  afterAll(() => {
    stopAll();
  });

  it('serves the same bytes from a database restored from pg_dump as from the one dumped', async () => {
    const instance = await startPrimary();
    const loaded = await openPostgres(instance.url('portal'), { log: () => undefined });
    try {
      await migrate(loaded);
      await seedFromShippedData(loaded, shippedDataDir);
    } finally {
      await loaded.close();
    }

    // docs/operations.md, "Back up and restore": the dump, a new database, the restore, ANALYZE.
    const dump = path.join(mkdtempSync(path.join(tmpdir(), 'portal-dump-')), 'portal.dump');
    run('pg_dump', ['--format=custom', '--file', dump, instance.url('portal')]);
    run('createdb', ['-h', '127.0.0.1', '-p', String(instance.port), '-U', 'postgres', 'restored']);
    run('pg_restore', [
      '--exit-on-error',
      '--no-owner',
      '--dbname',
      instance.url('restored'),
      dump,
    ]);
    run('vacuumdb', ['--analyze-only', '--dbname', instance.url('restored')]);

    // One public origin for both: answers name it in their links.
    const serve = (database: string) =>
      startPortal({
        DATABASE_URL: instance.url(database),
        WEB_CONCURRENCY: '1',
        PUBLIC_URL: 'https://portal.example',
      });
    const original = await serve('portal');
    const before = await answersOf(original).finally(() => original.stop());
    const restored = await serve('restored');
    const after = await answersOf(restored).finally(() => restored.stop());

    for (const url of ANSWERS) {
      expect(before[url]?.status, url).toBe(200);
      expect(after[url], url).toEqual(before[url]);
    }
    // The restored server loaded nothing of its own: the data came from the dump.
    expect(restored.output()).not.toMatch(/Loaded the shipped data/);
  });
});
