/** many-disqualified: two or more unsuccessful awards, or pre-qualification decisions, on a lot. */
import type { Flag } from '../../contract/flags.ts';
import { compact, type Json } from '../ingest/transform/read.ts';
import { awardsOn, idsOf, lotsOf, qualificationsOn, withStatus } from './lots.ts';

/** The fewest disqualifications that raise the flag. */
const MANY = 2;

export const manyDisqualified = (tender: Json): Flag[] =>
  lotsOf(tender).flatMap((lot): Flag[] => {
    const awards = idsOf(withStatus(awardsOn(tender, lot), 'unsuccessful'));
    // Only procedures with pre-qualification have qualifications.
    const qualifications = idsOf(withStatus(qualificationsOn(tender, lot), 'unsuccessful'));
    if (awards.length < MANY && qualifications.length < MANY) return [];
    return [
      compact({
        code: 'many-disqualified',
        lotID: lot.lotID,
        evidence: {
          unsuccessfulAwardIDs: awards,
          unsuccessfulQualificationIDs: qualifications,
        },
      }),
    ];
  });
