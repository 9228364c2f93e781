import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { watchPostgresWrites } from './postgres-write-watch.ts';

/** A PostgreSQL server; `schema` isolates a run (tests) in its own search_path. */
export const openPostgres = async (url: string, schema?: string): Promise<Database> => {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}"`);
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const query: Queryable['query'] = async <Row>(sql: string, params?: unknown[]) => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as Row[] };
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as Row[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    watchWrites: () => watchPostgresWrites(url),
  };
};
