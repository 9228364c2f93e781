import type { Lang } from '../../../contract/api';
import { formatTexts } from './messages';
import { ukrainianDigits } from '../../../contract/format/number';
import { EM_DASH, NBSP } from '../../../contract/format/text';

/** A money value as the API carries it (amount in major units, ISO currency code). */
export interface MoneyValue {
  amount: number;
  currency?: string;
  valueAddedTaxIncluded?: boolean;
}

export interface MoneyOptions {
  /**
   * Append the VAT note of `valueAddedTaxIncluded`: 'з ПДВ' / 'incl. VAT' when true,
   * 'без ПДВ' / 'excl. VAT' when false, nothing when the value does not say.
   */
  vat?: boolean;
}

/**
 * A number in the Ukrainian format with 2 decimals: groups of three separated by a
 * no-break space (U+00A0), decimal comma: 1827650.3 → '1 827 650,30'.
 */
export function formatAmount(amount: number): string {
  return ukrainianDigits(amount, 2, 2);
}

/** The currency as written after the amount: UAH is 'грн' in Ukrainian; other codes stay. */
export function currencyLabel(code: string, lang: Lang): string {
  const labels: Partial<Record<string, string>> = formatTexts(lang).currency;
  return labels[code] ?? code;
}

/** 'з ПДВ' / 'без ПДВ' (uk), 'incl. VAT' / 'excl. VAT' (en); undefined when unknown. */
export function vatNote(included: boolean | undefined, lang: Lang): string | undefined {
  if (included === undefined) return undefined;
  const { vat } = formatTexts(lang);
  return included ? vat.included : vat.excluded;
}

/**
 * Money in the Ukrainian number format with the currency: '1 827 650,30 грн' (uk) /
 * '1 827 650,30 UAH' (en), optionally with the VAT note. A missing value, amount or a
 * non-finite amount gives the em dash.
 */
export function formatMoney(
  value: MoneyValue | null | undefined,
  lang: Lang,
  options: MoneyOptions = {},
): string {
  if (typeof value?.amount !== 'number' || !Number.isFinite(value.amount)) return EM_DASH;
  const text = `${formatAmount(value.amount)}${NBSP}${currencyLabel(value.currency ?? 'UAH', lang)}`;
  const note = options.vat ? vatNote(value.valueAddedTaxIncluded, lang) : undefined;
  return note === undefined ? text : `${text} ${note}`;
}
