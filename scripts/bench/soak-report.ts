/**
 * The soak's figures from its records (soak-load.ts): latency per minute, the requests failed by
 * the worker kill against those in flight then, the 5xx around the database restart, and memory
 * per process; each budget of docs/benchmarks.md checked.
 */
import { percentile } from './stats.ts';
import type { SoakRecord } from './soak-load.ts';

export interface SoakEvents {
  startAt: number;
  endAt: number;
  killAt: number;
  killedPid: number;
  /** The database restart: stop asked, and the server accepting connections again. */
  stopAt: number;
  backAt: number;
}

/** RSS in bytes of each server process, sampled through the run. */
export type MemorySamples = { at: number; pid: number; role: string; rss: number }[];

/** After the kill, the requests that failed within this long count as failed by it. */
const KILL_WINDOW_MS = 5_000;
/** After the database is back, 503s may go on this long; none after. */
const RECOVERY_MS = 10_000;
const P99_BUDGET_MS = 250;
const MEMORY_GROWTH_BUDGET = 0.2;
/** A process's memory level is the median of its samples over this long. */
const LEVEL_WINDOW_MS = 30_000;

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const failed = ([, , status]: SoakRecord): boolean => status === 0 || status >= 500;

const ms = (value: number): string => value.toFixed(1);

export const soakReport = (
  records: readonly SoakRecord[],
  kinds: readonly string[],
  events: SoakEvents,
  memory: MemorySamples,
  /** The address a record's request was sent to. */
  urlOf: (record: SoakRecord) => string,
): { lines: string[]; budgetsMet: boolean } => {
  const { startAt, killAt, stopAt, backAt } = events;
  const inKill = (time: number) => time >= killAt && time < killAt + KILL_WINDOW_MS;
  const inRestart = (time: number) => time >= stopAt && time < backAt + RECOVERY_MS;
  /** A request is in a fault moment when it was in flight during one. */
  const atFault = ([due, end]: SoakRecord) =>
    inKill(due) ||
    inKill(end) ||
    (due < killAt && end >= killAt) ||
    inRestart(due) ||
    inRestart(end) ||
    (due < stopAt && end >= stopAt);
  const lines: string[] = [];
  const checks: [string, boolean][] = [];

  lines.push(
    '| minute | requests | p50 | p95 | p99 | p99 outside the faults | 5xx | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  const minutes = Math.ceil((events.endAt - startAt) / 60_000);
  let worstOutside = 0;
  for (let minute = 0; minute < minutes; minute += 1) {
    const within = records.filter(
      ([due]) => due >= startAt + minute * 60_000 && due < startAt + (minute + 1) * 60_000,
    );
    const latencies = within.map(([due, end]) => end - due).sort((a, b) => a - b);
    const outside = within
      .filter((record) => !atFault(record))
      .map(([due, end]) => end - due)
      .sort((a, b) => a - b);
    const p99Outside = percentile(outside, 99);
    worstOutside = Math.max(worstOutside, p99Outside);
    const codes = new Map<string, number>();
    for (const [, , status, , error] of within.filter(failed)) {
      const key = status === 0 ? error : String(status);
      codes.set(key, (codes.get(key) ?? 0) + 1);
    }
    const list = (filter: (key: string) => boolean) =>
      [...codes]
        .filter(([key]) => filter(key))
        .map(([key, count]) => `${count} × ${key}`)
        .join(', ') || '0';
    lines.push(
      `| ${minute + 1} | ${within.length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ` +
        `${ms(percentile(latencies, 99))} | ${ms(p99Outside)} | ${list((key) => /^\d+$/.test(key))} | ${list((key) => !/^\d+$/.test(key))} |`,
    );
  }
  const byTenSeconds = (from: number): string =>
    Array.from({ length: 6 }, (_, tenth) => {
      const within = records.filter(
        ([due]) => due >= from + tenth * 10_000 && due < from + (tenth + 1) * 10_000,
      );
      if (within.length === 0) return '–';
      const latencies = within.map(([due, end]) => end - due).sort((a, b) => a - b);
      return `${ms(percentile(latencies, 99))} (${within.filter(failed).length})`;
    }).join(' | ');
  lines.push(
    '',
    'p99 in ms (failed requests) by 10 s:',
    `- minute 1: ${byTenSeconds(startAt)}`,
    `- the minute from the kill: ${byTenSeconds(killAt)}`,
  );
  lines.push(
    '',
    '| kind | requests | p50 | p95 | p99 (outside the faults) |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [index, kind] of kinds.entries()) {
    const times = records
      .filter((record) => record[3] === index && !atFault(record))
      .map(([due, end]) => end - due)
      .sort((a, b) => a - b);
    lines.push(
      `| ${kind} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`,
    );
  }
  checks.push([
    `p99 outside the fault moments ≤ ${P99_BUDGET_MS} ms in every minute (worst ${ms(worstOutside)} ms)`,
    worstOutside <= P99_BUDGET_MS,
  ]);

  const inFlightAt = ([due, end]: SoakRecord): boolean => due <= killAt && end > killAt;
  const inFlightAtKill = records.filter(inFlightAt).length;
  // In flight at the kill and failed however late (a connection the dead process had taken
  // answers nothing until the client gives up), or failed within the window after it.
  const failedByKill = records.filter(
    (record) => failed(record) && (inFlightAt(record) || inKill(record[1])),
  );
  const startedBefore = failedByKill.filter(([due]) => due <= killAt).length;
  lines.push(
    '',
    `Worker ${events.killedPid} killed (SIGKILL) at ${ms((killAt - startAt) / 1000)} s: ${inFlightAtKill} requests in flight ` +
      `(to both processes), ${failedByKill.length} failed (in flight at it, or within ${KILL_WINDOW_MS / 1000} s after it), ${startedBefore} of them sent before the kill.`,
  );
  checks.push([
    `requests failed by the worker kill (${failedByKill.length}) ≤ those in flight then (${inFlightAtKill}), none sent after it`,
    failedByKill.length <= inFlightAtKill && startedBefore === failedByKill.length,
  ]);

  const duringRestart = records.filter((record) => failed(record) && inRestart(record[1]));
  const other5xx = duringRestart.filter(([, , status]) => status !== 503);
  const afterRecovery = records.filter(
    ([, end, status]) => status >= 500 && end >= backAt + RECOVERY_MS,
  );
  const afterRecoveryErrors = records.filter(
    ([, end, status]) => status === 0 && end >= backAt + RECOVERY_MS,
  );
  const last503 = Math.max(...duringRestart.map(([, end]) => end), stopAt);
  lines.push(
    '',
    `PostgreSQL restarted at ${ms((stopAt - startAt) / 1000)} s, answering again ${ms((backAt - stopAt) / 1000)} s later: ` +
      `${duringRestart.filter(([, , status]) => status === 503).length} answers of 503 from then to 10 s after, the last ${ms((last503 - backAt) / 1000)} s after it was back; ` +
      `other 5xx or errors then: ${other5xx.length}; 5xx later: ${afterRecovery.length}; errors later: ${afterRecoveryErrors.length}.`,
  );
  checks.push([
    'no 5xx but 503 during the database restart, none 10 s after it',
    other5xx.length === 0 && afterRecovery.length === 0,
  ]);
  const stray = records.filter(
    (record) => failed(record) && !failedByKill.includes(record) && !inRestart(record[1]),
  );
  checks.push([
    `no failed request outside the two fault moments (${stray.length})`,
    stray.length === 0,
  ]);
  for (const record of stray.slice(0, 10)) {
    const [due, end, status, , error] = record;
    lines.push(
      `Failed outside the faults: sent at ${ms((due - startAt) / 1000)} s, ${status ? String(status) : error} after ${ms(end - due)} ms: GET ${urlOf(record)}`,
    );
  }

  lines.push(
    '',
    `RSS per process, the median of its samples (every 5 s) in the ${String(LEVEL_WINDOW_MS / 1000)} s after its first minute and in the last ${String(LEVEL_WINDOW_MS / 1000)} s (the garbage collector's saw-tooth left out of a level), with the single samples at those two moments:`,
    '',
    '| process | after its first minute (MB) | at the end (MB) | change | single samples (MB) |',
    '| --- | --- | --- | --- | --- |',
  );
  let memoryMet = true;
  const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
  for (const pid of [...new Set(memory.map((sample) => sample.pid))]) {
    const samples = memory.filter((sample) => sample.pid === pid);
    const first = samples[0];
    const last = samples.at(-1);
    if (!first || !last) continue;
    const levelFrom = Math.max(first.at, startAt) + 60_000;
    const after = samples.filter(({ at }) => at >= levelFrom && at < levelFrom + LEVEL_WINDOW_MS);
    const end = samples.filter(({ at }) => at >= events.endAt - LEVEL_WINDOW_MS);
    if (after.length === 0 || last.at < events.endAt - 15_000) {
      lines.push(
        `| ${first.role} ${pid} | – | ${mb(last.rss)} (at ${ms((last.at - startAt) / 1000)} s) | – | – |`,
      );
      continue;
    }
    const baseline = median(after.map(({ rss }) => rss));
    const level = median(end.map(({ rss }) => rss));
    const change = level / baseline - 1;
    // Growth is what the budget bounds: a process that gives memory back (the primary, 12–24 %
    // below its first minute's level at the end of most runs) is flat or better.
    memoryMet &&= change <= MEMORY_GROWTH_BUDGET;
    lines.push(
      `| ${first.role} ${pid} | ${mb(baseline)} | ${mb(level)} | ${(change * 100).toFixed(1)} % | ${mb(after[0]?.rss ?? 0)} → ${mb(last.rss)} |`,
    );
  }
  checks.push([
    'memory per process at the end at most 20 % above its level after its first minute',
    memoryMet,
  ]);

  lines.push('', ...checks.map(([text, met]) => `- ${met ? 'met' : 'MISSED'}: ${text}`));
  return { lines, budgetsMet: checks.every(([, met]) => met) };
};
