export { formatAddress } from './address';
export type { AddressParts } from './address';
export { formatBoolean } from './boolean';
export { formatBytes } from './bytes';
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonthYear,
  formatTime,
  monthName,
} from './dates';
export type { DateOptions, DateRangeOptions, MonthForm } from './dates';
export { formatContractDuration, formatIsoDuration } from './duration';
export type { ContractDuration } from './duration';
export { kyivParts, kyivReading } from '../../../contract/format/kyiv-time';
export type { DateInput, KyivParts, KyivReading } from '../../../contract/format/kyiv-time';
export { currencyLabel, formatAmount, formatMoney, vatNote } from './money';
export type { MoneyOptions, MoneyValue } from './money';
export { formatQuantity } from '../../../contract/format/number';
export { formatPath, valueAtPath } from './path';
export { formatPercent } from './percent';
export { EM_DASH, NBSP, orDash, sameWords } from '../../../contract/format/text';
export { DOCUMENT_TITLE_MAX, boundedTitle, cutAtWord } from '../../../contract/format/title';
