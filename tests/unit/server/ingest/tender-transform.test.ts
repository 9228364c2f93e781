import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../contract/tender.ts';
import { criterionKind } from '../../../../server/ingest/transform/criteria.ts';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import { shippedCdbTenderFiles } from '../../../support/shipped-cdb.ts';
import { list } from './cdb-json.ts';

const tenders = shippedCdbTenderFiles().map(({ file, cdb }) => ({
  file,
  cdb,
  tender: toPortalTender(cdb),
}));

const CRITERIA_LISTS = [
  ['exclusion', 'activeExclusionCriteria', 'historicalExclusionCriteria'],
  ['guarantee', 'activeGuaranteeCriteria', 'historicalGuaranteeCriteria'],
  ['lifeCycleCost', 'activeLifeCycleCostCriteria', 'historicalLifeCycleCostCriteria'],
  ['language', 'languageCriteria', 'historicalLanguageCriteria'],
  ['other', 'activeOtherCriteria', 'historicalOtherCriteria'],
] as const satisfies readonly (readonly [string, keyof Tender, keyof Tender])[];

const text = (o: unknown, key: string): string | undefined => {
  const value = (o as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};
const period = (o: unknown, key: string): unknown => (o as Record<string, unknown>)[key];

describe('toPortalTender on every shipped tender', () => {
  it('covers every procedure type shipped', () => {
    const types = new Set(tenders.map(({ tender }) => tender.procurementMethodType));
    expect(types.size).toBeGreaterThanOrEqual(18);
    expect(tenders.length).toBe(173);
  });

  it.each(tenders)('$file: keeps identity and derives the header fields', ({ cdb, tender }) => {
    expect(tender.id).toBe(cdb.id);
    expect(tender.tenderID).toBe(cdb.tenderID);
    expect(tender.dateModified).toBe(cdb.dateModified);
    expect(tender.procurementMethodType).toBe(
      text(cdb, 'procurementMethodType') ?? 'belowThreshold',
    );
    const entity = cdb.procuringEntity as Record<string, unknown> | undefined;
    const name = text(entity, 'name');
    if (name) expect(tender.procuringEntityName).toBe(name);
    expect(tender.tenderPeriodEndDate).toBe(text(period(cdb, 'tenderPeriod'), 'endDate'));
    expect(tender.enquiryPeriodEndDate).toBe(text(period(cdb, 'enquiryPeriod'), 'endDate'));
    expect(tender.complaintPeriodEndDate).toBe(text(period(cdb, 'complaintPeriod'), 'endDate'));
    const auction = text(period(cdb, 'auctionPeriod'), 'startDate');
    const lotStarts = list(cdb, 'lots')
      .map((lot) => text(lot.auctionPeriod, 'startDate'))
      .filter((d): d is string => d !== undefined);
    if (auction) expect(tender.auctionStartDate).toBe(auction);
    else if (lotStarts.length > 0) expect(lotStarts).toContain(tender.auctionStartDate);
    else expect(tender.auctionStartDate).toBeUndefined();
  });

  it.each(tenders)('$file: never leaks internal or _ru fields', ({ tender }) => {
    const json = JSON.stringify(tender);
    expect(json).not.toMatch(/"(owner|next_check|transfer|transfer_token|tender_token|_ru)"/);
    expect(json).not.toMatch(/_ru":/);
    expect(json).not.toMatch(/"url":"(?!https?:)/i);
  });

  it.each(tenders)(
    '$file: splits the criteria into exactly the CDB criteria',
    ({ cdb, tender }) => {
      const cdbCriteria = list(cdb, 'criteria');
      const seen = new Map<string, string>();
      for (const [kind, active, historical] of CRITERIA_LISTS) {
        for (const key of [active, historical]) {
          for (const criterion of tender[key]) {
            expect(criterionKind(criterion.classification?.id)).toBe(kind);
            const earlier = seen.get(criterion.id);
            if (earlier) expect(earlier).toBe(kind);
            seen.set(criterion.id, kind);
            for (const group of criterion.requirementGroups) {
              for (const requirement of group.requirements) {
                if (key === active) expect(requirement.status).not.toBe('cancelled');
              }
            }
          }
        }
      }
      expect([...seen.keys()].sort()).toEqual(cdbCriteria.map((c) => text(c, 'id')).sort());
    },
  );

  it.each(tenders)(
    '$file: marks exactly one current version per document id',
    ({ cdb, tender }) => {
      const lists = [
        tender.documents,
        ...tender.bids.flatMap((bid) => [bid.publicDocuments, bid.confidentialDocuments]),
        ...tender.awards.map((award) => award.documents),
        ...tender.cancellations.map((c) => c.documents),
      ];
      for (const documents of lists) {
        const current = new Map<string, number>();
        for (const document of documents) {
          if (!document.isOlderVersion)
            current.set(document.id, (current.get(document.id) ?? 0) + 1);
        }
        expect(new Set(documents.map((d) => d.id)).size).toBe(current.size);
        expect([...current.values()].every((n) => n === 1)).toBe(true);
      }
      expect(tender.documents.length).toBe(list(cdb, 'documents').length);
    },
  );

  it.each(tenders)(
    '$file: derives featurePrice, contractAppeal and bid parts',
    ({ cdb, tender }) => {
      expect(tender.featurePrice.price).toBeGreaterThanOrEqual(0);
      expect(tender.featurePrice.price).toBeLessThanOrEqual(1);
      if (tender.features.length === 0) expect(tender.featurePrice.price).toBe(1);
      if (!tender.procurementMethodType.startsWith('negotiation')) {
        expect(tender.contractAppeal).toBeUndefined();
      }
      for (const [index, bid] of tender.bids.entries()) {
        const raw = list(cdb, 'bids')[index];
        const rawResponses = list(raw, 'requirementResponses').length;
        const grouped = Object.values(bid.requirementResponses).flat().length;
        expect(grouped).toBe(rawResponses);
        expect(bid.blacklistedSuppliers).toEqual([]);
        expect(bid.confidentialDocuments.every((d) => d.confidentiality === 'buyerOnly')).toBe(
          true,
        );
        expect(bid.confidentialDocuments.every((d) => d.url === undefined)).toBe(true);
        expect(bid.publicDocuments.every((d) => d.confidentiality !== 'buyerOnly')).toBe(true);
      }
      for (const record of tender.bidderQualifications) {
        expect(record.qualifications.length).toBeGreaterThan(0);
        expect(record.status).toBe(record.qualifications[0]?.status);
      }
      const qualified = new Set(list(cdb, 'qualifications').map((q) => text(q, 'bidID')));
      expect(tender.bidderQualifications.map((r) => r.id).sort()).toEqual(
        tender.bids
          .filter((bid) => qualified.has(bid.id))
          .map((bid) => bid.id)
          .sort(),
      );
      expect(tender.tabCounters.lots).toBe(list(cdb, 'lots').length);
    },
  );
});
