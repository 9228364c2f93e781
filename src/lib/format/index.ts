export { EM_DASH, NBSP, orDash } from './text';
export { formatAmount, formatMoney } from './money';
export type { MoneyOptions, MoneyValue } from './money';
export { formatQuantity } from './number';
