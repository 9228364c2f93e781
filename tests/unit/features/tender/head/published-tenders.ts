import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tender } from '../../../../../contract/tender';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';

const tendersDir = path.resolve(import.meta.dirname, '../../../../../data/cdb/tenders');

/**
 * Every tender file shipped in data/cdb/tenders: the real UA-* ones and the ones the CDB's own
 * documentation and sandbox published (the only shipped examples of several procedure types).
 */
export const TENDER_FILES: readonly string[] = readdirSync(tendersDir)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/** A shipped tender file as the CDB published it. */
export function cdbTenderFile(name: string): CdbTender {
  const file = JSON.parse(readFileSync(path.join(tendersDir, `${name}.json`), 'utf8')) as {
    data: CdbTender;
  };
  return file.data;
}

/** A shipped tender file in the portal shape; `change` edits the CDB JSON first. */
export function portalTenderFile(
  name: string,
  change: (cdb: CdbTender) => CdbTender = (cdb) => cdb,
): Tender {
  return toPortalTender(change(cdbTenderFile(name)));
}
