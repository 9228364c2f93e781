import type { Lang } from '../../../contract/api';
import { EM_DASH, NBSP } from './text';

/** A money value as the API carries it (amount in major units, ISO currency code). */
export interface MoneyValue {
  amount: number;
  currency?: string;
  valueAddedTaxIncluded?: boolean;
}

export interface MoneyOptions {
  /** Append the VAT note ('з ПДВ' / 'incl. VAT'). */
  vat?: boolean;
}

/** Currency as written after the amount; codes not listed stay as they are. */
const CURRENCY_LABEL: Record<Lang, Record<string, string>> = {
  uk: { UAH: 'грн' },
  en: {},
};

const VAT_NOTE: Record<Lang, string> = { uk: 'з ПДВ', en: 'incl. VAT' };

/** Fixed-locale digits, so the result is the same in every browser and in Node. */
const digits = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * A number in the Ukrainian format with 2 decimals: groups of three separated by a
 * no-break space (U+00A0), decimal comma: 1827650.3 → '1 827 650,30'.
 */
export function formatAmount(amount: number): string {
  return digits
    .formatToParts(amount)
    .map((part) => {
      if (part.type === 'group') return NBSP;
      if (part.type === 'decimal') return ',';
      return part.value;
    })
    .join('');
}

/**
 * Money in the Ukrainian number format with the currency: '1 827 650,30 грн' (uk) /
 * '1 827 650,30 UAH' (en). Missing or non-finite values give the em dash.
 */
export function formatMoney(
  value: MoneyValue | null | undefined,
  lang: Lang,
  options: MoneyOptions = {},
): string {
  if (!value || !Number.isFinite(value.amount)) return EM_DASH;
  const code = value.currency ?? 'UAH';
  const currency = CURRENCY_LABEL[lang][code] ?? code;
  const text = `${formatAmount(value.amount)}${NBSP}${currency}`;
  return options.vat ? `${text} ${VAT_NOTE[lang]}` : text;
}
