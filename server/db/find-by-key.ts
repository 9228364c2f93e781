import type { Queryable } from './database.ts';

/** The tables looked up by id or by their human id (tenderID, planID, prettyID). */
const HUMAN_ID = { tenders: 'tender_id', plans: 'plan_id', frameworks: 'pretty_id' } as const;

/**
 * The row whose internal id is `key`, else the newest whose human id is `key` (documentation
 * examples repeat human ids). `columns` is a constant list of the caller's, never user input;
 * it may use `more` as $2, $3….
 */
export const findByKey = async <Row>(
  db: Queryable,
  table: keyof typeof HUMAN_ID,
  columns: string,
  key: string,
  more: unknown[] = [],
): Promise<Row | undefined> => {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM ${table} WHERE id = $1 OR ${HUMAN_ID[table]} = $1
     ORDER BY (id = $1) DESC, date_modified DESC LIMIT 1`,
    [key, ...more],
  );
  return rows[0];
};

/** The data of the rows that name `key` in a join column, oldest change first. */
export const dataJoinedTo = async <T>(
  db: Queryable,
  table: 'framework_submissions' | 'framework_qualifications' | 'agreements' | 'contracts',
  column: 'framework_id' | 'tender_id',
  key: string,
): Promise<T[]> => {
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM ${table} WHERE ${column} = $1 ORDER BY date_modified, id`,
    [key],
  );
  return rows.map((row) => row.data);
};
