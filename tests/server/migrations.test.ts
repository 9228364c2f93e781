import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { latestMigration, migrate } from '../../server/db/migrations.ts';
import { backends, closeTestDatabase } from './backends.ts';

const SHIPPED = path.join(projectRoot, 'server', 'db', 'migrations');
const SHIPPED_IDS = readdirSync(SHIPPED)
  .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
  .map((file) => Number(file.slice(0, 3)))
  .sort((a, b) => a - b);

/** A function body and a DO block written over several lines, as PL/pgSQL is. */
const MULTILINE = `CREATE TABLE migration_probe (n integer NOT NULL);

CREATE FUNCTION migration_probe_next(n integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RETURN n + 1;
END
$$;

DO $$
BEGIN
  INSERT INTO migration_probe VALUES (migration_probe_next(1));
END
$$;
`;

/** A file that fails half-way: what it did before the failure must not stay. */
const FAILING = `CREATE TABLE migration_half (n integer);
INSERT INTO migration_half VALUES (1);
SELECT 1 / 0;
`;

/** The shipped migrations and `extra` files in a folder of their own. */
const folders: string[] = [];
const withShipped = (extra: Record<string, string>): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  folders.push(folder);
  cpSync(SHIPPED, folder, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) writeFileSync(path.join(folder, name), sql);
  return folder;
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The schema as a list: each table's columns, each index, each function of our own. */
const schemaOf = async (db: Database): Promise<string[]> => {
  const { rows } = await db.query<{ line: string }>(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable AS line
       FROM information_schema.columns WHERE table_schema = current_schema()
     UNION ALL
     SELECT regexp_replace(indexdef, ' ON \\S+\\.', ' ON ') FROM pg_indexes
      WHERE schemaname = current_schema()
     UNION ALL
     SELECT 'function ' || p.proname FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()
     ORDER BY 1`,
  );
  return rows.map((row) => row.line);
};

const appliedIds = async (db: Database): Promise<number[]> =>
  (await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map(
    (row) => row.id,
  );

/** Empties the database's schema: a new database, without the seconds an embedded one takes to open. */
const emptied = async (db: Database): Promise<Database> => {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema ?? 'public';
  await db.exec(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema};`);
  return db;
};

describe.each(backends)('migrations, $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await closeTestDatabase(database);
  });

  it('run each file whole: a function body and a DO block may span lines', async () => {
    const folder = withShipped({ '900-multiline.sql': MULTILINE });
    const db = await emptied(database);
    await migrate(db, { folder });
    const { rows } = await db.query<{ n: number }>('SELECT n FROM migration_probe');
    expect(rows).toEqual([{ n: 2 }]);
    expect(await appliedIds(db)).toEqual([...SHIPPED_IDS, 900]);
  });

  it('leave nothing of a file that fails, and do not record it', async () => {
    const folder = withShipped({ '901-failing.sql': FAILING });
    const db = await emptied(database);
    await expect(migrate(db, { folder })).rejects.toThrow(/division by zero/);
    const { rows } = await db.query<{ found: string | null }>(
      "SELECT to_regclass('migration_half')::text AS found",
    );
    expect(rows[0]?.found).toBeNull();
    expect(await appliedIds(db)).toEqual(SHIPPED_IDS);
  });

  describe('a database at an earlier version', () => {
    let fresh: string[] = [];
    beforeAll(async () => {
      const db = await emptied(database);
      await migrate(db);
      fresh = await schemaOf(db);
    });

    it('has the shipped migrations to start from', () => {
      expect(SHIPPED_IDS.at(-1)).toBe(latestMigration());
      expect(SHIPPED_IDS.length).toBeGreaterThan(10);
      expect(fresh.length).toBeGreaterThan(50);
    });

    it("keep a title's vector in its row, where the relevance tiers test it", async () => {
      const { rows } = await database.query(
        `SELECT attname, attstorage FROM pg_attribute
          WHERE attrelid = 'tender_search'::regclass AND attname IN ('search_tsv', 'title_tsv')
          ORDER BY attname`,
      );
      expect(rows).toEqual([
        { attname: 'search_tsv', attstorage: 'x' },
        { attname: 'title_tsv', attstorage: 'm' },
      ]);
    });

    it.each(SHIPPED_IDS.slice(0, -1))(
      'at version %i comes to the schema an empty one gets',
      async (version) => {
        const db = await emptied(database);
        await migrate(db, { upTo: version });
        expect(await appliedIds(db)).toEqual(SHIPPED_IDS.filter((id) => id <= version));
        await migrate(db);
        expect(await appliedIds(db)).toEqual(SHIPPED_IDS);
        expect(await schemaOf(db)).toEqual(fresh);
      },
    );

    it('at version 16 keeps each watch its events, without the copies of tender titles', async () => {
      const db = await emptied(database);
      await migrate(db, { upTo: 16 });
      await db.exec(`INSERT INTO watches (token_hash, kind, query, lang) VALUES ('a', 'search', 'text=x', 'uk');
        INSERT INTO watches (token_hash, kind, tender_id, lang) VALUES ('b', 'tender', 't1', 'en');
        INSERT INTO watch_events (token_hash, tender_id, kind, detail) VALUES
          ('a', 't2', 'match', '{"tenderID": "UA-1", "title": "Папір"}'),
          ('b', 't1', 'status', '{"status": "complete"}')`);
      await migrate(db);
      const { rows } = await db.query(
        `SELECT w.token_hash, e.kind, e.detail FROM watch_events e JOIN watches w ON w.id = e.watch_id
         ORDER BY e.id`,
      );
      expect(rows).toEqual([
        { token_hash: 'a', kind: 'match', detail: null },
        { token_hash: 'b', kind: 'status', detail: { status: 'complete' } },
      ]);
      await db.query(`DELETE FROM watches WHERE token_hash = 'a'`);
      const { rows: left } = await db.query('SELECT kind FROM watch_events');
      expect(left).toEqual([{ kind: 'status' }]);
    });
  });
});
