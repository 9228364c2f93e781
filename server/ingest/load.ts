import { writeWatched } from '../watches/evaluate.ts';
import { NewsQueue } from '../watches/news-queue.ts';
import { readFile } from 'node:fs/promises';
import { DatabaseUnavailableError, type Database } from '../db/database.ts';
import { upsertCdbObjects } from './upsert-objects.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { printable } from '../terminal.ts';
import {
  cdbObjectsIn,
  InvalidTenderError,
  parseCdbJson,
  type CdbKind,
  type CdbObject,
} from './cdb.ts';
import { listJsonFiles } from './files.ts';
import { rec, str, textOf } from './transform/read.ts';
import { placeRegion } from './transform/region.ts';

export interface LoadFailure {
  file: string;
  reason: string;
}

/** The line printed for a file that did not load; its name and the reason may hold anything. */
export const failureLine = ({ file, reason }: LoadFailure): string =>
  `${printable(file)}: ${printable(reason)}`;

export interface LoadReport {
  files: number;
  counts: Record<UpsertOutcome, number>;
  /** Objects loaded per kind (inserted, updated or unchanged). */
  kinds: Partial<Record<CdbKind, number>>;
  /** Tenders and plans whose buyer's region names none of the regions (placeRegion). */
  unplacedRegions: number;
  failures: LoadFailure[];
}

export interface LoadOptions {
  onFailure?: (failure: LoadFailure) => void;
  /** Every object is a catalogue (market) object: data/catalog holds no CDB procedures. */
  catalogue?: boolean;
}

/** A tender or plan whose buyer's region is written but names none of the regions. */
const isUnplaced = ({ kind, data }: CdbObject): boolean => {
  if (kind !== 'tender' && kind !== 'plan') return false;
  const written = textOf(str(rec(rec(data, 'procuringEntity'), 'address'), 'region'));
  return written !== undefined && placeRegion(written) === undefined;
};

const reasonOf = (error: unknown): string => {
  if (error instanceof SyntaxError) return `invalid JSON (${error.message})`;
  if (error instanceof InvalidTenderError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES') return 'permission denied';
  if (error instanceof Error) return error.message;
  return String(error);
};

interface ParsedFile {
  file: string;
  objects: CdbObject[];
}

/** Files stored per transaction: a commit per file would dominate a folder of single tenders. */
const BATCH = { files: 200, bytes: 50_000_000 } as const;

/**
 * Loads CDB files (tenders, plans, contracts, monitorings, frameworks, submissions,
 * qualifications, agreements; catalogue objects with `catalogue`) into the database. A bad file
 * is reported and skipped; the others load. Each file loads whole or not at all.
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
    unplacedRegions: 0,
    failures: [],
  };
  const fail = (file: string, error: unknown): void => {
    const failure = { file, reason: reasonOf(error) };
    report.failures.push(failure);
    options.onFailure?.(failure);
  };
  const files: string[] = [];
  const news = new NewsQueue(db, (line) => {
    console.warn(line);
  });
  for (const input of inputs) {
    try {
      files.push(...(await listJsonFiles([input])));
    } catch (error) {
      fail(input, error);
    }
  }
  const record = (objects: readonly CdbObject[], outcomes: readonly UpsertOutcome[]): void => {
    for (const outcome of outcomes) report.counts[outcome] += 1;
    for (const object of objects) {
      report.kinds[object.kind] = (report.kinds[object.kind] ?? 0) + 1;
      if (isUnplaced(object)) report.unplacedRegions += 1;
    }
  };
  /**
   * One transaction for the batch; if it fails, one per file, so only the bad file is lost. A
   * database that stops answering stops the load (DatabaseUnavailableError): what was committed
   * stays, and loading the same files again resumes (stored files come out unchanged).
   */
  const store = async (batch: readonly ParsedFile[]): Promise<void> => {
    const objects = batch.flatMap((parsed) => parsed.objects);
    try {
      const tenderIds = objects.flatMap((object) => (object.kind === 'tender' ? [object.id] : []));
      const { written, news: pageNews } = await writeWatched(db, tenderIds, (tx) =>
        upsertCdbObjects(tx, objects),
      );
      record(objects, written);
      await news.add(pageNews);
      return;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      if (batch.length === 1) {
        fail(batch[0]?.file ?? '', error);
        return;
      }
    }
    for (const parsed of batch) await store([parsed]);
  };
  let batch: ParsedFile[] = [];
  let batchBytes = 0;
  for (const file of files) {
    report.files += 1;
    try {
      const text = await readFile(file, 'utf8');
      const objects = cdbObjectsIn(parseCdbJson(text), { catalogue: options.catalogue ?? false });
      batch.push({ file, objects });
      batchBytes += text.length;
    } catch (error) {
      fail(file, error);
    }
    if (batch.length >= BATCH.files || batchBytes >= BATCH.bytes) {
      await store(batch);
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) await store(batch);
  await news.drain();
  // Search estimates its totals from the planner's statistics of the searched tables
  // (server/search/search-page.ts), and reads deep pages from its sort indexes alone, which needs
  // the visibility map that VACUUM sets: the embedded database has no autovacuum to do either.
  if (report.counts.inserted + report.counts.updated > 0) {
    await db.exec('VACUUM ANALYZE tenders, tender_search, plans, frameworks, catalogue');
  }
  return report;
};

/** The earlier name: loads CDB files of any kind. */
export const loadTenderFiles = (
  db: Database,
  inputs: readonly string[],
  onFailure?: (failure: LoadFailure) => void,
): Promise<LoadReport> => loadCdbFiles(db, inputs, { onFailure });
