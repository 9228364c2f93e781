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
  requests: number;
}

/** Runs `request` `warmup` times unmeasured, then `count` times, one after another. */
export const measure = async (
  name: string,
  count: number,
  request: (i: number) => Promise<void>,
  warmup = 20,
): Promise<Latency> => {
  for (let i = 0; i < warmup; i += 1) await request(i);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await request(warmup + i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), requests: count };
};
