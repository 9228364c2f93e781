import { describe, expect, it } from 'vitest';
import { unwrapTender } from '../../../../server/ingest/cdb.ts';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import { list } from './cdb-json.ts';
import { shippedCdbTender } from '../../../support/shipped-cdb.ts';

const base = shippedCdbTender('UA-2024-01-10-005750-a');

describe('real-world variety', () => {
  it('transforms a huge tender (5,000 items, 5,000 documents) without dropping any', () => {
    const [item] = list(base, 'items');
    const [document] = list(base, 'documents');
    const huge = {
      ...base,
      items: Array.from({ length: 5000 }, (_, i) => ({ ...item, id: `item-${String(i)}` })),
      documents: Array.from({ length: 5000 }, (_, i) => ({
        ...document,
        id: `doc-${String(i % 2500)}`,
        dateModified: `2024-01-${String(10 + (i % 2)).padStart(2, '0')}T10:00:00+02:00`,
      })),
    };
    const tender = toPortalTender(huge);
    expect(tender.items).toHaveLength(5000);
    expect(tender.documents).toHaveLength(5000);
    expect(tender.documents.filter((d) => !d.isOlderVersion)).toHaveLength(2500);
  });

  it('survives missing optional fields, _ru fields, internal fields and +02/+03 offsets', () => {
    const sparse = {
      id: 'a'.repeat(32),
      tenderID: 'UA-2099-01-01-000001-a',
      dateModified: '2099-01-01T00:00:00+03:00',
      title_ru: 'Тендер',
      owner: 'broker',
      next_check: '2099-01-02T00:00:00+02:00',
      transfer_token: 'secret',
      tenderPeriod: {
        startDate: '2099-01-01T00:00:00+02:00',
        endDate: '2099-01-10T00:00:00+03:00',
      },
      items: [{ description_ru: 'x' }, 'not an item'],
      documents: [{ id: 'd', url: 'javascript:alert(1)', title: 'x' }],
      bids: [{ id: 'b', requirementResponses: [{ requirement: { id: 'nowhere' } }] }],
    };
    const tender = toPortalTender(unwrapTender(sparse));
    expect(tender.procurementMethodType).toBe('belowThreshold');
    expect(tender.title).toBe('');
    expect(tender.procuringEntityName).toBe('');
    expect(tender.tenderPeriodEndDate).toBe('2099-01-10T00:00:00+03:00');
    expect(tender.items).toHaveLength(1);
    expect(tender.documents[0]?.url).toBeUndefined();
    expect(tender.bids[0]?.requirementResponses.other).toHaveLength(1);
    expect(JSON.stringify(tender)).not.toMatch(/_ru|owner|next_check|secret/);
  });
});
