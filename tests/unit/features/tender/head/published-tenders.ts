import type { Tender } from '../../../../../contract/tender';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { shippedTenderData } from '../../../../support/shipped-cdb';

/**
 * A shipped tender file (data/cdb/tenders: real, documentation or sandbox) as the CDB published
 * it, in the portal shape; `change` edits the CDB JSON first.
 */
export function portalTenderFile(
  name: string,
  change: (cdb: CdbTender) => CdbTender = (cdb) => cdb,
): Tender {
  return toPortalTender(change(shippedTenderData<CdbTender>(name)));
}
