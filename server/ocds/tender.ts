/** The tender section of a release: the whole tender's, or narrowed to one lot. */
import type { OcdsBid, OcdsTender } from '../../contract/ocds.ts';
import type { Document, Lot, Tender } from '../../contract/tender.ts';
import { numberOfTenderers } from './bids.ts';
import {
  lotStatus,
  mainProcurementCategory,
  procurementMethod,
  tenderStatus,
} from './codelists.ts';
import { ocdsDocuments } from './documents.ts';
import { defined, nonEmpty } from './formats.ts';
import type { Parties } from './parties.ts';
import { ocdsItem, ocdsPeriod, ocdsValue } from './values.ts';

/** A document belongs to a lot's release unless it is another lot's or another lot's item's. */
const documentsOfLot = (tender: Tender, lot: Lot): Document[] => {
  const itemsElsewhere = new Set(
    tender.items.filter((item) => item.relatedLot !== lot.id).map((item) => item.id),
  );
  return tender.documents.filter((document) =>
    document.documentOf === 'lot'
      ? document.relatedItem === lot.id
      : document.documentOf !== 'item' || !itemsElsewhere.has(document.relatedItem ?? ''),
  );
};

export const ocdsTender = (
  tender: Tender,
  lot: Lot | undefined,
  bids: readonly OcdsBid[],
  parties: Parties,
): OcdsTender => {
  const items = lot ? tender.items.filter((item) => item.relatedLot === lot.id) : tender.items;
  const tenderers = new Map(
    bids.flatMap((bid) => bid.tenderers).map((tenderer) => [tenderer.id, tenderer]),
  );
  return defined({
    id: tender.id,
    title: tender.title || undefined,
    description: tender.description,
    status: lot ? lotStatus(lot.status, tender.status) : tenderStatus(tender.status),
    procuringEntity: parties.add(tender.procuringEntity, 'procuringEntity'),
    items: nonEmpty(items.map(ocdsItem)),
    value: ocdsValue(lot ? lot.value : tender.value),
    procurementMethod: procurementMethod(tender.procMethodType),
    procurementMethodDetails: tender.procurementMethodType,
    procurementMethodRationale: tender.procurementMethodRationale,
    mainProcurementCategory: mainProcurementCategory(tender.mainProcurementCategory),
    awardCriteria: tender.awardCriteria,
    tenderPeriod: ocdsPeriod(tender.tenderPeriod),
    enquiryPeriod: ocdsPeriod(tender.enquiryPeriod),
    awardPeriod: ocdsPeriod(tender.awardPeriod),
    numberOfTenderers: bids.length > 0 ? numberOfTenderers(bids) : undefined,
    tenderers: nonEmpty([...tenderers.values()]),
    documents: ocdsDocuments(lot ? documentsOfLot(tender, lot) : tender.documents),
    lots: lot
      ? [
          defined({
            id: lot.id,
            title: lot.title || undefined,
            description: lot.description,
            status: lotStatus(lot.status, tender.status),
            value: ocdsValue(lot.value),
          }),
        ]
      : undefined,
  });
};
