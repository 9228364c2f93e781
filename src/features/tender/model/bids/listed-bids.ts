import type { Bid, Tender } from '../../../../../contract/tender';

/** Bids the register does not list: withdrawn (CDB keeps only their id) or never submitted. */
const UNLISTED_STATUSES: readonly string[] = ['deleted', 'draft'];

/** Details section 13 lists the tender's bids; withdrawn and draft ones carry nothing to show. */
export const listedBids = (tender: Tender): Bid[] =>
  tender.bids.filter((bid) => !UNLISTED_STATUSES.includes(bid.status));

/** Details section 13: shown when the tender has bids to list. */
export const hasRegister = (tender: Tender): boolean => listedBids(tender).length > 0;
