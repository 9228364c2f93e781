import type { Database } from '../db/database.ts';
import { upsertCdbObjects } from '../db/entities/upsert-object.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { cdbObjectsIn, InvalidTenderError, type CdbKind } from './cdb.ts';
import { listJsonFiles, readJsonFile } from './files.ts';

export interface LoadFailure {
  file: string;
  reason: string;
}

export interface LoadReport {
  files: number;
  counts: Record<UpsertOutcome, number>;
  /** Objects loaded per kind (inserted, updated or unchanged). */
  kinds: Partial<Record<CdbKind, number>>;
  failures: LoadFailure[];
}

export interface LoadOptions {
  onFailure?: (failure: LoadFailure) => void;
  /** Every object is a catalogue (market) object: data/catalog holds no CDB procedures. */
  catalogue?: boolean;
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

/**
 * Loads CDB files (tenders, plans, contracts, monitorings, frameworks, submissions,
 * qualifications, agreements; catalogue objects with `catalogue`) into the database. A bad file
 * is reported and skipped; the others load. Each file is one transaction: it loads whole or not.
 */
export const loadCdbFiles = async (
  db: Database,
  inputs: readonly string[],
  options: LoadOptions = {},
): Promise<LoadReport> => {
  const report: LoadReport = {
    files: 0,
    counts: { inserted: 0, updated: 0, unchanged: 0 },
    kinds: {},
    failures: [],
  };
  const fail = (file: string, error: unknown): void => {
    const failure = { file, reason: reasonOf(error) };
    report.failures.push(failure);
    options.onFailure?.(failure);
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
      const objects = cdbObjectsIn(await readJsonFile(file), {
        catalogue: options.catalogue ?? false,
      });
      const outcomes = await db.transaction((tx) => upsertCdbObjects(tx, objects));
      for (const outcome of outcomes) report.counts[outcome] += 1;
      for (const object of objects)
        report.kinds[object.kind] = (report.kinds[object.kind] ?? 0) + 1;
    } catch (error) {
      fail(file, error);
    }
  }
  // Search estimates its totals from the planner's statistics of the searched tables
  // (server/db/search-total.ts), and the embedded database has no autovacuum to refresh them.
  if (report.counts.inserted + report.counts.updated > 0) {
    await db.exec('ANALYZE tenders, plans, frameworks, catalogue');
  }
  return report;
};

/** The earlier name: loads CDB files of any kind. */
export const loadTenderFiles = (
  db: Database,
  inputs: readonly string[],
  onFailure?: (failure: LoadFailure) => void,
): Promise<LoadReport> => loadCdbFiles(db, inputs, { onFailure });
