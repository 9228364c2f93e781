/** 24h-in-simplified: a simplified (belowThreshold) procedure's award with a 24-hour milestone,
 * the buyer's request to correct the offer within a day. */
import type { Flag } from '../../contract/flags.ts';
import { compact, recs, str, type Json } from '../ingest/transform/read.ts';
import { procedureOf } from './lots.ts';

export const twentyFourHoursInSimplified = (tender: Json): Flag[] => {
  if (procedureOf(tender) !== 'belowThreshold') return [];
  return recs(tender, 'awards').flatMap((award) =>
    recs(award, 'milestones')
      .filter((milestone) => str(milestone, 'code') === '24h')
      .map((milestone): Flag =>
        compact({
          code: '24h-in-simplified',
          lotID: str(award, 'lotID'),
          evidence: compact({
            awardID: str(award, 'id') ?? '',
            bidID: str(award, 'bid_id'),
            milestoneID: str(milestone, 'id') ?? '',
            dueDate: str(milestone, 'dueDate'),
          }),
        }),
      ),
  );
};
