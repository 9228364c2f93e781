import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { shippedDataDir } from '../support/shipped-data.ts';

export interface Backend {
  name: string;
  open: () => Promise<Database>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set, each run in a schema of its own. */
export const backends: Backend[] = [
  { name: 'PGlite', open: () => openPglite(undefined) },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: () =>
            openPostgres(
              process.env.DATABASE_URL ?? '',
              `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
            ),
        },
      ]
    : []),
];

/** Closes a test's database, dropping the schema a PostgreSQL test ran in. */
export const closeTestDatabase = async (db: Database): Promise<void> => {
  if (db.kind === 'postgres') {
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]?.schema;
    if (schema?.startsWith('test_')) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  }
  await db.close();
};

export interface Harness {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/** What a harness loads into its fresh database: the shipped data unless told otherwise. */
export type Load = (db: Database) => Promise<unknown>;

const loadShippedData: Load = (db) => seedFromShippedData(db, shippedDataDir);

/** Options of the app under test besides its database and dictionaries, and what to load. */
export type HarnessOptions = Pick<
  AppOptions,
  'distDir' | 'serverRenderDir' | 'trustProxy' | 'publicUrl' | 'watchCreationsPerHour'
> & {
  load?: Load;
};

/** A fresh database with the shipped data (or what `load` loads), and the API app over it. */
export const startHarness = async (
  backend: Backend,
  { load = loadShippedData, ...options }: HarnessOptions = {},
): Promise<Harness> => {
  const db = await backend.open();
  await migrate(db);
  await load(db);
  const dictionaries = await loadDictionaries(shippedDataDir);
  const app = await buildApp({ db, dictionaries, ...options });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await closeTestDatabase(db);
    },
  };
};

/** Registers the harness for a describe block; call the returned function inside tests. */
export const useHarness = (backend: Backend, options: HarnessOptions = {}): (() => Harness) => {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(backend, options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The test harness did not start');
    return harness;
  };
};

/** A tender search's answer; the test fails, naming the query and the body, unless it is a 200. */
export const searchTenders = async (
  app: FastifyInstance,
  query: string,
): Promise<SearchResponse<TenderHit>> => {
  const res = await app.inject({ method: 'GET', url: `/api/search/tender?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<SearchResponse<TenderHit>>();
};
