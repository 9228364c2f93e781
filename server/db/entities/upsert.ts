import type { Queryable } from '../database.ts';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** The entity tables of migration 002. */
type EntityTable =
  | 'plans'
  | 'frameworks'
  | 'framework_submissions'
  | 'framework_qualifications'
  | 'agreements'
  | 'contracts'
  | 'monitorings'
  | 'catalogue';

const JSON_COLUMNS = new Set(['hit', 'data', 'raw']);

/**
 * Idempotent upsert by id, as for tenders: the newer date_modified wins; an equal one is replaced
 * only when it was stored by an older transform. Column names come from our code, never input.
 */
export const upsertRow = async (
  db: Queryable,
  table: EntityTable,
  row: Record<string, unknown> & {
    id: string;
    date_modified: string;
    transform_version: number;
    data: unknown;
    raw: unknown;
  },
): Promise<UpsertOutcome> => {
  const columns = Object.keys(row);
  const values = columns.map((column) =>
    JSON_COLUMNS.has(column) ? JSON.stringify(row[column]) : (row[column] ?? null),
  );
  const placeholders = columns.map(
    (column, index) => `$${String(index + 1)}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`,
  );
  const updates = columns
    .filter((column) => column !== 'id')
    .map((column) => `${column} = EXCLUDED.${column}`);
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO ${table} AS t (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
     WHERE t.date_modified < EXCLUDED.date_modified
        OR (t.date_modified = EXCLUDED.date_modified AND t.transform_version < EXCLUDED.transform_version)
     RETURNING (xmax = 0) AS inserted`,
    values,
  );
  const inserted = rows[0];
  if (!inserted) return 'unchanged';
  return inserted.inserted ? 'inserted' : 'updated';
};
