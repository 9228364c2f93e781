import type { Queryable } from './database.ts';

/** The tables looked up by id or by a human id, with the expression that holds it. */
const LOOKUPS = {
  tenders: { humanId: 'tender_id', scope: 'TRUE' },
  plans: { humanId: 'plan_id', scope: 'TRUE' },
  frameworks: { humanId: 'pretty_id', scope: 'TRUE' },
  // Products by their identifier (a barcode or vendor code); other catalogue objects are no products.
  catalogue: { humanId: `(raw #>> '{identifier,id}')`, scope: `kind = 'product'` },
} as const;

export type LookupTable = keyof typeof LOOKUPS;

/**
 * The row whose internal id is `key`, else one whose human id is `key`. Documentation examples
 * repeat human ids (31 tenders share UA-2027-01-01-000001-a), so the choice is fixed: a real
 * object before a test one, then the latest changed, then the smallest internal id. `columns`
 * is a constant list of the caller's, never user input; it may use `more` as $2, $3….
 */
export const findByKey = async <Row>(
  db: Queryable,
  table: LookupTable,
  columns: string,
  key: string,
  more: unknown[] = [],
): Promise<Row | undefined> => {
  const { humanId, scope } = LOOKUPS[table];
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM ${table} WHERE (id = $1 OR ${humanId} = $1) AND ${scope}
     ORDER BY (id = $1) DESC, is_test, date_modified DESC, id LIMIT 1`,
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
