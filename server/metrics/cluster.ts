/**
 * GET /metrics with several server processes: the process that gets the request asks the primary,
 * which gathers every process's series (its own and each server process's) and answers with them
 * all. Each series names its process, so they are listed side by side, none added up.
 */
import { randomUUID } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  register,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

type Metrics = MetricObjectWithValues<MetricValue<string>>[];

/** A server process asks the primary for everyone's metrics … */
const ASK = 'portal:metrics';
/** … the primary asks each server process for its own … */
const GATHER = 'portal:metrics-gather';
/** … each sends them … */
const GATHERED = 'portal:metrics-gathered';
/** … and the primary answers the one that asked, in Prometheus's text format. */
const ANSWER = 'portal:metrics-answer';

/** A process that does not answer within this is left out (it may be stopping or starting). */
const GATHER_TIMEOUT_MS = 2_000;

interface Message {
  type: string;
  id: string;
  metrics?: Metrics;
  text?: string;
}

const isMessage = (value: unknown, type: string): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === type &&
  typeof (value as { id?: unknown }).id === 'string';

/** Series of several processes, side by side: each carries its own `process` label. */
const sideBySide = (all: Metrics[]): Promise<string> =>
  AggregatorRegistry.aggregate(
    all.map((metrics) => metrics.map((metric) => ({ ...metric, aggregator: 'sum' as const }))),
  ).metrics();

/** In a server process: sends its metrics when the primary gathers them. */
export const answerGathering = (): void => {
  process.on('message', (message: unknown) => {
    if (!isMessage(message, GATHER)) return;
    void register.getMetricsAsJSON().then((metrics) => {
      process.send?.({ type: GATHERED, id: message.id, metrics });
    });
  });
};

/** In a server process: every process's metrics, from the primary. */
export const clusterMetrics = (): Promise<string> =>
  new Promise((resolve, reject) => {
    const id = randomUUID();
    const onMessage = (message: unknown): void => {
      if (!isMessage(message, ANSWER) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The primary process did not send the metrics'));
    }, GATHER_TIMEOUT_MS * 2);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });

/** In the primary: one process's metrics, or none if it does not answer in time. */
const gatherFrom = (worker: Worker): Promise<Metrics> =>
  new Promise((resolve) => {
    const id = randomUUID();
    const onMessage = (message: unknown): void => {
      if (!isMessage(message, GATHERED) || message.id !== id) return;
      done(message.metrics ?? []);
    };
    const done = (metrics: Metrics): void => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(metrics);
    };
    const timer = setTimeout(() => {
      done([]);
    }, GATHER_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.send({ type: GATHER, id });
  });

/** In the primary: answers a server process's ask with every process's metrics. */
export const gatherForServerProcesses = (): void => {
  cluster.on('message', (asking, message: unknown) => {
    if (!isMessage(message, ASK)) return;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker.isConnected(),
    );
    void Promise.all([register.getMetricsAsJSON(), ...workers.map(gatherFrom)])
      .then(sideBySide)
      .then((text) => {
        if (asking.isConnected()) asking.send({ type: ANSWER, id: message.id, text });
      });
  });
};
