import type { Lang } from '../../../../contract/api';
import type { Tender } from '../../../../contract/tender';
import { formatDateTime, formatMoney, orDash } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import { describeFacts } from '../../../lib/page-head';
import type { LabelFn } from '../../../lib/use-reference-data';
import { tenderOutcome } from './head/outcome';
import type { TenderOutcomeView } from './head/outcome';

/** The page design this one replaces (a link returns to it). */
export const OLD_DESIGN_URL = 'https://prozorro.gov.ua/tender/';

export interface TenderHeadView {
  title: string;
  tenderID: string;
  oldDesignUrl: string;
  status: { code: string; label: string };
  procedureType: string;
  /** procurementMethodType, the glossary entry the label opens. */
  procedureCode: string;
  /** The tender's own last change: what a saved copy is as fresh as. */
  asOf: { iso: string; text: string };
  customer: string;
  /** The customer's registry code: its name links to its profile. */
  customerCode: string | undefined;
  /** Undefined when the tender states none (ESCO minValue and reporting values of 0). */
  expectedValue: string | undefined;
  outcome: TenderOutcomeView;
}

/**
 * The expected value as published, a real 0 included (reports of contracts often carry 0).
 * A negative one is not a value, nor an ESCO tender's minValue of 0 (its price is the energy
 * savings).
 */
function expectedValue(tender: Tender, lang: Lang): string | undefined {
  const { value } = tender;
  if (!value || !Number.isFinite(value.amount) || value.amount < 0) return undefined;
  if (tender.procurementMethodType === 'esco' && value.amount === 0) return undefined;
  return formatMoney(value, lang, { vat: true });
}

function customerName(tender: Tender, lang: Lang): string {
  const entity = tender.procuringEntity;
  const english = entity.name_en ?? entity.identifier.legalName_en;
  return pickLocalized(tender.procuringEntityName || entity.name, english, lang);
}

/** The page head: what the tender is, where it stands, its key figures (issue 10). */
export function toTenderHead(tender: Tender, lang: Lang, label: LabelFn): TenderHeadView {
  return {
    title: orDash(pickLocalized(tender.title, tender.title_en, lang)),
    tenderID: tender.tenderID,
    oldDesignUrl: `${OLD_DESIGN_URL}${encodeURIComponent(tender.tenderID)}`,
    status: { code: tender.status, label: label('tender_statuses', tender.status) },
    procedureType: label('procurement_method_types', tender.procurementMethodType),
    procedureCode: tender.procurementMethodType,
    asOf: { iso: tender.dateModified, text: formatDateTime(tender.dateModified, lang) },
    customer: orDash(customerName(tender, lang)),
    customerCode: tender.procuringEntity.identifier.id.trim() || undefined,
    expectedValue: expectedValue(tender, lang),
    outcome: tenderOutcome(tender, lang),
  };
}

/** The words of a tender's description: the summary's own labels. */
export interface TenderDescriptionLabels {
  customer: string;
  status: string;
  expectedValue: string;
}

/** What a shared link to the tender says of it: its buyer, status and expected value. */
export function toTenderDescription(head: TenderHeadView, labels: TenderDescriptionLabels): string {
  return describeFacts([
    [labels.customer, head.customer],
    [labels.status, head.status.label],
    [labels.expectedValue, head.expectedValue],
  ]);
}
