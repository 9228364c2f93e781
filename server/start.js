// @ts-check
/**
 * `npm start`: the compiled server run by node, in this very process, so that the signals a
 * service manager or npm sends (SIGTERM, SIGINT) reach it. The server is built first when
 * dist-server/ is missing or older than its sources (server/build-server.js). The processes the
 * server forks (WEB_CONCURRENCY) run this file too, and go straight to the compiled server.
 */
import cluster from 'node:cluster';
import { ensureServerBuilt, serverEntry } from './build-server.js';

// Stacks name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
if (cluster.isPrimary) await ensureServerBuilt();
await import(serverEntry);
