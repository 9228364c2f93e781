import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';

type Json = Record<string, unknown>;

/**
 * Writes CDB objects into `db` as an ingest does: with PostgreSQL through a connection of its own,
 * as another process would (so the server learns of them only through the database).
 */
export const ingestAsAnotherProcess = async (db: Database, objects: Json[]): Promise<void> => {
  const write = (target: Database) =>
    target.transaction((tx) =>
      upsertCdbObjects(
        tx,
        objects.flatMap((object) => cdbObjectsIn({ data: object }, { catalogue: false })),
      ),
    );
  if (db.kind === 'pglite') {
    await write(db);
    return;
  }
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const other = await openPostgres(process.env.DATABASE_URL ?? '', rows[0]?.schema);
  try {
    await write(other);
  } finally {
    await other.close();
  }
};
