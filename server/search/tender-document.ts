import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { CdbTender } from '../ingest/cdb.ts';
import { cpvDigits, cpvPrefixes } from './cpv.ts';
import { periodRange } from './period-range.ts';
import { placeRegion } from '../ingest/transform/region.ts';
import {
  codeOf,
  instantOf,
  nameOf,
  recordOf,
  recordsOf,
  textOf,
  unique,
} from '../ingest/transform/read.ts';

/** What search stores of a tender besides its portal shape: the columns of 003-search.sql. */
interface TenderSearchDocument {
  hit: TenderHit;
  searchText: string;
  searchCodes: string;
  publishedAt: string | undefined;
  buyerIds: string[];
  tendererIds: string[];
  funderIds: string[];
  cpvCodes: string[];
  cpvPrefixes: string[];
  region: string | undefined;
  procRationale: string | undefined;
  awardCriteria: string | undefined;
  milestoneCodes: string[];
  mainCategory: string | undefined;
  localShare: number | undefined;
  periods: Record<'enquiry' | 'tender' | 'auction' | 'award' | 'qualification', string | null>;
}

/** Ids, titles and parties come first; a huge tender's last item descriptions may be cut, as a
 * tsvector holds at most 1 MB. */
const MAX_SEARCH_TEXT = 100_000;

const LOCAL_ORIGIN_CRITERION = 'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.LOCAL_ORIGIN_LEVEL';

/** The publication date: the notice's, else the creation date, else the tender's date. */
const publicationDateOf = (cdb: CdbTender): string | undefined =>
  instantOf(cdb.noticePublicationDate) ?? instantOf(cdb.dateCreated) ?? instantOf(cdb.date);

/** Bidders and, where there are no bids (negotiation, reporting), the awarded suppliers. */
const tenderersOf = (cdb: CdbTender): unknown[] => [
  ...recordsOf(cdb.bids).flatMap((bid) => recordsOf(bid.tenderers)),
  ...recordsOf(cdb.awards).flatMap((award) => recordsOf(award.suppliers)),
];

/** Everyone a tender names: the procuring entity, the buyers, the bidders and suppliers. */
const partiesOf = (cdb: CdbTender): unknown[] => [
  cdb.procuringEntity,
  ...recordsOf(cdb.buyers),
  ...tenderersOf(cdb),
];

/** The customers: the buyers of a centralised purchase, else the procuring entity. */
const buyersOf = (cdb: CdbTender): unknown[] => {
  const buyers = recordsOf(cdb.buyers);
  return buyers.length > 0 ? buyers : [cdb.procuringEntity];
};

const itemCpvDigits = (cdb: CdbTender): string[] =>
  unique(
    recordsOf(cdb.items).map((item) => {
      const id = textOf(recordOf(item.classification)?.id);
      return id === undefined ? undefined : cpvDigits(id);
    }),
  );

/** The highest local-origin share a tender's requirements ask for, in percent. */
const localShareOf = (cdb: CdbTender): number | undefined => {
  const shares = recordsOf(cdb.criteria)
    .filter((criterion) => recordOf(criterion.classification)?.id === LOCAL_ORIGIN_CRITERION)
    .flatMap((criterion) => recordsOf(criterion.requirementGroups))
    .flatMap((group) => recordsOf(group.requirements))
    .flatMap((requirement) => [requirement.minValue, requirement.expectedValue])
    .map(Number)
    .filter((share) => Number.isFinite(share));
  return shares.length > 0 ? Math.max(...shares) : undefined;
};

/**
 * Ends the titles in the search text: the vector gives the words before it weight A
 * (migration 015), which the relevance sort ranks by.
 */
const TITLE_END = '\f';

/** Where a party is: its town. */
const townOf = (party: unknown): string | undefined =>
  textOf(recordOf(recordOf(party)?.address)?.locality);

/**
 * Lower-cased text that text search matches: the titles, then (after TITLE_END) ids,
 * descriptions, parties (the buyers' towns too), lots and items with their codes.
 */
const toSearchText = (cdb: CdbTender, tender: Tender): string => {
  const items = recordsOf(cdb.items);
  const titles = unique([tender.title, textOf(cdb.title_en)]);
  const rest = unique([
    tender.tenderID,
    textOf(cdb.description),
    textOf(cdb.description_en),
    tender.procuringEntityName,
    ...partiesOf(cdb).flatMap((party) => [
      nameOf(party),
      textOf(recordOf(party)?.name_en),
      codeOf(party),
    ]),
    ...buyersOf(cdb).map(townOf),
    ...recordsOf(cdb.lots).flatMap((lot) => [textOf(lot.title), textOf(lot.title_en)]),
    ...items.flatMap((item) => {
      const classification = recordOf(item.classification);
      return [
        textOf(item.description),
        textOf(item.description_en),
        textOf(classification?.id),
        textOf(classification?.description),
      ];
    }),
  ]).filter((text) => !titles.includes(text));
  return `${titles.join(' \n ').replaceAll(TITLE_END, ' ')} ${TITLE_END} ${rest.join(' \n ')}`
    .slice(0, MAX_SEARCH_TEXT)
    .toLowerCase();
};

/** Lower-cased codes that text with a digit may match a part of: the tenderID, the parties'
 * registry codes and the items' CPV codes. */
const toSearchCodes = (cdb: CdbTender, tender: Tender): string => {
  return unique([
    tender.tenderID,
    ...partiesOf(cdb).map(codeOf),
    ...recordsOf(cdb.items).map((item) => textOf(recordOf(item.classification)?.id)),
  ])
    .join(' ')
    .toLowerCase();
};

/** The search result row of a tender. */
const toTenderHit = (tender: Tender, datePublished?: string): TenderHit => ({
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
  datePublished,
  mainProcurementCategory: tender.mainProcurementCategory,
  mode: tender.mode,
});

/** Everything the search columns hold, from the raw CDB tender and its portal shape. Pure. */
export const toTenderSearchDocument = (cdb: CdbTender, tender: Tender): TenderSearchDocument => {
  const publishedAt = publicationDateOf(cdb);
  const cpvCodes = itemCpvDigits(cdb);
  return {
    hit: toTenderHit(tender, publishedAt),
    searchText: toSearchText(cdb, tender),
    searchCodes: toSearchCodes(cdb, tender),
    publishedAt,
    buyerIds: unique(buyersOf(cdb).map(codeOf)),
    tendererIds: unique(tenderersOf(cdb).map(codeOf)),
    funderIds: unique(recordsOf(cdb.funders).map(codeOf)),
    cpvCodes,
    cpvPrefixes: unique(cpvCodes.flatMap(cpvPrefixes)),
    region: placeRegion(textOf(recordOf(recordOf(cdb.procuringEntity)?.address)?.region)),
    procRationale: textOf(cdb.procurementMethodRationale),
    awardCriteria: textOf(cdb.awardCriteria),
    milestoneCodes: unique(recordsOf(cdb.milestones).map((milestone) => textOf(milestone.code))),
    mainCategory: textOf(cdb.mainProcurementCategory),
    localShare: localShareOf(cdb),
    periods: {
      enquiry: periodRange(cdb.enquiryPeriod),
      tender: periodRange(cdb.tenderPeriod),
      auction: periodRange(cdb.auctionPeriod),
      award: periodRange(cdb.awardPeriod),
      qualification: periodRange(cdb.qualificationPeriod),
    },
  };
};
