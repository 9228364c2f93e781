/**
 * Writes tests/server/search-first-page.json: what each query of search-first-page-queries.ts
 * answers on the shipped data (embedded database). Run only when a change of results is meant.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { buildApp } from '../../server/app.ts';
import { migrate } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { FIRST_PAGE_QUERIES } from './search-first-page-queries.ts';

const db = await openPglite(undefined);
await migrate(db);
await seedFromShippedData(db, shippedDataDir);
const app = await buildApp({ db, dictionaries: await loadDictionaries(shippedDataDir) });
const answers = [];
for (const { query } of FIRST_PAGE_QUERIES) {
  const res = await app.inject({ method: 'GET', url: `/api/search/tender?${query}` });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const body = res.json<SearchResponse<TenderHit>>();
  answers.push({
    query,
    ids: body.data.map((hit) => hit.id),
    total: body.total,
    relation: body.total_relation,
  });
}
writeFileSync(
  path.join(import.meta.dirname, 'search-first-page.json'),
  `${JSON.stringify(answers, null, 2)}\n`,
);
await app.close();
await db.close();
