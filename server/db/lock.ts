import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Two processes must never write to one PGlite directory: a pid file guards it. Not
 * proper-lockfile: its lock goes stale by mtime, so a holder busy over 10 s loses it to a second
 * process, a crashed holder's lock blocks a restart for 10 s, and the race test's stale-lock
 * trials find no winner (docs/decisions.md).
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running portal server?). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL. Nothing was changed.',
    );
  }
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/** Our own pid counts as dead: a restarted container often gets the pid its predecessor had. */
const isAlive = (pid: number): boolean => {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
};

/**
 * Creates `file` holding our pid in one step, or returns false when it exists: the pid goes to a
 * file of our own first, which is then linked to the name, so the name never exists without it.
 */
const create = (file: string): boolean => {
  const own = `${file}.${String(process.pid)}-${randomUUID()}`;
  writeFileSync(own, String(process.pid), { flag: 'wx' });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
};

/** The pid a lock file names (0 when it names none), or undefined when there is no file. */
const holderOf = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
};

const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** How long to wait for another process that is taking over the same stale lock. */
const TAKEOVER_WAIT = { attempts: 200, ms: 5 } as const;

/**
 * Takes `file`, or returns the live process holding it. A file naming a dead process is removed
 * only by the holder of `<file>.stale-<pid>`, taken the same way: processes that saw the same
 * stale lock remove it one at a time, after checking it still names the dead process, so a lock
 * just taken by someone else is never removed.
 */
const take = (file: string): number | undefined => {
  for (let attempt = 0; ; attempt += 1) {
    if (create(file)) return undefined;
    const holder = holderOf(file);
    if (holder === undefined) continue;
    if (isAlive(holder)) return holder;
    const guard = `${file}.stale-${String(holder)}`;
    const guardHolder = take(guard);
    if (guardHolder !== undefined) {
      if (attempt >= TAKEOVER_WAIT.attempts) return guardHolder;
      pause(TAKEOVER_WAIT.ms);
      continue;
    }
    try {
      if (holderOf(file) === holder) rmSync(file, { force: true });
    } finally {
      rmSync(guard, { force: true });
    }
  }
};

/** Takes the lock or throws DatabaseLockedError; a lock left by a dead process is taken over. */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, 'portal.lock');
  const holder = take(file);
  if (holder !== undefined) throw new DatabaseLockedError(dataDir, holder);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(file, { force: true });
  };
};
