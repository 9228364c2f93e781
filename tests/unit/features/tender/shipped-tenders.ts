import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tender } from '../../../../contract/tender';
import { parseCdbJson, unwrapTender } from '../../../../server/ingest/cdb';
import type { CdbTender } from '../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../server/ingest/transform/tender';

const tendersDir = path.resolve(import.meta.dirname, '../../../../data/cdb/tenders');

/**
 * Every shipped tender file: the real ones (UA-*), the sandbox ones and the API documentation
 * examples (the only ones with framework agreements, negotiation causes and additional contacts).
 */
export const SHIPPED_FILES: readonly string[] = readdirSync(tendersDir)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
  .sort();

/** The tenderIDs of every real tender shipped in data/cdb/tenders (the UA-* files). */
export const SHIPPED_TENDER_IDS: readonly string[] = SHIPPED_FILES.filter((file) =>
  file.startsWith('UA-'),
).map((file) => file.slice(0, -'.json'.length));

/**
 * A shipped tender (by tenderID or file name) as ingest reads it: the CDB data with the file's
 * top-level `config`.
 */
export function cdbTender(name: string): CdbTender {
  const file = name.endsWith('.json') ? name : `${name}.json`;
  return unwrapTender(parseCdbJson(readFileSync(path.join(tendersDir, file), 'utf8')));
}

/** A shipped tender in the portal shape that GET /api/tenders/:id answers. */
export function shippedTender(name: string): Tender {
  return toPortalTender(cdbTender(name));
}

/** The first shipped file whose name contains `part` (a procedure type, a tenderID). */
export function shippedFileOf(part: string): string {
  const file = SHIPPED_FILES.find((name) => name.includes(part));
  if (!file) throw new Error(`no shipped tender file contains ${part}`);
  return file;
}

/** A moment before every shipped tender's deadline: the snapshot's open tenders are still open. */
export const BEFORE_DEADLINES = new Date('2023-01-01T00:00:00Z');
