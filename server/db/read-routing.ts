import { DatabaseUnavailableError, type Database, type Queryable } from './database.ts';
import { countedAgainAfterLag } from './write-watch.ts';

/** How often a replica that stopped answering is tried again, in the background. */
export const REPLICA_RETRY_MS = 1000;

/** How long a replica may take to replay a write (streaming replication on one site: well under). */
const REPLICA_LAG_MS = 2000;

interface Replica {
  readonly db: Database;
  /** Set while it does not answer: the timer that tries it again. */
  retry: NodeJS.Timeout | undefined;
}

/**
 * The API's database with read replicas: reads (`query`, and the read-only `transaction`s of
 * search) go to the replicas in turn, `exec` (migrations, vacuum) to the primary. A replica that
 * does not answer is skipped at once, the read repeated on the next one, and tried again every
 * REPLICA_RETRY_MS until it answers; with none left, reads go to the primary. Only for the
 * server's reads: ingest, sync and the seed write through the primary itself.
 */
export const routeReads = (primary: Database, replicaDbs: readonly Database[]): Database => {
  const replicas: Replica[] = replicaDbs.map((db) => ({ db, retry: undefined }));
  let next = 0;
  let closed = false;

  const markDown = (replica: Replica): void => {
    if (replica.retry || closed) return;
    let probing = false;
    const retry = setInterval(() => {
      // A probe waits at most the replica's connect timeout; a slower one is not doubled.
      if (probing) return;
      probing = true;
      replica.db
        .query('SELECT 1')
        .then(
          () => {
            clearInterval(retry);
            replica.retry = undefined;
          },
          () => undefined,
        )
        .finally(() => {
          probing = false;
        });
    }, REPLICA_RETRY_MS);
    retry.unref();
    replica.retry = retry;
  };

  /** The answering replicas, starting with the next one in turn. */
  const inTurn = (): Replica[] => {
    const live = replicas.filter((replica) => !replica.retry);
    if (live.length === 0) return [];
    next = (next + 1) % live.length;
    return [...live.slice(next), ...live.slice(0, next)];
  };

  const read = async <T>(run: (db: Database) => Promise<T>): Promise<T> => {
    for (const replica of inTurn()) {
      try {
        return await run(replica.db);
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        markDown(replica);
      }
    }
    return run(primary);
  };

  const query: Queryable['query'] = <Row>(sql: string, params?: unknown[]) =>
    read((db) => db.query<Row>(sql, params));
  return {
    kind: primary.kind,
    query,
    write: (sql, params) => primary.write(sql, params),
    exec: (sql) => primary.exec(sql),
    transaction: (work) => read((db) => db.transaction(work)),
    // Only the primary takes LISTEN; a replica may answer a write's old version for a while.
    watchWrites: async () => countedAgainAfterLag(await primary.watchWrites(), REPLICA_LAG_MS),
    close: async () => {
      closed = true;
      for (const replica of replicas) clearInterval(replica.retry);
      await Promise.all([primary.close(), ...replicas.map((replica) => replica.db.close())]);
    },
  };
};
