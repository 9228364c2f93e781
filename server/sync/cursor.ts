import type { Queryable } from '../db/database.ts';

/** The feed offset of each resource, saved in the same transaction as the objects it covers. */
const key = (resource: string) => `sync_offset:${resource}`;

export const readCursor = async (db: Queryable, resource: string): Promise<string | undefined> => {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    key(resource),
  ]);
  return rows[0]?.value;
};

export const saveCursor = async (
  db: Queryable,
  resource: string,
  offset: string,
): Promise<void> => {
  await db.query(
    `INSERT INTO meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key(resource), offset],
  );
};
