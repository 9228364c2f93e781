import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

/**
 * Beside this file in the sources; the compiled server (dist-server/main.js) runs from a folder
 * of its own at the project's root, and finds them from there under server/db/.
 */
const besideThisFile = path.join(import.meta.dirname, 'migrations');
const MIGRATIONS = existsSync(besideThisFile)
  ? besideThisFile
  : path.resolve(import.meta.dirname, '..', 'server', 'db', 'migrations');

/**
 * Schema changes are the files NNN-name.sql in migrations/, applied in order, each once and
 * whole, in a transaction (a function body or a DO block may span lines). Never edit a shipped
 * one: add a new file. The same SQL runs on PostgreSQL 15 and on PGlite.
 */
const readMigrations = (folder = MIGRATIONS): { id: number; name: string; sql: string }[] =>
  readdirSync(folder)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      id: Number(file.slice(0, 3)),
      name: file,
      sql: readFileSync(path.join(folder, file), 'utf8'),
    }));

/** The number of the newest migration: the schema a server needs before it is ready. */
export const latestMigration = (): number =>
  Math.max(0, ...readMigrations().map((migration) => migration.id));

/**
 * Applies the migrations not yet applied, up to `upTo` (a migration's number) when given; from
 * `folder` (tests) instead of the shipped ones.
 */
export const migrate = async (
  db: Database,
  { upTo = Number.POSITIVE_INFINITY, folder }: { upTo?: number; folder?: string } = {},
): Promise<void> => {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.id));
  for (const migration of readMigrations(folder)) {
    if (applied.has(migration.id) || migration.id > upTo) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
  }
};
