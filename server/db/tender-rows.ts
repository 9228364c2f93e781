import type { Queryable } from './database.ts';
import { SqlParams } from './sql-params.ts';

/** One column of a tenders row: its name, the SQL that stores the parameter, its value. */
export interface TenderColumn {
  name: string;
  /** SQL around the parameter placeholder "?" (a cast or a function). */
  store: string;
  value: unknown;
}

/**
 * One multi-row upsert of tenders rows (every row lists the same columns in the same order): the
 * newer date_modified wins; an equal one is replaced only when it was stored by an older
 * transform. Answers, for each row it wrote, whether it was new.
 */
export const writeTenderRows = async (
  db: Queryable,
  rows: TenderColumn[][],
): Promise<{ id: string; inserted: boolean }[]> => {
  const params = new SqlParams();
  const names = (rows[0] ?? []).map((column) => column.name);
  const tuples = rows.map(
    (columns) =>
      `(${columns.map((column) => column.store.replace('?', () => params.add(column.value))).join(', ')})`,
  );
  const updates = names.filter((name) => name !== 'id').map((name) => `${name} = EXCLUDED.${name}`);
  const { rows: written } = await db.query<{ id: string; inserted: boolean }>(
    `INSERT INTO tenders AS t (${names.join(', ')})
     VALUES ${tuples.join(',\n')}
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
     WHERE t.date_modified < EXCLUDED.date_modified
        OR (t.date_modified = EXCLUDED.date_modified AND t.transform_version < EXCLUDED.transform_version)
     RETURNING id, (xmax = 0) AS inserted`,
    params.values,
  );
  return written;
};
