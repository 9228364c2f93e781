import { ukrainianDigits } from '../../../contract/format/number';
import { EM_DASH, NBSP } from '../../../contract/format/text';

/**
 * A fraction as a percentage, multiplied by 100, in Ukrainian typography in
 * both languages: decimals only when needed (at most 2), a decimal comma and U+00A0
 * before the sign. 0.67 → '67 %', 0.005 → '0,5 %'. Missing or non-finite → the em dash.
 */
export function formatPercent(fraction: number | null | undefined): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return EM_DASH;
  return `${ukrainianDigits(fraction * 100, 0, 2)}${NBSP}%`;
}
