import type { Tender, TenderSearchHit } from '../../contract/tender.ts';
import type { CdbTender } from './cdb.ts';

/** Bump when the portal shape changes: stored tenders of an older version are re-transformed. */
export const TRANSFORM_VERSION = 1;

/** CDB fields that are bookkeeping, not procurement data. */
const INTERNAL_FIELDS = new Set(['owner', 'next_check', 'procuringEntityIdentifier']);

const withoutInternal = (tender: CdbTender): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tender).filter(([key]) => !INTERNAL_FIELDS.has(key) && !key.endsWith('_ru')),
  );

/** CDB tender → the portal's tender shape (spec §3). Pure. */
export const toPortalTender = (cdb: CdbTender): Tender => {
  const procuringEntity = cdb.procuringEntity ?? {};
  const procuringEntityName = procuringEntity.name ?? procuringEntity.identifier?.legalName ?? '';
  return {
    ...withoutInternal(cdb),
    id: cdb.id,
    tenderID: cdb.tenderID,
    title: cdb.title ?? '',
    status: cdb.status ?? '',
    procurementMethodType: cdb.procurementMethodType || 'belowThreshold',
    // ESCO tenders carry the expected value as minValue.
    value: cdb.value ?? cdb.minValue,
    procuringEntity: {
      ...procuringEntity,
      name: procuringEntityName,
      identifier: { ...procuringEntity.identifier, id: procuringEntity.identifier?.id ?? '' },
    },
    procuringEntityName,
    tenderPeriodEndDate: cdb.tenderPeriod?.endDate,
    enquiryPeriodEndDate: cdb.enquiryPeriod?.endDate,
    complaintPeriodEndDate: cdb.complaintPeriod?.endDate,
    auctionStartDate: cdb.auctionPeriod?.startDate,
    items: (cdb.items ?? []) as Tender['items'],
    documents: (cdb.documents ?? []) as Tender['documents'],
    dateModified: cdb.dateModified,
  };
};

/** The search result row of a tender. */
export const toTenderHit = (tender: Tender): TenderSearchHit => ({
  id: tender.id,
  tenderID: tender.tenderID,
  title: tender.title,
  title_en: tender.title_en,
  status: tender.status,
  procurementMethodType: tender.procurementMethodType,
  value: tender.value,
  procuringEntityName: tender.procuringEntityName,
  procuringEntityId: tender.procuringEntity.identifier.id || undefined,
  tenderPeriodEndDate: tender.tenderPeriodEndDate,
  dateModified: tender.dateModified,
});

/** Lower-cased text that text search matches: ids, titles, descriptions, customer name and code. */
export const toSearchText = (tender: Tender): string =>
  [
    tender.tenderID,
    tender.title,
    tender.title_en,
    tender.description,
    tender.procuringEntityName,
    tender.procuringEntity.identifier.id,
    ...tender.items.flatMap((item) => [item.description, item.description_en]),
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' \n ')
    .toLowerCase();
