import type { Lang } from '../../../../contract/api';
import type { Tender, Value } from '../../../../contract/tender';
import type { MoneyValue } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';

export interface TenderResultValue {
  /** 'contract' when some contract is active, else 'award' when some award is active. */
  kind: 'contract' | 'award';
  value: MoneyValue;
}

export interface TenderSummaryView {
  title: string;
  tenderID: string;
  customerName: string;
  customerId: string | undefined;
  status: string;
  procurementMethodType: string;
  expectedValue: MoneyValue | undefined;
  result: TenderResultValue | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isValue = (value: unknown): value is Value =>
  isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string';

/** The values of the active entries of an awards/contracts list (untyped upstream data). */
export function activeValues(list: unknown): Value[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    isObject(entry) && entry.status === 'active' && isValue(entry.value) ? [entry.value] : [],
  );
}

/**
 * The sum of values in one currency (lots give one award each). Undefined when there are
 * none or the currencies differ. VAT is included only when it is included in all of them.
 */
export function sumValues(values: readonly Value[]): MoneyValue | undefined {
  const [first] = values;
  if (!first || values.some((value) => value.currency !== first.currency)) return undefined;
  const cents = values.reduce((total, value) => total + Math.round(value.amount * 100), 0);
  return {
    amount: cents / 100,
    currency: first.currency,
    valueAddedTaxIncluded: values.every((value) => value.valueAddedTaxIncluded === true),
  };
}

/** What the tender ended with: the active contracts' total, else the active awards' total. */
export function resultValue(tender: Tender): TenderResultValue | undefined {
  const contract = sumValues(activeValues(tender.contracts));
  if (contract) return { kind: 'contract', value: contract };
  const award = sumValues(activeValues(tender.awards));
  return award ? { kind: 'award', value: award } : undefined;
}

export function toTenderSummary(tender: Tender, lang: Lang): TenderSummaryView {
  const entity = tender.procuringEntity;
  const customerEn = entity.name_en ?? entity.identifier.legalName_en;
  return {
    title: pickLocalized(tender.title, tender.title_en, lang),
    tenderID: tender.tenderID,
    customerName: pickLocalized(tender.procuringEntityName || entity.name, customerEn, lang),
    customerId: entity.identifier.id || undefined,
    status: tender.status,
    procurementMethodType: tender.procurementMethodType,
    expectedValue: tender.value,
    result: resultValue(tender),
  };
}
