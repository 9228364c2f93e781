import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { ServerConfig } from './config.ts';
import { relayCaches } from './cluster-caches.ts';

/** A server process's JavaScript heap limit, unless NODE_OPTIONS sets one. */
const HEAP_LIMIT_MB = 1024;

/**
 * What the server processes run with beyond the primary's environment (an operator's own
 * settings kept). glibc's malloc gives each thread that allocates (libuv's pool compressing
 * answers, V8's helpers) an arena of its own, up to eight per core, and keeps what is freed in
 * each: with two, a process's memory outside the JavaScript heap was about 50 MB lower under the
 * soak's load. V8 lets the heap fill with garbage the longer the larger its limit is (by default
 * a quarter of the machine's memory, up to 4 GB): with 1 GB a process's heap swung by tens of
 * megabytes under that load instead of a couple of hundred (docs/benchmarks.md, 2026-12-07).
 */
export const serverProcessEnv = (env: NodeJS.ProcessEnv = process.env): Record<string, string> => {
  const options = env.NODE_OPTIONS ?? '';
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    NODE_OPTIONS: options.includes('--max-old-space-size')
      ? options
      : `${options} --max-old-space-size=${String(HEAP_LIMIT_MB)}`.trim(),
  };
};

/**
 * Lets each server process accept its connections from the shared socket (node:cluster's
 * SCHED_NONE), unless NODE_CLUSTER_SCHED_POLICY chooses. By default on Linux the primary accepts
 * each connection and hands it to a process, keeping it until that process says it took it: one
 * handed to a process at the moment it is killed is then never answered nor closed (a request of
 * the soak waited 10 s for it, docs/benchmarks.md 2026-12-07). A connection a process accepted
 * itself dies with it, and those not yet accepted wait for the others. Must run before the first
 * fork.
 */
const acceptOwnConnections = (): void => {
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) {
    cluster.schedulingPolicy = cluster.SCHED_NONE;
  }
};

/** A process that dies sooner than this after its start is replaced only after this long. */
const QUICK_DEATH_MS = 1_000;

/**
 * How many server processes `npm start` runs: WEB_CONCURRENCY, else one per core, with
 * PostgreSQL; one with the embedded database, which only one process may open (a warning says so
 * when more were asked for).
 */
export const serverProcesses = (
  config: Pick<ServerConfig, 'databaseUrl' | 'webConcurrency'>,
  warn: (line: string) => void,
): number => {
  if (config.databaseUrl) return config.webConcurrency ?? availableParallelism();
  if ((config.webConcurrency ?? 1) > 1) {
    warn(
      `WEB_CONCURRENCY=${String(config.webConcurrency)} is ignored: the embedded database is ` +
        'opened by one process only, so one process serves. Set DATABASE_URL (PostgreSQL) to ' +
        'run several.',
    );
  }
  return 1;
};

export interface ClusterOptions {
  processes: number;
  /** Called once every process listens. */
  onReady: () => void;
  /** After SIGTERM or SIGINT, the processes still running after this are killed. */
  stopWithinMs: number;
}

/**
 * The primary process of `npm start` with several processes: it forks `processes` server
 * processes that listen on one port (each accepting new connections itself: `acceptOwnConnections`),
 * starts another when one dies, passes rendered pages and what a new process is handed between them
 * (cluster-caches.ts), and on SIGTERM or SIGINT passes SIGTERM on, waits for every process to stop
 * (killing those left after `stopWithinMs`) and exits 0. A process that dies before all have
 * started stops the start with exit code 1: its replacements would die the same way.
 */
export const runPrimary = ({ processes, onReady, stopWithinMs }: ClusterOptions): void => {
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let ready = false;
  let stopping: { code: number } | undefined;

  const fork = (): void => {
    startedAt.set(cluster.fork(serverProcessEnv()), performance.now());
  };
  const running = (): Worker[] =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stop = (code: number): void => {
    if (stopping) return;
    stopping = { code };
    const workers = running();
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, stopWithinMs).unref();
  };

  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!ready && listening.size >= processes) {
      ready = true;
      onReady();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker);
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (running().length === 0) process.exit(stopping.code);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${String(code)}`;
    const pid = String(worker.process.pid);
    if (!ready) {
      console.error(`Server process ${pid} exited with ${how} before the portal was ready.`);
      stop(1);
      return;
    }
    console.error(`Server process ${pid} exited with ${how}; starting another.`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? QUICK_DEATH_MS : 0);
  });
  process.once('SIGINT', () => {
    stop(0);
  });
  process.once('SIGTERM', () => {
    stop(0);
  });

  acceptOwnConnections();
  relayCaches();
  for (let started = 0; started < processes; started += 1) fork();
};
