import type { Cancellation, Tender } from '../../../../../contract/tender';

/** A draft is the buyer's unpublished work: the block leaves it out. */
export const isShownCancellation = (cancellation: Cancellation): boolean =>
  cancellation.status !== 'draft';

/**
 * "Cancellations block": shown when some cancellation is not a draft, and also when the
 * tender is unsuccessful, so that its automatic cancellation is shown (docs/decisions.md).
 */
export const showsCancellations = (tender: Tender): boolean =>
  tender.cancellations.some(isShownCancellation) || tender.status === 'unsuccessful';
