/** npm run dev: the API on API_PORT and the Vite dev server (hot reload) proxying /api to it. */
import { createServer } from 'vite';
import { buildApp } from './app.ts';
import { projectRoot, readConfigOrExit } from './config.ts';
import { openDatabase } from './db/open.ts';
import { loadDictionaries } from './dictionaries.ts';
import { seedFromShippedData } from './ingest/seed.ts';

const config = readConfigOrExit();
const apiPort = Number(process.env.API_PORT ?? 8081);
const db = await openDatabase(config);
await seedFromShippedData(db, config.shippedDataDir);
const api = await buildApp({
  db,
  dictionaries: await loadDictionaries(config.shippedDataDir),
  logLevel: config.logLevel,
  limits: config.limits,
});
await api.listen({ port: apiPort, host: '127.0.0.1' });

process.env.API_PROXY_TARGET = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  root: projectRoot,
  server: { host: config.host, port: config.port },
});
await vite.listen();
vite.printUrls();

const shutdown = async (): Promise<void> => {
  await vite.close();
  await api.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
