import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from './database.ts';
import { watchEmbeddedWrites } from './write-watch.ts';

/** The embedded database; `dataDir` undefined keeps it in memory (tests). */
export const openPglite = async (dataDir: string | undefined): Promise<Database> => {
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params?: unknown[]) => pg.query<Row>(sql, params),
    write: async <Row>(sql: string, params?: unknown[]) => pg.query<Row>(sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (sql, params) => tx.query(sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pg.close(),
    watchWrites: () => watchEmbeddedWrites((channel, listener) => pg.listen(channel, listener)),
  };
};
