/** Latency percentiles of a benchmark scenario. */
export const percentile = (sortedMs: readonly number[], p: number): number => {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] as number;
};

export interface Latency {
  name: string;
  p50: number;
  p95: number;
  max: number;
  requests: number;
  /** Requests answered per second while they were measured. */
  perSecond: number;
}

export interface Timings {
  times: number[];
  seconds: number;
}

/** Times `count` calls of `request` (numbered from `first`), `concurrency` at once. */
export const timeRequests = async (
  count: number,
  request: (i: number) => Promise<void>,
  { first = 0, concurrency = 1 }: { first?: number; concurrency?: number } = {},
): Promise<Timings> => {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        const sent = performance.now();
        await request(first + i);
        times.push(performance.now() - sent);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
};

export const summarize = (name: string, { times, seconds }: Timings): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    requests: times.length,
    perSecond: times.length / seconds,
  };
};

/** Runs `request` `warmup` times unmeasured, then `count` times, one after another. */
export const measure = async (
  name: string,
  count: number,
  request: (i: number) => Promise<void>,
  warmup = 20,
): Promise<Latency> => {
  for (let i = 0; i < warmup; i += 1) await request(i);
  return summarize(name, await timeRequests(count, request, { first: warmup }));
};
