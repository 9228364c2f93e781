import type { Database } from './database.ts';

/**
 * Ordered schema changes. Never edit a shipped one: append a new one.
 * The same SQL runs on PostgreSQL 15 and on PGlite.
 */
const migrations: readonly { id: number; sql: string }[] = [
  {
    id: 1,
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

      CREATE TABLE tenders (
        id text PRIMARY KEY,
        tender_id text NOT NULL,
        date_modified timestamptz NOT NULL,
        transform_version integer NOT NULL,
        status text NOT NULL,
        procurement_method_type text NOT NULL,
        title text NOT NULL,
        title_en text,
        procuring_entity_name text NOT NULL,
        procuring_entity_id text,
        value_amount double precision,
        value_currency text,
        search_text text NOT NULL,
        hit jsonb NOT NULL,
        data jsonb NOT NULL,
        raw jsonb NOT NULL
      );
      CREATE INDEX tenders_tender_id ON tenders (tender_id);
      CREATE INDEX tenders_date_modified ON tenders (date_modified DESC);
      CREATE INDEX tenders_search_trgm ON tenders USING gin (search_text public.gin_trgm_ops);

      CREATE TABLE meta (
        key text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
];

export const migrate = async (db: Database): Promise<void> => {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.id));
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql.split(/;\s*\n/).filter((s) => s.trim())) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
  }
};
