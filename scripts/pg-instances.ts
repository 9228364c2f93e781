import { execFileSync, spawnSync } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { descendantsOf } from './process-tree.ts';

/**
 * PostgreSQL 15 servers of our own on loopback, each in a folder of its own with its own socket
 * folder: throw-away primaries (initdb) and streaming replicas of them (pg_basebackup -R) for the
 * tests that stop and restart a database, and the benchmark's server with the settings of
 * ops/postgresql.conf. `stopAll` stops them and removes all but a kept one (call it in afterAll).
 * Debian's binaries run as the postgres OS user when we run as root (initdb refuses root).
 */

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const BINARIES = ['initdb', 'pg_ctl', 'pg_basebackup', 'createdb'] as const;

/** Why the instances cannot be made here (the binaries are missing), or undefined. */
export const pgInstancesUnavailable = (): string | undefined => {
  for (const binary of BINARIES) {
    try {
      accessSync(path.join(PG_BIN, binary), constants.X_OK);
    } catch {
      return `PostgreSQL 15's ${binary} is not in ${PG_BIN} (apt-get install postgresql-15, or set PG_BIN)`;
    }
  }
  return undefined;
};

const asRoot = userInfo().uid === 0;

/** The OS user the servers run as: postgres when we are root, else ourselves. */
const owner = (): { uid: number; gid: number } => {
  if (!asRoot) return { uid: userInfo().uid, gid: userInfo().gid };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
};

const run = (binary: string, args: readonly string[]): string => {
  const command = asRoot ? 'runuser' : path.join(PG_BIN, binary);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${String(result.status ?? result.signal)}):\n` +
        `${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
};

/** Loopback ports: PG_TEST_PORT_BASE, PG_TEST_PORT_BASE + 1, … when set, else free ones. */
let nextPort = Number(process.env.PG_TEST_PORT_BASE ?? 0);
const takePort = async (): Promise<number> => (nextPort > 0 ? nextPort++ : freePort());

export interface PgInstance {
  readonly port: number;
  readonly dataDir: string;
  /** A URL for `database` over TCP on 127.0.0.1 (trust authentication, user postgres). */
  url(database?: string): string;
  start(): void;
  /** Stops at once, as a crash or a pulled cable would look to clients (`-m immediate`). */
  stop(mode?: 'fast' | 'immediate'): void;
  /**
   * Hangs the server and every backend (SIGSTOP): connections stay open and nothing answers, as
   * with a server stuck on its disk. `thaw` lets them run on.
   */
  freeze(): void;
  thaw(): void;
  readonly running: boolean;
}

const started: PgInstanceImpl[] = [];

class PgInstanceImpl implements PgInstance {
  running = false;
  constructor(
    readonly root: string,
    readonly port: number,
    /** Stopped but not removed by `remove`. */
    readonly kept = false,
  ) {}

  get dataDir(): string {
    return path.join(this.root, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const options = [
      `-c port=${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${this.root}'`,
    ].join(' ');
    run('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      this.dataDir,
      '-l',
      path.join(this.root, 'log'),
      '-o',
      options,
    ]);
    this.running = true;
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    if (!this.running) return;
    run('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', this.dataDir]);
    this.running = false;
  }

  /** The postmaster and its processes, the postmaster first. */
  #processes(): number[] {
    const postmaster = Number(
      readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return [postmaster, ...descendantsOf(postmaster)];
  }

  freeze(): void {
    for (const pid of this.#processes()) process.kill(pid, 'SIGSTOP');
  }

  thaw(): void {
    for (const pid of this.#processes().reverse()) process.kill(pid, 'SIGCONT');
  }

  /** Stopped (whatever it was doing) and its folder removed, unless it is kept. */
  remove(): void {
    try {
      this.thaw();
    } catch {
      // Not running.
    }
    try {
      this.stop(this.kept ? 'fast' : 'immediate');
    } catch {
      // Already stopped.
    }
    if (!this.kept) rmSync(this.root, { recursive: true, force: true });
  }
}

/** `file` (a folder or file) given to the servers' OS user; returned. */
const ownedBy = (file: string): string => {
  const { uid, gid } = owner();
  chownSync(file, uid, gid);
  return file;
};

const newRoot = (): string => ownedBy(mkdtempSync(path.join(tmpdir(), 'portal-pg-')));

/** initdb in `instance`'s folder, `settings` appended to its configuration, trust on loopback. */
const initCluster = (instance: PgInstanceImpl, settings: readonly string[]): void => {
  run('initdb', [
    '-D',
    instance.dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  writeFileSync(path.join(instance.dataDir, 'postgresql.auto.conf'), [...settings, ''].join('\n'), {
    flag: 'a',
  });
  writeFileSync(
    path.join(instance.dataDir, 'pg_hba.conf'),
    [
      'local all all trust',
      'host all all 127.0.0.1/32 trust',
      'host replication all 127.0.0.1/32 trust',
      '',
    ].join('\n'),
  );
};

const createDatabase = (instance: PgInstance): void => {
  run('createdb', ['-h', '127.0.0.1', '-p', String(instance.port), '-U', 'postgres', 'portal']);
};

/**
 * A new primary, started: one `portal` database, trust authentication on 127.0.0.1 (replication
 * too), WAL for streaming replicas, no fsync (it is thrown away).
 */
export const startPrimary = async (): Promise<PgInstance> => {
  const instance = new PgInstanceImpl(newRoot(), await takePort());
  started.push(instance);
  initCluster(instance, [
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'shared_buffers = 32MB',
  ]);
  instance.start();
  createDatabase(instance);
  return instance;
};

const TUNING = path.join(import.meta.dirname, '..', 'ops', 'postgresql.conf');

/**
 * A server with the settings of ops/postgresql.conf and PostgreSQL's defaults otherwise (fsync
 * on), started, with a `portal` database. In `keptIn`, a folder that outlives the process, it
 * is made once and started again by later calls (stopped, not removed, by `stopAll`); without
 * it, a temp folder removed by `stopAll`.
 */
export const startTunedServer = async (keptIn?: string): Promise<PgInstance> => {
  const root = keptIn === undefined ? newRoot() : keptIn;
  const instance = new PgInstanceImpl(root, await takePort(), keptIn !== undefined);
  started.push(instance);
  const fresh = !existsSync(path.join(root, 'data', 'PG_VERSION'));
  if (fresh) {
    mkdirSync(root, { recursive: true });
    ownedBy(root);
    initCluster(instance, []);
    writeFileSync(path.join(instance.dataDir, 'postgresql.conf'), "\ninclude 'portal.conf'\n", {
      flag: 'a',
    });
  }
  // Read again at each start, so a kept server follows the file.
  const tuning = path.join(instance.dataDir, 'portal.conf');
  writeFileSync(tuning, readFileSync(TUNING));
  ownedBy(tuning);
  instance.start();
  if (fresh) createDatabase(instance);
  return instance;
};

/** A streaming replica of the running `primary` (pg_basebackup -R), started. */
export const startReplica = async (primary: PgInstance): Promise<PgInstance> => {
  const instance = new PgInstanceImpl(newRoot(), await takePort());
  started.push(instance);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    instance.dataDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  instance.start();
  return instance;
};

/** Stops and removes every instance started here (also those a failed test left running). */
export const stopAll = (): void => {
  for (const instance of started.splice(0)) instance.remove();
};

// A run cut short (an exception, Ctrl-C ends vitest) must not leave servers behind either.
process.once('exit', stopAll);
