/**
 * npm start: the built PWA and /api on PORT, served by one process, or with PostgreSQL by several
 * (WEB_CONCURRENCY) that share the port: the primary builds the client if needed, brings the
 * schema up to date and loads the shipped data once, then forks them (server/cluster.ts).
 */
import cluster from 'node:cluster';
import { readConfig, type ServerConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureClientBuilt } from './build-client.ts';
import { runPrimary, serverProcesses } from './cluster.ts';
import type { Database } from './db/database.ts';
import { openDatabaseOrExit, withReadReplicas } from './db/open.ts';
import { loadDictionaries } from './dictionaries.ts';
import { failureLine } from './ingest/load.ts';
import { seedFromShippedData } from './ingest/seed.ts';

// React renders pages on the server in its production build, as the browser's is.
process.env.NODE_ENV ??= 'production';

const config = readConfig();

const where = (processes: number): string => {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir}`;
  const replicas = config.replicaUrls.length;
  return [
    'PostgreSQL',
    ...(replicas > 0 ? [`reads from ${replicas} ${replicas === 1 ? 'replica' : 'replicas'}`] : []),
    ...(processes > 1 ? [`${String(processes)} processes`] : []),
  ].join(', ');
};

const readyLine = (processes: number): string =>
  `Portal ready at http://${config.host}:${String(config.port)} (${where(processes)})`;

/** Loads the shipped data when it changed since the last start (server/ingest/seed.ts). */
const seed = async (db: Database): Promise<void> => {
  const seeded = await seedFromShippedData(db, config.shippedDataDir);
  if (!seeded) return;
  const { inserted, updated } = seeded.counts;
  console.log(
    `Loaded the shipped data: ${inserted} new and ${updated} updated objects from ${seeded.files} files` +
      (seeded.failures.length ? `, ${seeded.failures.length} failed` : ''),
  );
  for (const failure of seeded.failures) console.error(failureLine(failure));
};

/** One server process: the database, the app on PORT, and a clean stop on SIGTERM or SIGINT. */
const serve = async (serverConfig: ServerConfig, { primary }: { primary: boolean }) => {
  const primaryDb = await openDatabaseOrExit(serverConfig);
  if (primary) await seed(primaryDb);
  // The seed wrote to the primary; the routes read from the replicas when there are any.
  const db = await withReadReplicas(primaryDb, serverConfig.replicaUrls);

  const app = await buildApp({
    db,
    dictionaries: await loadDictionaries(serverConfig.shippedDataDir),
    distDir: serverConfig.distDir,
    serverRenderDir: serverConfig.serverRenderDir,
    logLevel: serverConfig.logLevel,
    limits: serverConfig.limits,
    trustProxy: serverConfig.trustProxy,
    publicUrl: serverConfig.publicUrl,
    tenderCacheBytes: serverConfig.tenderCacheBytes,
  });

  /**
   * Stops accepting, closes idle connections at once and lets requests in progress finish within
   * the grace period; then cuts every connection left (a client stalled mid-request would
   * otherwise hold the process), closes the database and releases its lock.
   */
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    const cutOff = setTimeout(() => {
      app.server.closeAllConnections();
    }, serverConfig.limits.shutdownGraceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
      await db.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  // A server process whose primary is gone stops too.
  if (cluster.isWorker) process.once('disconnect', () => void shutdown());

  await app.listen({ port: serverConfig.port, host: serverConfig.host });
};

if (cluster.isWorker) {
  await serve(config, { primary: false });
} else {
  try {
    ensureClientBuilt(config.distDir, config.serverRenderDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const processes = serverProcesses(config, (line) => {
    console.warn(line);
  });
  if (processes === 1) {
    await serve(config, { primary: true });
    console.log(readyLine(1));
  } else {
    const db = await openDatabaseOrExit(config);
    try {
      await seed(db);
    } finally {
      await db.close();
    }
    runPrimary({
      processes,
      onReady: () => {
        console.log(readyLine(processes));
      },
      stopWithinMs: config.limits.shutdownGraceMs + 5_000,
    });
  }
}
