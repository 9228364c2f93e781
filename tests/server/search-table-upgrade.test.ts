import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { migrate } from '../../server/db/migrations.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { backends, closeTestDatabase, searchTenders } from './backends.ts';
import { shippedDataDir, shippedFiles } from '../support/shipped-data.ts';
import { FIRST_PAGE_QUERIES } from './search-first-page-queries.ts';

const expected = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'search-first-page.json'), 'utf8'),
) as { ids: string[]; total: number }[];

/** The migration before the search table (014-tender-search.sql). */
const BEFORE_SEARCH_TABLE = 13;

describe.each(backends)('the search table of tenders stored before it, $name', (backend) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, { upTo: BEFORE_SEARCH_TABLE });
    // Through the ingest's writes, not the seed: the seed's VACUUM names the search table.
    const objects = shippedFiles('cdb/tenders').flatMap(({ json }) =>
      cdbObjectsIn(json, { catalogue: false }),
    );
    await db.transaction((tx) => upsertCdbObjects(tx, objects));
    await migrate(db);
    app = await buildApp({ db, dictionaries: await loadDictionaries(shippedDataDir) });
  });
  afterAll(async () => {
    await app.close();
    await closeTestDatabase(db);
  });

  it('holds a search row for every stored tender', async () => {
    const { rows } = await db.query<{ tenders: number; search: number }>(
      `SELECT (SELECT count(*)::int FROM tenders) AS tenders,
              (SELECT count(*)::int FROM tender_search) AS search`,
    );
    expect(rows[0]?.tenders).toBeGreaterThan(100);
    expect(rows[0]?.search).toBe(rows[0]?.tenders);
  });

  it('answers the fixed searches with the first pages and totals written before it', async () => {
    for (const [index, { query }] of FIRST_PAGE_QUERIES.entries()) {
      const body = await searchTenders(app, query);
      expect(
        body.data.map((hit) => hit.id),
        query,
      ).toEqual(expected[index]?.ids);
      expect(body.total, query).toBe(expected[index]?.total);
    }
  });
});
