import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tender } from '../../../../contract/tender';
import type { CdbTender } from '../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../server/ingest/transform/tender';

const tendersDir = path.resolve(import.meta.dirname, '../../../../data/cdb/tenders');

/** The tenderIDs of every real tender shipped in data/cdb/tenders (the UA-* files). */
export const SHIPPED_TENDER_IDS: readonly string[] = readdirSync(tendersDir)
  .filter((file) => /^UA-.*\.json$/.test(file))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/** A shipped tender as the CDB published it. */
export function cdbTender(tenderID: string): CdbTender {
  const file = JSON.parse(readFileSync(path.join(tendersDir, `${tenderID}.json`), 'utf8')) as {
    data: CdbTender;
  };
  return file.data;
}

/** A shipped tender in the portal shape that GET /api/tenders/:id answers. */
export function shippedTender(tenderID: string): Tender {
  return toPortalTender(cdbTender(tenderID));
}
