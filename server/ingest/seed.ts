import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { seedArticles } from '../articles/seed.ts';
import type { Database } from '../db/database.ts';
import { listJsonFiles } from './files.ts';
import { loadCdbFiles, type LoadReport } from './load.ts';
import { TRANSFORM_VERSION } from './transform/tender.ts';

/** The shipped CDB objects of every kind: tenders, plans, frameworks, contracts, monitorings. */
const shippedCdbDir = (shippedDataDir: string): string => path.join(shippedDataDir, 'cdb');

/** The shipped catalogue (market) objects. */
const shippedCatalogueDir = (shippedDataDir: string): string =>
  path.join(shippedDataDir, 'catalog');

const existing = async (dir: string): Promise<string[]> => {
  try {
    return (await stat(dir)).isDirectory() ? [dir] : [];
  } catch {
    return [];
  }
};

/** Names and sizes of every shipped file plus the transform version: a changed dataset reloads. */
const fingerprint = async (dirs: readonly string[], root: string): Promise<string> => {
  const hash = createHash('sha256').update(`transform ${String(TRANSFORM_VERSION)}\n`);
  for (const file of await listJsonFiles(dirs)) {
    hash.update(`${path.relative(root, file)} ${String((await stat(file)).size)}\n`);
  }
  return hash.digest('hex');
};

const merge = (a: LoadReport, b: LoadReport): LoadReport => ({
  files: a.files + b.files,
  counts: {
    inserted: a.counts.inserted + b.counts.inserted,
    updated: a.counts.updated + b.counts.updated,
    unchanged: a.counts.unchanged + b.counts.unchanged,
  },
  kinds: { ...a.kinds, ...b.kinds },
  unplacedRegions: a.unplacedRegions + b.unplacedRegions,
  failures: [...a.failures, ...b.failures],
});

/**
 * Loads data/ into the database on first start, and again only when the shipped dataset changed;
 * otherwise returns at once (later starts are fast).
 */
export const seedFromShippedData = async (
  db: Database,
  shippedDataDir: string,
): Promise<LoadReport | null> => {
  await seedArticles(db, shippedDataDir);
  const cdb = await existing(shippedCdbDir(shippedDataDir));
  const catalogue = await existing(shippedCatalogueDir(shippedDataDir));
  const current = await fingerprint([...cdb, ...catalogue], shippedDataDir);
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM meta WHERE key = 'seed_fingerprint'`,
  );
  if (rows[0]?.value === current) return null;
  const report = merge(
    await loadCdbFiles(db, cdb),
    await loadCdbFiles(db, catalogue, { catalogue: true }),
  );
  await db.query(
    `INSERT INTO meta (key, value) VALUES ('seed_fingerprint', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [current],
  );
  return report;
};
