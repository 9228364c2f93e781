/**
 * npm run sync -- [resource...]
 * Pulls changes from an OpenProcurement-compatible API into the portal database, from the saved
 * cursor to the end of each feed. SYNC_API_URL and SYNC_AUDIT_URL override the public APIs;
 * SYNC_PAGE_SIZE, SYNC_CONCURRENCY, SYNC_TIMEOUT_MS and SYNC_RETRY_BASE_MS tune it.
 */
import { readConfig } from '../config.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { databaseFailureLine, openDatabaseOrExit } from '../db/open.ts';
import { printable } from '../terminal.ts';
import { DEFAULT_API_URL, DEFAULT_AUDIT_URL, syncResources } from './resources.ts';
import { DEFAULT_SYNC, syncResource } from './sync.ts';

const resources = syncResources({
  apiUrl: process.env.SYNC_API_URL ?? DEFAULT_API_URL,
  auditUrl: process.env.SYNC_AUDIT_URL ?? DEFAULT_AUDIT_URL,
});
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !resources.some((resource) => resource.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown resource: ${unknown.join(', ')}. Known: ${resources.map((r) => r.name).join(', ')}`,
  );
  process.exit(2);
}

const db = await openDatabaseOrExit(readConfig());

const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const options = {
  ...DEFAULT_SYNC,
  pageSize: numberFromEnv('SYNC_PAGE_SIZE', DEFAULT_SYNC.pageSize),
  concurrency: numberFromEnv('SYNC_CONCURRENCY', DEFAULT_SYNC.concurrency),
  retry: {
    ...DEFAULT_SYNC.retry,
    timeoutMs: numberFromEnv('SYNC_TIMEOUT_MS', DEFAULT_SYNC.retry.timeoutMs),
    baseDelayMs: numberFromEnv('SYNC_RETRY_BASE_MS', DEFAULT_SYNC.retry.baseDelayMs),
  },
};
let exitCode = 0;
try {
  for (const resource of resources) {
    if (wanted.length > 0 && !wanted.includes(resource.name)) continue;
    const { counts, skipped } = await syncResource(db, resource, options);
    console.log(
      `${resource.name}: done, ${counts.inserted} new, ${counts.updated} updated, ` +
        `${counts.unchanged} unchanged, ${skipped} skipped`,
    );
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
