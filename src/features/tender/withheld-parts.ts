import { noRequirementResponses } from '../../../contract/criteria';
import type { Criterion } from '../../../contract/criteria';
import type { Bid, Document, LotValue, Organization, Tender } from '../../../contract/tender';
import { queryOpens } from '../../components/ui/accordion/accordion-link';
import { criterionAnchor } from './model/criteria/criteria-modes';
import type { CriteriaModeId } from './model/criteria/criteria-modes';

/**
 * What a page rendered on the server says of the part of the tender it carries: closed bids and
 * criteria come without their bodies; `opened` names those its query opened, which it carries.
 */
export interface PartialTender {
  opened: string[];
}

/** A page's tender without what its first render does not show. */
export interface TenderWithheld {
  tender: Tender;
  partial: PartialTender;
}

/**
 * A document without the fields no page shows: its checksums, format, type and language, and its
 * first publication when it has a later edit (a version is dated by its newest edit).
 */
const shownOf = (document: Document): Document => {
  const shown = { ...document };
  delete shown.description;
  delete shown.format;
  delete shown.documentType;
  delete shown.language;
  if (shown.dateModified !== undefined) delete shown.datePublished;
  return shown;
};

const shownDocuments = <T extends { documents: Document[] }>(owner: T): T => ({
  ...owner,
  documents: owner.documents.map(shownOf),
});

/** A price without the bidder's own auction link, which no page shows. */
const shownLotValue = (lotValue: LotValue): LotValue => {
  const shown = { ...lotValue };
  delete shown.participationUrl;
  return shown;
};

/** What a bid shows when opened: its documents as shown, its decisions' as well. */
const shownBid = (bid: Bid): Bid => {
  const shown = {
    ...bid,
    lotValues: bid.lotValues.map(shownLotValue),
    publicDocuments: bid.publicDocuments.map(shownOf),
    confidentialDocuments: bid.confidentialDocuments.map(shownOf),
    qualifications: bid.qualifications.map(shownDocuments),
  };
  delete shown.participationUrl;
  return shown;
};

/** A bidder as a bid's header and the other sections name it: its names and its code. */
const namedOnly = ({ name, name_en, identifier }: Organization): Organization =>
  name_en === undefined ? { name, identifier } : { name, name_en, identifier };

/**
 * What a bid's accordion shows only when opened: its documents, its answers to criteria, the
 * bidder's address and contacts, its subcontractors, parameters and antimonopoly records.
 */
const withoutBidBody = (bid: Bid): Bid => {
  const header = {
    ...bid,
    tenderers: bid.tenderers.map(namedOnly),
    parameters: [],
    blacklistedSuppliers: [],
    publicDocuments: [],
    confidentialDocuments: [],
    requirementResponses: noRequirementResponses(),
  };
  delete header.subcontractingDetails;
  return header;
};

/** A criterion's header, its title: the rest shows only when it is opened. */
const withoutCriterionBody = ({ id, title }: Criterion): Criterion => ({
  id,
  title,
  legislation: [],
  requirementGroups: [],
});

/** The tender's lists of criteria each section shows, by the section's accordion id prefix. */
const CRITERIA_LISTS = [
  ['language', 'active', 'languageCriteria'],
  ['guarantee', 'active', 'activeGuaranteeCriteria'],
  ['guarantee', 'history', 'historicalGuaranteeCriteria'],
  ['lifeCycleCost', 'active', 'activeLifeCycleCostCriteria'],
  ['lifeCycleCost', 'history', 'historicalLifeCycleCostCriteria'],
  ['exclusion', 'active', 'activeExclusionCriteria'],
  ['exclusion', 'history', 'historicalExclusionCriteria'],
] as const satisfies readonly (readonly [string, CriteriaModeId, keyof Tender])[];

type CriteriaList = (typeof CRITERIA_LISTS)[number];

/** The accordion ids of a list's criteria, in its order. */
const criterionIds = (tender: Tender, [section, mode, field]: CriteriaList): string[] =>
  tender[field].map((criterion, index) =>
    criterionAnchor(`criterion-${section}`, mode, criterion, index),
  );

/** The ids of the accordions whose bodies a page may leave out: every bid and every criterion. */
const withholdable = (tender: Tender): Set<string> =>
  new Set([
    ...tender.bids.map((bid) => bid.id),
    ...CRITERIA_LISTS.flatMap((list) => criterionIds(tender, list)),
  ]);

const withholdableOf = new WeakMap<Tender, Set<string>>();

/** Whether a page that carried part of `tender` left the body of the accordion `id` out. */
export function isWithheld(tender: Tender, partial: PartialTender, id: string): boolean {
  let ids = withholdableOf.get(tender);
  if (!ids) {
    ids = withholdable(tender);
    withholdableOf.set(tender, ids);
  }
  return ids.has(id) && !partial.opened.includes(id);
}

/**
 * The tender as a page rendered on the server carries it: a closed bid or criterion (one the
 * query's `open` does not name) without its body, no criteria the page does not show (the
 * language criteria's history, the other criteria: items carry their own), and documents
 * without the fields no page shows. Those bodies are most of a long tender's weight; the page
 * links each closed one to the address that opens it, and the whole record follows once the
 * page has settled.
 */
export function withholdClosedParts(tender: Tender, search: URLSearchParams): TenderWithheld {
  const bidOpened = tender.bids.some((bid) => queryOpens(search, bid.id));
  const opened: string[] = [];
  /** `whole` when `isOpen`, noted as opened; else its header. */
  const part = <T>(id: string, isOpen: boolean, whole: T, header: (whole: T) => T): T => {
    if (!isOpen) return header(whole);
    opened.push(id);
    return whole;
  };
  const bids = tender.bids.map((bid) =>
    shownBid(part(bid.id, queryOpens(search, bid.id), bid, withoutBidBody)),
  );
  // An opened bid's answers are labelled with the tender's criteria: it carries them all.
  const criteria = Object.fromEntries(
    CRITERIA_LISTS.map((list) => {
      const ids = criterionIds(tender, list);
      return [
        list[2],
        tender[list[2]].map((criterion, index) => {
          const id = ids[index] ?? '';
          return part(id, bidOpened || queryOpens(search, id), criterion, withoutCriterionBody);
        }),
      ];
    }),
  );
  const unshownCriteria = bidOpened
    ? {}
    : {
        historicalLanguageCriteria: tender.historicalLanguageCriteria.map(withoutCriterionBody),
        activeOtherCriteria: [],
        historicalOtherCriteria: [],
      };
  return {
    tender: {
      ...tender,
      ...criteria,
      ...unshownCriteria,
      documents: tender.documents.map(shownOf),
      items: tender.items.map(shownDocuments),
      awards: tender.awards.map(shownDocuments),
      cancellations: tender.cancellations.map(shownDocuments),
      contracts: tender.contracts.map(shownDocuments),
      bidderQualifications: tender.bidderQualifications.map((bidder) => ({
        ...bidder,
        qualifications: bidder.qualifications.map(shownDocuments),
      })),
      bids,
    },
    partial: { opened },
  };
}
