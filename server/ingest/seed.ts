import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { listJsonFiles } from './files.ts';
import { loadTenderFiles, type LoadReport } from './load.ts';
import { TRANSFORM_VERSION } from './transform.ts';

/** The shipped tenders, under data/. */
export const shippedTenderDir = (shippedDataDir: string): string =>
  path.join(shippedDataDir, 'cdb', 'tenders');

/** Names and sizes of the shipped files plus the transform version: a changed dataset reloads. */
const fingerprint = async (dir: string): Promise<string> => {
  const hash = createHash('sha256').update(`transform ${TRANSFORM_VERSION}\n`);
  for (const file of await listJsonFiles([dir])) {
    hash.update(`${path.relative(dir, file)} ${(await stat(file)).size}\n`);
  }
  return hash.digest('hex');
};

/**
 * Loads data/ into the database on first start, and again only when the shipped dataset changed;
 * otherwise returns at once (later starts are fast).
 */
export const seedFromShippedData = async (
  db: Database,
  shippedDataDir: string,
): Promise<LoadReport | null> => {
  const dir = shippedTenderDir(shippedDataDir);
  const current = await fingerprint(dir);
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM meta WHERE key = 'seed_fingerprint'`,
  );
  if (rows[0]?.value === current) return null;
  const report = await loadTenderFiles(db, [dir]);
  await db.query(
    `INSERT INTO meta (key, value) VALUES ('seed_fingerprint', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [current],
  );
  return report;
};
