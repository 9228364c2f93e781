/**
 * npm start (through server/start.js, compiled into dist-server/): the built PWA and /api on
 * PORT, served by one process, or with PostgreSQL by several (WEB_CONCURRENCY) that share the
 * port. The primary alone builds the client if needed, brings the schema up to date and loads
 * the shipped data, then forks them (server/cluster.ts); they only open the database and serve.
 */
import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { readConfigOrExit } from './config.ts';
import { buildApp } from './app.ts';
import { ensureClientBuilt } from './build-client.ts';
import { runPrimary, serverProcesses } from './cluster.ts';
import type { Database } from './db/database.ts';
import { openServingDatabase } from './db/open.ts';
import { openDatabaseOrExit } from './open-database-or-exit.ts';
import { loadDictionaries } from './dictionaries.ts';
import { failureLine } from './ingest/load.ts';
import { seedFromShippedData } from './ingest/seed.ts';
import { answerGathering, gatherForServerProcesses } from './metrics/cluster.ts';
import { countProcess } from './metrics/metrics.ts';
import { followOptions, followResources } from './sync/follow.ts';
import { syncResources } from './sync/resources.ts';
import { exitWithMessage } from './terminal.ts';
import { csvLabels } from './search/csv/labels.ts';
import { startWatchUpkeep } from './watches/upkeep.ts';
import { vapidKeys } from './watches/vapid.ts';
import { warmUp } from './warm-up.ts';

// React renders pages on the server in its production build, as the browser's is.
process.env.NODE_ENV ??= 'production';

const config = readConfigOrExit();

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

/**
 * The start-up done once, by the primary process: the schema brought up to date and the shipped
 * data loaded, without a statement timeout (a migration may take minutes).
 */
const prepare = async (): Promise<Database> => {
  const db = await openDatabaseOrExit(config);
  await seed(db);
  return db;
};

/**
 * SYNC_FOLLOW=1: this process follows the upstream feeds while it serves (the embedded database
 * admits one process). Answers the function that stops it after the page in flight.
 */
const startFollowing = (db: Database): (() => Promise<void>) => {
  const stop = new AbortController();
  const following = followResources(
    db,
    syncResources(config.sync),
    followOptions(config.sync),
    stop.signal,
  );
  console.log(
    `Following ${config.sync.apiUrl} and ${config.sync.auditUrl}, ` +
      `asking again every ${String(config.sync.pollMs / 1000)} s at each feed's end`,
  );
  return () => {
    stop.abort();
    return following;
  };
};

/**
 * One server process: the app on PORT over `db`, and a clean stop on SIGTERM or SIGINT, which
 * also waits for `stopFollowing` within the grace period.
 */
const serve = async (db: Database, stopFollowing?: () => Promise<void>) => {
  const dictionaries = await loadDictionaries(config.shippedDataDir);
  const app = await buildApp({
    db,
    dictionaries,
    distDir: config.distDir,
    serverRenderDir: config.serverRenderDir,
    logLevel: config.logLevel,
    limits: config.limits,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    tenderCacheBytes: config.tenderCacheBytes,
    metricsToken: config.metricsToken,
    pushServiceHosts: config.pushServiceHosts,
    watchCreationsPerHour: config.watchCreationsPerHour,
    vapid: config.vapid,
  });

  /**
   * Stops accepting, closes idle connections at once and lets requests in progress finish within
   * the grace period; then cuts every connection left (a client stalled mid-request would
   * otherwise hold the process), closes the database and releases its lock.
   */
  let stopping = false;
  let stopUpkeep = (): void => undefined;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    stopUpkeep();
    const cutOff = setTimeout(() => {
      app.server.closeAllConnections();
    }, config.limits.shutdownGraceMs);
    try {
      await Promise.all([
        app.close(),
        stopFollowing && Promise.race([stopFollowing(), sleep(config.limits.shutdownGraceMs)]),
      ]);
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

  // Before listening: node:cluster hands connections only to processes that listen, so a process
  // started in place of a dead one takes requests once its code and page cache are warm.
  const warmed = await warmUp(app, config.warmUpTenders);
  console.log(
    `Warmed up in ${(warmed.ms / 1000).toFixed(1)} s: ${String(warmed.requests)} pages and answers` +
      (warmed.failed > 0 ? `, ${String(warmed.failed)} not answered 200` : ''),
  );
  await app.listen({ port: config.port, host: config.host });
  stopUpkeep = startWatchUpkeep(db, {
    vapid: await vapidKeys({ query: db.write }, config.vapid),
    pushHosts: config.pushServiceHosts,
    labels: (lang) => csvLabels('tender', lang, dictionaries),
    log: (line) => {
      console.log(line);
    },
  });
};

/** With PostgreSQL, the routes read through pools with the statement timeout, and replicas. */
const openServingOrExit = async (): Promise<Database> => {
  try {
    return await openServingDatabase(config);
  } catch (error) {
    return exitWithMessage(error);
  }
};

if (cluster.isWorker) {
  countProcess(`worker ${String(cluster.worker?.id ?? process.pid)}`);
  answerGathering();
  await serve(await openServingOrExit());
} else {
  try {
    ensureClientBuilt(config.distDir, config.serverRenderDir);
  } catch (error) {
    exitWithMessage(error);
  }
  const processes = serverProcesses(config, (line) => {
    console.warn(line);
  });
  if (config.sync.follow && processes > 1) {
    console.error(
      'SYNC_FOLLOW=1 runs the follower in the one server process: set WEB_CONCURRENCY=1, ' +
        'or run `npm run sync -- --follow` as a service of its own beside the servers.',
    );
    process.exit(1);
  }
  const prepared = await prepare();
  if (processes === 1) {
    countProcess('main');
    // The embedded database stays open (one process may open it); PostgreSQL is read anew, and
    // the follower writes through the start-up's connection, which has no statement timeout.
    const follower = config.sync.follow ? startFollowing(prepared) : undefined;
    if (config.databaseUrl && !follower) await prepared.close();
    const stopFollowing =
      follower &&
      (async () => {
        await follower();
        if (config.databaseUrl) await prepared.close();
      });
    await serve(config.databaseUrl ? await openServingOrExit() : prepared, stopFollowing);
    console.log(readyLine(1));
  } else {
    await prepared.close();
    countProcess('primary');
    gatherForServerProcesses();
    runPrimary({
      processes,
      onReady: () => {
        console.log(readyLine(processes));
      },
      stopWithinMs: config.limits.shutdownGraceMs + 5_000,
    });
  }
}
