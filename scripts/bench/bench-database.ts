/**
 * The benchmark's database: PGlite in a folder; PostgreSQL in a schema when DATABASE_URL is set;
 * or, with BENCH_POSTGRES=own, a PostgreSQL 15 server of its own on loopback with the settings of
 * ops/postgresql.conf (scripts/pg-instances.ts). BENCH_KEEP=<name> keeps it (folder
 * .data/bench-<name>, schema <name>, or the own server's folder portal-bench-pg-<name> in the
 * temp folder) for the next run, which then loads only the tenders it lacks: the synthetic
 * tenders are the same for the same number.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { migrate } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { startTunedServer, stopAll } from '../pg-instances.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { syntheticSource, syntheticTender } from './synthetic.ts';

export interface BenchDatabase {
  db: Database;
  label: string;
  close: () => Promise<void>;
}

export const openBenchDatabase = async (): Promise<BenchDatabase> => {
  const keep = process.env.BENCH_KEEP;
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) {
    throw new Error('BENCH_KEEP: lower-case letters, digits and _ only');
  }
  if (process.env.BENCH_POSTGRES === 'own') {
    const server = await startTunedServer(
      keep === undefined ? undefined : path.join(tmpdir(), `portal-bench-pg-${keep}`),
    );
    const db = await openPostgres(server.url('portal'));
    return {
      db,
      label: 'PostgreSQL (own server, ops/postgresql.conf)',
      close: async () => {
        await db.close();
        stopAll();
      },
    };
  }
  if (process.env.DATABASE_URL) {
    const schema = keep ?? `bench_${process.pid}`;
    const db = await openPostgres(process.env.DATABASE_URL, schema);
    return {
      db,
      label: 'PostgreSQL',
      close: async () => {
        if (!keep) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      },
    };
  }
  const dir = keep
    ? path.join(projectRoot, '.data', `bench-${keep}`)
    : mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir);
  return {
    db,
    label: 'PGlite',
    close: async () => {
      await db.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
};

const BATCH = 500;

/**
 * Loads synthetic tenders until the database holds `n`, through the real ingest path, and times
 * only the transform and the writes. Returns the tenders loaded and the seconds they took.
 */
export const loadTenders = async (
  db: Database,
  n: number,
): Promise<{ loaded: number; seconds: number }> => {
  await migrate(db);
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM tenders');
  const first = rows[0]?.count ?? 0;
  const source = syntheticSource(path.join(projectRoot, 'data', 'cdb', 'tenders'));
  let ingestMs = 0;
  for (let start = first; start < n; start += BATCH) {
    const tenders = Array.from({ length: Math.min(BATCH, n - start) }, (_, i) =>
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
    const done = start + tenders.length;
    if (((done - first) / BATCH) % 20 === 0 || done === n) {
      process.stdout.write(
        `\n  loaded ${done} / ${n}, ${((done - first) / (ingestMs / 1000)).toFixed(0)} tenders/s`,
      );
    }
  }
  // As the loader does after a load (server/ingest/load.ts).
  await db.exec('VACUUM ANALYZE tenders, tender_search');
  return { loaded: Math.max(0, n - first), seconds: ingestMs / 1000 };
};
