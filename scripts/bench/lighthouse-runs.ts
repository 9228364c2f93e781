/** Lighthouse runs for the benchmarks: mobile preset (slow 4G, a 4× slower CPU), Debian's Chromium. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { projectRoot } from '../../server/config.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

const runLighthouse = (url: string): Promise<Result> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      path.join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
      [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath() },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Result);
      } catch {
        reject(new Error(`lighthouse exited with ${String(code)} on ${url} and no report`));
      }
    });
  });

/**
 * One run; a run that Lighthouse itself could not record (a runtime error such as NO_NAVSTART,
 * which it says to run again, or an exit without a report) is run again, twice at most.
 */
export async function measuredRun(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runLighthouse(url).catch((error: unknown) => error as Error);
    const failure =
      result instanceof Error ? result.message : result.runtimeError && result.runtimeError.code;
    if (!failure && !(result instanceof Error)) return result;
    if (attempt === 3) throw new Error(`${url}: ${failure ?? 'no report'}`);
    console.warn(`${url}: ${failure ?? 'no report'}, running again`);
  }
}

export const score = (result: Result, category: Category): number =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

/** The run whose performance score is the median of the runs. */
export const medianRun = (runs: readonly Result[]): Result => {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
};
/** A metric's value in each run (ms; unitless for the layout shift), smallest first. */
export const metricValues = (runs: readonly Result[], id: string): number[] =>
  runs.map((run) => run.audits[id]?.numericValue ?? Infinity).sort((a, b) => a - b);

/**
 * The median over the runs of a metric's value. Not the median run's: when several runs score
 * 100, which of them is the median run is a tie, and its metrics were one run's, not the median.
 */
export const medianMetric = (runs: readonly Result[], id: string): number =>
  metricValues(runs, id)[Math.floor(runs.length / 2)] ?? Infinity;

/** A metric's value as Lighthouse shows it: seconds for paints, 10 ms steps for blocking. */
export const formatMetric = (id: string, value: number): string => {
  if (id === 'cumulative-layout-shift') return String(Math.round(value * 1000) / 1000);
  if (id === 'total-blocking-time') return `${String(Math.round(value / 10) * 10)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
};
