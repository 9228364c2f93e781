import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import { shippedCdbTender } from '../../../support/shipped-cdb.ts';

/**
 * Full portal shapes checked by hand against the raw CDB JSON. They are never rewritten by the
 * tests: a changed transform must be reviewed and the file replaced on purpose.
 */
const GOLDEN = [
  'UA-2020-08-06-003989-a', // aboveThresholdUA: a feature (price share 0.7), an alp award, versions
  'UA-2021-01-11-002071-a', // reporting: one award without a bid, its own group
  'UA-2023-12-01-016701-a', // aboveThreshold, cancelled: cancellation, lots, exclusion criteria
  'UA-2024-01-10-005750-a', // aboveThreshold: 3 bids, 24h award, awards grouped by bid
  'UA-2024-01-12-000541-a', // aboveThreshold: a cancelled requirement (history), tender complaint
  'UA-2024-02-28-009286-a', // esco: prequalification, bidder qualification records, ratedCriteria
  'UA-2024-05-13-000771-a', // belowThreshold, cancelled: a document with two versions
  'UA-2024-05-13-004111-a', // priceQuotation: a deleted bid and an award
];

const golden = path.join(import.meta.dirname, '..', '..', '..', 'fixtures', 'golden');

describe('golden portal shapes', () => {
  it.each(GOLDEN)('%s matches its hand-checked snapshot', (tenderID) => {
    const cdb = shippedCdbTender(tenderID);
    const expected = JSON.parse(
      readFileSync(path.join(golden, `${tenderID}.json`), 'utf8'),
    ) as unknown;
    expect(JSON.parse(JSON.stringify(toPortalTender(cdb)))).toEqual(expected);
  });
});
