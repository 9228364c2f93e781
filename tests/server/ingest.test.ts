import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { findFrameworkWithParts, findPlan } from '../../server/db/entities/lookups.ts';
import { findTender } from '../../server/db/tenders.ts';
import { upsertTenders } from '../../server/ingest/upsert-tenders.ts';
import { loadTenderFiles } from '../../server/ingest/load.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { backends } from './backends.ts';
import { shippedTenderIds } from '../support/shipped-cdb.ts';
import {
  shippedData,
  shippedDataDir,
  shippedFileNames,
  shippedJson,
} from '../support/shipped-data.ts';

const original = shippedJson<{
  data: { id: string; tenderID: string; title: string; dateModified: string };
}>('cdb/tenders/UA-2023-09-08-012599-a.json');

const readShipped = (folder: string, file: string) => shippedData(`${folder}/${file}`);

/** Distinct ids in a shipped folder (or its files with a prefix), read straight from the JSON. */
const distinctIds = (folder: string, prefix = '') =>
  new Set(
    shippedFileNames(folder, prefix).map((file) => {
      const data = readShipped(folder, file);
      return String(data.id ?? data.contractID);
    }),
  );

const writeVariant = (dir: string, name: string, changes: Record<string, unknown>, wrap = true) => {
  const tender = { ...original.data, ...changes };
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(wrap ? { data: tender } : tender));
  return file;
};

describe.each(backends)('ingest on $name', (backend) => {
  let db: Database;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ingest-'));
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db);
  });
  afterAll(async () => {
    if (db.kind === 'postgres') {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      await db.exec(`DROP SCHEMA ${rows[0]?.schema ?? 'missing'} CASCADE`);
    }
    await db.close();
  });

  it('loads a bare object and a {data} wrapper, and the newer dateModified wins', async () => {
    const v1 = writeVariant(dir, 'v1.json', { title: 'Version one' }, false);
    expect((await loadTenderFiles(db, [v1])).counts.inserted).toBe(1);

    const older = writeVariant(dir, 'older.json', {
      title: 'Older version',
      dateModified: '2020-01-01T00:00:00+02:00',
    });
    const report = await loadTenderFiles(db, [older]);
    expect(report.counts).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect((await findTender(db, original.data.tenderID))?.title).toBe('Version one');

    const newer = writeVariant(dir, 'newer.json', {
      title: 'Newer version',
      dateModified: '2030-01-01T00:00:00+03:00',
    });
    expect((await loadTenderFiles(db, [newer])).counts.updated).toBe(1);
    expect((await findTender(db, original.data.id))?.title).toBe('Newer version');

    expect((await loadTenderFiles(db, [newer])).counts.unchanged).toBe(1);
  });

  it('stores a batch over several statements, each id once in its newest version', async () => {
    const variant = (n: number, dateModified: string) => ({
      ...original.data,
      id: `batch${String(n).padStart(28, '0')}`,
      tenderID: `UA-2099-01-01-${String(n).padStart(6, '0')}-a`,
      title: `Batch ${String(n)} at ${dateModified}`,
      dateModified,
    });
    const first = Array.from({ length: 60 }, (_, n) => variant(n, '2030-01-01T00:00:00Z'));
    const newer = variant(7, '2030-06-01T00:00:00Z');
    const older = variant(8, '2029-01-01T00:00:00Z');
    const outcomes = await db.transaction((tx) => upsertTenders(tx, [...first, newer, older]));
    expect(outcomes.slice(0, 60).filter((o) => o === 'inserted')).toHaveLength(59);
    expect(outcomes[7]).toBe('unchanged');
    expect(outcomes.slice(60)).toEqual(['inserted', 'unchanged']);
    expect((await findTender(db, newer.tenderID))?.title).toBe(newer.title);
    expect((await findTender(db, older.tenderID))?.title).toBe(first[8]?.title);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tenders WHERE tender_id LIKE 'UA-2099-01-01-%'`,
    );
    expect(rows[0]?.n).toBe(60);
    expect(await db.transaction((tx) => upsertTenders(tx, first))).toEqual(
      first.map(() => 'unchanged'),
    );
    await db.query(`DELETE FROM tenders WHERE tender_id LIKE 'UA-2099-01-01-%'`);
  });

  it.each(['tenders', 'tender_search'])(
    'leaves %s vacuumed, so deep pages and counts are read from the indexes alone',
    async (table) => {
      const file = writeVariant(dir, `visible-${table}.json`, { title: `Visible ${table}` });
      await loadTenderFiles(db, [file]);
      const { rows } = await db.query<{ pages: number; visible: number }>(
        `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = $1::regclass`,
        [table],
      );
      expect(rows[0]?.pages).toBeGreaterThan(0);
      expect(rows[0]?.visible).toBe(rows[0]?.pages);
    },
  );

  it('reports each bad file with its reason and still loads the others', async () => {
    const bad = path.join(dir, 'broken.json');
    writeFileSync(bad, '{"data": {"id": ');
    const notTender = path.join(dir, 'unknown.json');
    writeFileSync(notTender, JSON.stringify({ data: { id: 'x', title: 'No kind at all' } }));
    const good = writeVariant(dir, 'good.json', {
      id: 'f'.repeat(32),
      tenderID: 'UA-2099-01-01-000001-a',
      title: 'A NUL\u0000 in the title',
    });
    // Passes every check before the database, which refuses the date: it fails alone.
    const impossibleDate = writeVariant(dir, 'impossible-date.json', {
      id: 'e'.repeat(32),
      tenderID: 'UA-2099-01-01-000002-a',
      dateModified: '2024-02-30T00:00:00+02:00',
    });
    const missing = path.join(dir, 'missing.json');

    const report = await loadTenderFiles(db, [bad, notTender, good, impossibleDate, missing]);
    expect(report.failures).toEqual([
      { file: missing, reason: 'no such file or folder' },
      { file: bad, reason: expect.stringMatching(/^invalid JSON/) as unknown },
      {
        file: notTender,
        reason: expect.stringMatching(/^not an OpenProcurement object/) as unknown,
      },
      { file: impossibleDate, reason: expect.stringMatching(/out of range/) as unknown },
    ]);
    expect(report.counts.inserted).toBe(1);
    const stored = await findTender(db, 'UA-2099-01-01-000001-a');
    expect(stored?.id).toBe('f'.repeat(32));
    expect(stored?.title).toBe('A NUL in the title');
  });

  it('seeds the shipped data once, and skips it on the next start', async () => {
    const first = await seedFromShippedData(db, shippedDataDir);
    expect(first?.failures).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenders');
    // Every distinct shipped id plus the one new tender loaded above.
    expect(rows[0]?.n).toBe(shippedTenderIds().size + 1);
    expect(await seedFromShippedData(db, shippedDataDir)).toBeNull();
  });

  it('seeds every other shipped kind into its table, each id once', async () => {
    const count = async (table: string, where = 'true') => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
      );
      return rows[0]?.n;
    };
    expect(await count('plans')).toBe(distinctIds('cdb/plans').size);
    expect(await count('monitorings')).toBe(distinctIds('cdb/monitorings').size);
    expect(await count('contracts')).toBe(distinctIds('cdb/contracts').size);
    expect(await count('frameworks')).toBe(distinctIds('cdb/frameworks', 'doc-framework-').size);
    expect(await count('framework_submissions')).toBe(
      distinctIds('cdb/frameworks', 'doc-submission-').size,
    );
    expect(await count('framework_qualifications')).toBe(
      distinctIds('cdb/frameworks', 'doc-qualification-').size,
    );
    expect(await count('agreements')).toBe(distinctIds('cdb/frameworks', 'doc-agreement-').size);
    expect(await count('catalogue')).toBeGreaterThanOrEqual(20);
    expect(await count('catalogue', `kind = 'product'`)).toBeGreaterThan(0);

    const plan = readShipped('cdb/plans', 'UA-P-2022-09-26-002848-a.json');
    const { rows } = await db.query<{ hit: { planID: string; buyerName: string } }>(
      'SELECT hit FROM plans WHERE id = $1',
      [plan.id],
    );
    expect(rows[0]?.hit.planID).toBe('UA-P-2022-09-26-002848-a');
    expect((await findPlan(db, 'UA-P-2022-09-26-002848-a'))?.id).toBe(plan.id);

    // The DPS tutorial framework: 2 submissions, 2 qualifications and its agreement.
    const framework = await findFrameworkWithParts(db, '79215d0ea54f4a04b04d7fadf4090ca1');
    expect(framework?.submissions).toHaveLength(2);
    expect(framework?.qualifications).toHaveLength(2);
    expect(framework?.agreements.map((a) => a.frameworkID)).toEqual([
      '79215d0ea54f4a04b04d7fadf4090ca1',
    ]);
  });

  it('counts joined monitorings on the tender, whichever is loaded first', async () => {
    const monitoring = readShipped('cdb/monitorings', 'UA-M-2021-02-24-000005.json');
    const tender = writeVariant(dir, 'monitored.json', {
      id: String(monitoring.tender_id),
      tenderID: 'UA-2099-02-02-000002-a',
    });
    await loadTenderFiles(db, [tender]);
    const counters = async () =>
      (await findTender(db, 'UA-2099-02-02-000002-a'))?.tabCounters.monitorings;
    // The monitoring was seeded before its tender came: the tender's load counts it.
    expect(await counters()).toBe(1);
  });
});
