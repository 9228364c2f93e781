/** rewarded-after-upheld-complaint: an award was complained about, the complaint upheld, and
 * the same bid was later awarded the lot again. */
import type { Flag } from '../../contract/flags.ts';
import { compact, recs, str, type Json } from '../ingest/transform/read.ts';

/** Satisfied by the review body, or resolved by the buyer (a claim). */
const UPHELD = new Set(['satisfied', 'resolved']);

export const rewardedAfterUpheldComplaint = (tender: Json): Flag[] => {
  const awards = recs(tender, 'awards');
  return awards.flatMap((award, index): Flag[] => {
    const complaint = recs(award, 'complaints').find((c) => UPHELD.has(str(c, 'status') ?? ''));
    const bidID = str(award, 'bid_id');
    if (!complaint || !bidID) return [];
    // Awards are listed in the order they were made.
    const later = awards
      .slice(index + 1)
      .find(
        (other) =>
          str(other, 'status') === 'active' &&
          str(other, 'bid_id') === bidID &&
          str(other, 'lotID') === str(award, 'lotID'),
      );
    if (!later) return [];
    return [
      compact({
        code: 'rewarded-after-upheld-complaint',
        lotID: str(award, 'lotID'),
        evidence: {
          bidID,
          complainedAwardID: str(award, 'id') ?? '',
          complaintID: str(complaint, 'id') ?? '',
          complaintStatus: str(complaint, 'status') ?? '',
          laterAwardID: str(later, 'id') ?? '',
        },
      }),
    ];
  });
};
