import type { Tender } from '../../../../contract/tender';
import { toPortalTender } from '../../../../server/ingest/transform/tender';
import { shippedCdbTender, shippedTenderFiles } from '../../../support/shipped-cdb';

/** A shipped tender in the portal shape that GET /api/tenders/:id answers. */
export function shippedTender(name: string): Tender {
  return toPortalTender(shippedCdbTender(name));
}

/** The first shipped file whose name contains `part` (a procedure type, a tenderID). */
export function shippedFileOf(part: string): string {
  const file = shippedTenderFiles().find((name) => name.includes(part));
  if (!file) throw new Error(`no shipped tender file contains ${part}`);
  return file;
}

/** A moment before every shipped tender's deadline: the snapshot's open tenders are still open. */
export const BEFORE_DEADLINES = new Date('2023-01-01T00:00:00Z');
