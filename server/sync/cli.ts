/**
 * npm run sync -- [--follow] [resource...]
 * Pulls changes from an OpenProcurement-compatible API into the portal database, from the saved
 * cursor to the end of each feed; with --follow it keeps following them (SYNC_POLL_MS). SIGTERM
 * or SIGINT stops it after the page in flight is committed. The SYNC_* settings are read in
 * server/config.ts.
 */
import { readConfigOrExit } from '../config.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { databaseFailureLine, openDatabaseOrExit } from '../open-database-or-exit.ts';
import { printable } from '../terminal.ts';
import { followOptions, followResources } from './follow.ts';
import { syncResources } from './resources.ts';
import { syncResource } from './sync.ts';

const config = readConfigOrExit();
const args = process.argv.slice(2);
const follow = args.includes('--follow');
const wanted = args.filter((arg) => arg !== '--follow');
const known = syncResources(config.sync);
const unknown = wanted.filter((name) => !known.some((resource) => resource.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown resource: ${unknown.join(', ')}. Known: ${known.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}
const resources = known.filter((resource) => wanted.length === 0 || wanted.includes(resource.name));

const db = await openDatabaseOrExit(config);
const options = followOptions(config.sync);
const stop = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`Sync: ${signal}, stopping after the page in flight`);
    stop.abort();
  });
}

let exitCode = 0;
try {
  if (follow) {
    await followResources(db, resources, options, stop.signal);
  } else {
    for (const resource of resources) {
      const { counts, skipped } = await syncResource(db, resource, options, stop.signal);
      console.log(
        `${resource.name}: ${stop.signal.aborted ? 'stopped' : 'done'}, ${counts.inserted} new, ` +
          `${counts.updated} updated, ${counts.unchanged} unchanged, ${skipped} skipped`,
      );
      if (stop.signal.aborted) break;
    }
  }
} catch (error) {
  const reason =
    error instanceof DatabaseUnavailableError
      ? databaseFailureLine(error)
      : printable(error instanceof Error ? error.message : String(error));
  console.error(`Sync stopped: ${reason}`);
  console.error('The cursor is saved after each committed page; run again to resume.');
  exitCode = 1;
} finally {
  await db.close().catch(() => undefined);
}
process.exit(exitCode);
