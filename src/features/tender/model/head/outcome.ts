import type { Lang } from '../../../../../contract/api';
import type { Award, Tender, TenderContract, Value } from '../../../../../contract/tender';
import { EM_DASH, formatMoney } from '../../../../lib/format';
import type { MoneyValue } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';

/** Whose figures the outcome shows: the signed contracts', else the winning offers'. */
export type OutcomeBasis = 'contract' | 'award';

export interface WinnerView {
  name: string;
  value: string;
}

/**
 * What the tender ended with, as far as it is true:
 * - `none`: no winner (none yet, or the tender was cancelled or did not take place);
 * - `single`: one winner;
 * - `lots`: a winner on each of some lots, with the total when the offers share a currency;
 * - `framework`: several winners of one framework agreement, each with their own offer.
 */
export type TenderOutcomeView =
  | { kind: 'none' }
  | { kind: 'single'; basis: OutcomeBasis; value: string }
  | {
      kind: 'lots';
      basis: OutcomeBasis;
      /** Lots with a winner, of all the tender's lots. */
      won: number;
      lots: number;
      /** Undefined when the offers are in different currencies: the winners show instead. */
      total: string | undefined;
      winners: WinnerView[];
    }
  | { kind: 'framework'; basis: OutcomeBasis; winners: WinnerView[] };

const NO_WINNER_STATUSES = new Set(['unsuccessful', 'cancelled']);
const CLOSED_LOT_STATUSES = new Set(['unsuccessful', 'cancelled']);

interface Winner {
  award: Award;
  value: Value | undefined;
}

/** The active awards of lots still in play; none when the tender itself has no winner. */
export function winningAwards(tender: Tender): Award[] {
  if (NO_WINNER_STATUSES.has(tender.status) || tender.status.startsWith('draft')) return [];
  const closedLots = new Set(
    tender.lots.filter((lot) => CLOSED_LOT_STATUSES.has(lot.status ?? '')).map((lot) => lot.id),
  );
  return tender.awards.filter(
    (award) => award.status === 'active' && !closedLots.has(award.lotID ?? ''),
  );
}

const activeContractOf = (contracts: readonly TenderContract[], award: Award) =>
  contracts.find((contract) => contract.status === 'active' && contract.awardID === award.id);

/** The total of values in one currency, to the cent; undefined when currencies differ. */
export function sumValues(values: readonly (Value | undefined)[]): MoneyValue | undefined {
  const known = values.filter((value): value is Value => value !== undefined);
  const [first] = known;
  if (!first || known.length < values.length) return undefined;
  if (known.some((value) => value.currency !== first.currency)) return undefined;
  const cents = known.reduce((total, value) => total + Math.round(value.amount * 100), 0);
  return {
    amount: cents / 100,
    currency: first.currency,
    valueAddedTaxIncluded: known.every((value) => value.valueAddedTaxIncluded === true),
  };
}

function supplierName(award: Award, lang: Lang): string {
  const supplier = award.suppliers[0];
  if (!supplier) return EM_DASH;
  const uk = supplier.identifier.legalName || supplier.name;
  const en = supplier.identifier.legalName_en || supplier.name_en;
  return uk ? pickLocalized(uk, en, lang) : EM_DASH;
}

const isFramework = (tender: Tender, winners: readonly Winner[]): boolean => {
  if (tender.procurementMethodType === 'closeFrameworkAgreementUA') return true;
  const lots = winners.map(({ award }) => award.lotID ?? '');
  return new Set(lots).size < lots.length;
};

/** The outcome of a tender from its awards and contracts (issue 10: no sum of rival offers). */
export function tenderOutcome(tender: Tender, lang: Lang): TenderOutcomeView {
  const awards = winningAwards(tender);
  if (awards.length === 0) return { kind: 'none' };
  const contracts = awards.map((award) => activeContractOf(tender.contracts, award));
  const basis: OutcomeBasis = contracts.every(Boolean) ? 'contract' : 'award';
  const winners: Winner[] = awards.map((award, index) => ({
    award,
    value: basis === 'contract' ? contracts[index]?.value : award.value,
  }));
  const money = (value: MoneyValue | undefined) => formatMoney(value, lang, { vat: true });
  const rows = winners.map(({ award, value }) => ({
    name: supplierName(award, lang),
    value: money(value),
  }));
  if (isFramework(tender, winners)) return { kind: 'framework', basis, winners: rows };
  const [only] = winners;
  if (only && winners.length === 1 && tender.lots.length < 2) {
    return { kind: 'single', basis, value: money(only.value) };
  }
  const total = sumValues(winners.map(({ value }) => value));
  return {
    kind: 'lots',
    basis,
    won: winners.length,
    lots: Math.max(tender.lots.length, winners.length),
    total: total ? money(total) : undefined,
    winners: rows,
  };
}
