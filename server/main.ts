/** npm start: one process serving the built PWA and /api on PORT. */
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureClientBuilt } from './build-client.ts';
import { openDatabaseOrExit, withReadReplicas } from './db/open.ts';
import { loadDictionaries } from './dictionaries.ts';
import { failureLine } from './ingest/load.ts';
import { seedFromShippedData } from './ingest/seed.ts';

// React renders pages on the server in its production build, as the browser's is.
process.env.NODE_ENV ??= 'production';

const config = readConfig();

try {
  ensureClientBuilt(config.distDir, config.serverRenderDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const db = await openDatabaseOrExit(config);

const seeded = await seedFromShippedData(db, config.shippedDataDir);
if (seeded) {
  const { inserted, updated } = seeded.counts;
  console.log(
    `Loaded the shipped data: ${inserted} new and ${updated} updated objects from ${seeded.files} files` +
      (seeded.failures.length ? `, ${seeded.failures.length} failed` : ''),
  );
  for (const failure of seeded.failures) console.error(failureLine(failure));
}

// The seed above wrote to the primary; the routes read from the replicas when there are any.
const reads = await withReadReplicas(db, config.replicaUrls);

const app = await buildApp({
  db: reads,
  dictionaries: await loadDictionaries(config.shippedDataDir),
  distDir: config.distDir,
  serverRenderDir: config.serverRenderDir,
  logLevel: config.logLevel,
  limits: config.limits,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  tenderCacheBytes: config.tenderCacheBytes,
});

/**
 * Stops accepting, closes idle connections at once and lets requests in progress finish within
 * the grace period; then cuts every connection left (a client stalled mid-request would otherwise
 * hold the process), closes the database and releases its lock.
 */
const shutdown = async (): Promise<void> => {
  const cutOff = setTimeout(() => {
    app.server.closeAllConnections();
  }, config.limits.shutdownGraceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
    await reads.close();
  }
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const replicas = config.replicaUrls.length;
const where = !config.databaseUrl
  ? `embedded database in ${config.dataDir}`
  : replicas > 0
    ? `PostgreSQL, reads from ${replicas} ${replicas === 1 ? 'replica' : 'replicas'}`
    : 'PostgreSQL';
console.log(`Portal ready at http://${config.host}:${config.port} (${where})`);
