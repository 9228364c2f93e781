import type { Tender } from '../../../../../contract/tender';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { shippedTenderData, shippedTenderFiles } from '../../../../support/shipped-cdb';
import { withoutJson } from '../../../../support/shipped-data';

/**
 * Every tender file shipped in data/cdb/tenders, named without .json: the real UA-* ones and the
 * ones the CDB's own documentation and sandbox published (the only shipped examples of several
 * procedure types).
 */
export const TENDER_FILES: readonly string[] = shippedTenderFiles().map(withoutJson);

/** A shipped tender file as the CDB published it. */
export function cdbTenderFile(name: string): CdbTender {
  return shippedTenderData<CdbTender>(name);
}

/** A shipped tender file in the portal shape; `change` edits the CDB JSON first. */
export function portalTenderFile(
  name: string,
  change: (cdb: CdbTender) => CdbTender = (cdb) => cdb,
): Tender {
  return toPortalTender(change(cdbTenderFile(name)));
}
