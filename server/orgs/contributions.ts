/**
 * What one tender adds to the profiles of the organisations it names (migration 012): one row
 * per registry code and role. Pure; reads the untrusted CDB tender with the shared readers and
 * the red-flag lot helpers, so "a bid on a lot" means what it means for the flags.
 */
import type { OrgContact } from '../../contract/org.ts';
import type { OrgContribution } from '../db/org-tenders.ts';
import { bidsOn, lotsOf, procedureOf } from '../flags/lots.ts';
import {
  codeOf,
  compact,
  nameOf,
  num,
  rec,
  recordOf,
  recs,
  str,
  textOf,
  unique,
  type Json,
} from '../ingest/transform/read.ts';

/** Procedures without competition: the buyer names the supplier. */
export const NON_COMPETITIVE = new Set(['reporting', 'negotiation', 'negotiation.quick']);

const uah = (value: Json | undefined): number | undefined =>
  str(value, 'currency') === 'UAH' ? num(value, 'amount') : undefined;

const sum = (values: (number | undefined)[]): number =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The CPV group of the first item's classification: its first three digits, padded. */
export const cpvGroupOf = (cdb: Json): string | undefined => {
  for (const item of recs(cdb, 'items')) {
    const digits = /^\d{3}/.exec(textOf(rec(item, 'classification')?.id) ?? '');
    if (digits) return `${digits[0]}00000`;
  }
  return undefined;
};

const contactOf = (party: Json | undefined): OrgContact | null => {
  const point = rec(party, 'contactPoint');
  const address = rec(party, 'address');
  const addressText = ['postalCode', 'countryName', 'region', 'locality', 'streetAddress']
    .map((key) => textOf(address?.[key])?.trim())
    .filter((part): part is string => part !== undefined)
    .join(', ');
  const contact = compact<OrgContact>({
    name: textOf(point?.name)?.trim(),
    email: textOf(point?.email)?.trim(),
    telephone: textOf(point?.telephone)?.trim(),
    url: textOf(point?.url)?.trim(),
    address: addressText || undefined,
  });
  return Object.keys(contact).length > 0 ? contact : null;
};

/** The buyers of the search's buyer filter: the tender's buyers, else its procuring entity. */
const buyerPartiesOf = (cdb: Json): Json[] => {
  const buyers = recs(cdb, 'buyers');
  const entity = recordOf(cdb.procuringEntity);
  return buyers.length > 0 ? buyers : entity ? [entity] : [];
};

/** The registry codes of a bid's tenderers or an award's suppliers. */
const codesIn = (object: Json, key: string): string[] => unique(recs(object, key).map(codeOf));

interface TenderFacts {
  tenderId: string;
  year: number | null;
  dateModified: string;
  status: string;
  procurementMethodType: string;
  competitive: boolean;
  cpvGroup: string | null;
  expectedUah: number | null;
  flagCodes: string[];
}

/** What the buyer rows count of the lots: lots with bids, bids on them, single-bid lots, awards. */
const lotFigures = (cdb: Json) => {
  let lots = 0;
  let bids = 0;
  let singleBidLots = 0;
  for (const lot of lotsOf(cdb)) {
    const count = bidsOn(cdb, lot).length;
    if (count === 0) continue;
    lots += 1;
    bids += count;
    if (count === 1) singleBidLots += 1;
  }
  const awardedUah = sum(
    recs(cdb, 'awards')
      .filter((award) => str(award, 'status') === 'active')
      .map((award) => uah(rec(award, 'value'))),
  );
  return { lots, bids, singleBidLots, awardedUah };
};

/**
 * A bidder's or supplier's figures in the tender, per lot as its awards are: a bid on two lots
 * counts two (one bid per tender without lots).
 */
const bidderFigures = (cdb: Json, code: string) => {
  const isTheirs = (bid: Json) => codesIn(bid, 'tenderers').includes(code);
  const bids = recs(cdb, 'bids').filter(
    (bid) => !['draft', 'deleted', 'invalid'].includes(str(bid, 'status') ?? '') && isTheirs(bid),
  );
  const lotBids = sum(lotsOf(cdb).map((lot) => bidsOn(cdb, lot).filter(isTheirs).length));
  const bidIds = new Set(bids.map((bid) => str(bid, 'id')));
  const theirs = recs(cdb, 'awards').filter((award) => codesIn(award, 'suppliers').includes(code));
  const active = theirs.filter((award) => str(award, 'status') === 'active');
  const unsuccessfulQualifications = recs(cdb, 'qualifications').filter(
    (qualification) =>
      str(qualification, 'status') === 'unsuccessful' && bidIds.has(str(qualification, 'bidID')),
  );
  return {
    bids: lotBids,
    wins: active.length,
    awardedUah: sum(active.map((award) => uah(rec(award, 'value')))),
    disqualifications:
      theirs.filter((award) => str(award, 'status') === 'unsuccessful').length +
      unsuccessfulQualifications.length,
  };
};

/** The bidders and awarded suppliers, each code once with the name it first appears under. */
const sellersOf = (cdb: Json): Map<string, Json> => {
  const sellers = new Map<string, Json>();
  const parties = [
    ...recs(cdb, 'bids')
      .filter((bid) => !['draft', 'deleted', 'invalid'].includes(str(bid, 'status') ?? ''))
      .flatMap((bid) => recs(bid, 'tenderers')),
    ...recs(cdb, 'awards').flatMap((award) => recs(award, 'suppliers')),
  ];
  for (const party of parties) {
    const code = codeOf(party);
    if (code && !sellers.has(code)) sellers.set(code, party);
  }
  return sellers;
};

const yearOf = (instant: string | undefined): number | null => {
  const time = instant === undefined ? Number.NaN : Date.parse(instant);
  return Number.isNaN(time) ? null : new Date(time).getUTCFullYear();
};

/**
 * The rows a stored tender contributes: each buyer (as the search's buyer filter reads them),
 * the procuring entity when it buys for others, and each bidder or awarded supplier. A test
 * tender contributes none.
 */
export const orgContributions = (
  cdb: Json,
  tender: {
    id: string;
    status: string;
    dateModified: string;
    publishedAt?: string;
    expectedAmount: number | null;
    currency?: string;
    flagCodes: string[];
    isTest: boolean;
  },
): OrgContribution[] => {
  if (tender.isTest) return [];
  const procedure = procedureOf(cdb);
  const facts: TenderFacts = {
    tenderId: tender.id,
    year: yearOf(tender.publishedAt ?? tender.dateModified),
    dateModified: tender.dateModified,
    status: tender.status,
    procurementMethodType: procedure,
    competitive: !NON_COMPETITIVE.has(procedure),
    cpvGroup: cpvGroupOf(cdb) ?? null,
    expectedUah: tender.currency === 'UAH' ? tender.expectedAmount : null,
    flagCodes: tender.flagCodes,
  };
  const none = { awardedUah: 0, lots: 0, bids: 0, singleBidLots: 0, wins: 0, disqualifications: 0 };
  const rows: OrgContribution[] = [];
  const figures = lotFigures(cdb);
  const buyers = new Map<string, Json>();
  for (const party of buyerPartiesOf(cdb)) {
    const code = codeOf(party);
    if (code && !buyers.has(code)) buyers.set(code, party);
  }
  for (const [edrpou, party] of buyers) {
    rows.push({
      ...facts,
      ...none,
      ...figures,
      edrpou,
      role: 'buyer',
      name: nameOf(party)?.trim() ?? null,
      contact: contactOf(party),
    });
  }
  const entity = recordOf(cdb.procuringEntity);
  const entityCode = codeOf(entity);
  if (entityCode && !buyers.has(entityCode)) {
    rows.push({
      ...facts,
      ...none,
      ...figures,
      edrpou: entityCode,
      role: 'entity',
      name: nameOf(entity)?.trim() ?? null,
      contact: contactOf(entity),
    });
  }
  for (const [edrpou, party] of sellersOf(cdb)) {
    rows.push({
      ...facts,
      ...none,
      ...bidderFigures(cdb, edrpou),
      edrpou,
      role: 'bidder',
      name: nameOf(party)?.trim() ?? null,
      contact: contactOf(party),
    });
  }
  return rows;
};
