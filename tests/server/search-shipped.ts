/**
 * The fields of the shipped tenders that searches read (shippedTenders<RawTender>() of
 * tests/support/shipped-cdb.ts), and helpers to compute what a search must find from them.
 */

export interface RawParty {
  name?: string;
  identifier?: { id?: string; legalName?: string };
  address?: { region?: string };
}

export interface RawPeriod {
  startDate?: string;
  endDate?: string;
}

export interface RawTender {
  id: string;
  tenderID: string;
  dateModified: string;
  dateCreated?: string;
  date?: string;
  noticePublicationDate?: string;
  title?: string;
  title_en?: string;
  description?: string;
  description_en?: string;
  lots?: { title?: string; title_en?: string }[];
  status?: string;
  procurementMethodType?: string;
  procurementMethodRationale?: string;
  mainProcurementCategory?: string;
  awardCriteria?: string;
  value?: { amount: number; currency: string };
  minValue?: { amount: number; currency: string };
  procuringEntity?: RawParty;
  buyers?: RawParty[];
  funders?: RawParty[];
  bids?: { tenderers?: RawParty[] }[];
  awards?: { suppliers?: RawParty[] }[];
  items?: { description?: string; description_en?: string; classification?: { id?: string } }[];
  milestones?: { code?: string }[];
  criteria?: { classification?: { id?: string } }[];
  enquiryPeriod?: RawPeriod;
  tenderPeriod?: RawPeriod;
  auctionPeriod?: RawPeriod;
  awardPeriod?: RawPeriod;
  qualificationPeriod?: RawPeriod;
  /** 'test' on sandbox objects and documentation examples (data/SOURCES.md). */
  mode?: string;
}

export const codesOf = (parties: RawParty[] | undefined): string[] =>
  (parties ?? []).map((party) => party.identifier?.id ?? '');

export const valueOf = (tender: RawTender): { amount: number; currency: string } | undefined =>
  tender.value ?? tender.minValue;

export const itemCodes = (tender: RawTender): string[] =>
  (tender.items ?? []).map((item) => item.classification?.id ?? '');

/** Whether a CDB period (one date: that instant) meets the half-open range [from, to). */
export const periodMeets = (period: RawPeriod | undefined, from: string, to: string): boolean => {
  const start = period?.startDate ?? period?.endDate;
  if (start === undefined) return false;
  const end = period?.endDate ?? start;
  return Date.parse(start) < Date.parse(to) && Date.parse(end) >= Date.parse(from);
};

export const publishedOf = (tender: RawTender): number =>
  Date.parse(tender.noticePublicationDate ?? tender.dateCreated ?? tender.date ?? '');

/** The ids of the tenders a predicate keeps, sorted. */
export const idsWhere = (tenders: RawTender[], keep: (tender: RawTender) => boolean): string[] =>
  tenders
    .filter(keep)
    .map((tender) => tender.id)
    .sort();

/** The shipped tenders a search finds without mode=test: those not marked as test data. */
export const realTenders = (tenders: RawTender[]): RawTender[] =>
  tenders.filter((tender) => tender.mode !== 'test');

export const idsOf = (objects: readonly { id: string }[]): string[] =>
  objects.map((object) => object.id).sort();
