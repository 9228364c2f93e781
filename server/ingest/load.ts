import type { Database } from '../db/database.ts';
import { upsertTender, type UpsertOutcome } from '../db/tenders.ts';
import { InvalidTenderError, unwrapTender } from './cdb.ts';
import { listJsonFiles, readJsonFile } from './files.ts';

export interface LoadFailure {
  file: string;
  reason: string;
}

export interface LoadReport {
  files: number;
  counts: Record<UpsertOutcome, number>;
  failures: LoadFailure[];
}

const reasonOf = (error: unknown): string => {
  if (error instanceof SyntaxError) return `invalid JSON (${error.message})`;
  if (error instanceof InvalidTenderError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES') return 'permission denied';
  if (error instanceof Error) return error.message;
  return String(error);
};

/** A file holds one tender, `{"data": tender}`, or an array of either. */
const tendersIn = (json: unknown): unknown[] => (Array.isArray(json) ? json : [json]);

/**
 * Loads CDB tender files into the database. A bad file is reported and skipped; the others load.
 * Each file is one transaction, so a file loads whole or not at all.
 */
export const loadTenderFiles = async (
  db: Database,
  inputs: readonly string[],
  onFailure: (failure: LoadFailure) => void = () => undefined,
): Promise<LoadReport> => {
  const report: LoadReport = {
    files: 0,
    counts: { inserted: 0, updated: 0, unchanged: 0 },
    failures: [],
  };
  const fail = (file: string, error: unknown): void => {
    const failure = { file, reason: reasonOf(error) };
    report.failures.push(failure);
    onFailure(failure);
  };
  const files: string[] = [];
  for (const input of inputs) {
    try {
      files.push(...(await listJsonFiles([input])));
    } catch (error) {
      fail(input, error);
    }
  }
  for (const file of files) {
    report.files += 1;
    try {
      const tenders = tendersIn(await readJsonFile(file)).map(unwrapTender);
      const outcomes = await db.transaction(async (tx) => {
        const done: UpsertOutcome[] = [];
        for (const tender of tenders) done.push(await upsertTender(tx, tender));
        return done;
      });
      for (const outcome of outcomes) report.counts[outcome] += 1;
    } catch (error) {
      fail(file, error);
    }
  }
  return report;
};
