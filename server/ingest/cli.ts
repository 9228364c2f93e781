/**
 * npm run ingest -- <file|dir>...
 * Loads OpenProcurement (CDB) JSON of every kind (tenders, plans, contracts, monitorings,
 * frameworks, submissions, qualifications, agreements) into the portal database.
 */
import { readConfigOrExit } from '../config.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { databaseFailureLine, openDatabaseOrExit } from '../open-database-or-exit.ts';
import { printable } from '../terminal.ts';
import { failureLine, loadTenderFiles } from './load.ts';

const inputs = process.argv.slice(2);
if (inputs.length === 0) {
  console.error('Usage: npm run ingest -- <file|dir>...');
  process.exit(2);
}

const config = readConfigOrExit();
const db = await openDatabaseOrExit(config);

const started = performance.now();
let failed: number;
try {
  const report = await loadTenderFiles(db, inputs, (failure) => {
    console.error(failureLine(failure));
  });
  failed = report.failures.length;
  const seconds = (performance.now() - started) / 1000;
  const { inserted, updated, unchanged } = report.counts;
  console.log(
    `${report.files} files: ${inserted} new, ${updated} updated, ${unchanged} unchanged, ` +
      `${failed} failed, ${report.unplacedRegions} with a region not placed ` +
      `(${seconds.toFixed(1)} s)`,
  );
} catch (error) {
  if (error instanceof DatabaseUnavailableError) {
    console.error(`Ingest stopped: ${databaseFailureLine(error)}`);
    console.error(
      'The files stored before it stopped are kept; loading the same files again resumes ' +
        '(those already stored come out unchanged).',
    );
  } else {
    console.error(printable(error instanceof Error ? error.message : String(error)));
  }
  failed = 1;
} finally {
  await db.close().catch(() => undefined);
}
process.exit(failed > 0 ? 1 : 0);
