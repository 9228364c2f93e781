import { describe, expect, it } from 'vitest';
import {
  PURCHASE_SECTIONS,
  visiblePurchaseSections,
} from '../../../../src/features/tender/model/purchase-sections';
import { BEFORE_DEADLINES, shippedTender } from './shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../support/shipped-cdb';

describe('purchase-details sections (visibility rules)', () => {
  it.each(shippedTenderIDs())('%s shows the sections its CDB data calls for', (tenderID) => {
    const cdb = shippedCdbTender(tenderID) as Record<string, unknown>;
    const criteria = (Array.isArray(cdb.criteria) ? cdb.criteria : []) as {
      classification?: { id?: string };
    }[];
    const hasCriterion = (prefix: string) =>
      criteria.some((c) => c.classification?.id?.startsWith(prefix) === true);
    const filled = (key: string) => Array.isArray(cdb[key]) && cdb[key].length > 0;
    const shown = visiblePurchaseSections(shippedTender(tenderID), BEFORE_DEADLINES);

    expect(shown.slice(0, 1)).toEqual(['customer']);
    expect(shown).toContain('purchase');
    expect(shown).toContain('documentation');
    expect(shown.includes('buyers')).toBe(filled('buyers'));
    // Newer CDB tenders carry the cause as causeDetails.code.
    const cause = cdb.cause ?? (cdb.causeDetails as { code?: unknown } | undefined)?.code;
    expect(shown.includes('negotiation')).toBe(typeof cause === 'string' && cause !== '');
    expect(shown.includes('payment')).toBe(filled('milestones'));
    expect(shown.includes('documents')).toBe(filled('documents'));
    expect(shown.includes('exclusion')).toBe(hasCriterion('CRITERION.EXCLUSION'));
    expect(shown.includes('language')).toBe(hasCriterion('CRITERION.OTHER.BID.LANGUAGE'));
    expect(shown.includes('submitProposal')).toBe(
      cdb.status === 'active.tendering' || cdb.status === 'active.enquiries',
    );
    expect(shown).toEqual(PURCHASE_SECTIONS.filter((section) => shown.includes(section)));
  });
});
