import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { findTender } from '../../server/db/tenders.ts';
import { loadTenderFiles } from '../../server/ingest/load.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { backends, shippedDataDir, shippedTenderIds } from './backends.ts';

const source = path.join(shippedDataDir, 'cdb', 'tenders', 'UA-2023-09-08-012599-a.json');
const original = JSON.parse(readFileSync(source, 'utf8')) as {
  data: { id: string; tenderID: string; title: string; dateModified: string };
};

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

  it('reports each bad file with its reason and still loads the others', async () => {
    const bad = path.join(dir, 'broken.json');
    writeFileSync(bad, '{"data": {"id": ');
    const notTender = path.join(dir, 'plan.json');
    writeFileSync(notTender, JSON.stringify({ data: { id: 'x', planID: 'UA-P-1' } }));
    const good = writeVariant(dir, 'good.json', {
      id: 'f'.repeat(32),
      tenderID: 'UA-2099-01-01-000001-a',
    });
    const missing = path.join(dir, 'missing.json');

    const report = await loadTenderFiles(db, [bad, notTender, good, missing]);
    expect(report.failures).toEqual([
      { file: missing, reason: 'no such file or folder' },
      { file: bad, reason: expect.stringMatching(/^invalid JSON/) as unknown },
      { file: notTender, reason: 'missing "tenderID": not an OpenProcurement tender' },
    ]);
    expect(report.counts.inserted).toBe(1);
    expect((await findTender(db, 'UA-2099-01-01-000001-a'))?.id).toBe('f'.repeat(32));
  });

  it('seeds the shipped data once, and skips it on the next start', async () => {
    const first = await seedFromShippedData(db, shippedDataDir);
    expect(first?.failures).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenders');
    // Every distinct shipped id plus the one new tender loaded above.
    expect(rows[0]?.n).toBe(shippedTenderIds().size + 1);
    expect(await seedFromShippedData(db, shippedDataDir)).toBeNull();
  });
});
