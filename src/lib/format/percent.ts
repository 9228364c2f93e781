import { ukrainianDigits, withoutNegativeZero } from './number';
import { EM_DASH, NBSP } from './text';

const percentDigits = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * A fraction as a percentage, multiplied by 100 (spec §1), in Ukrainian typography in
 * both languages: decimals only when needed (at most 2), a decimal comma and U+00A0
 * before the sign. 0.67 → '67 %', 0.005 → '0,5 %'. Missing or non-finite → the em dash.
 */
export function formatPercent(fraction: number | null | undefined): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return EM_DASH;
  const percent = withoutNegativeZero(fraction * 100, 2);
  return `${ukrainianDigits(percentDigits, percent)}${NBSP}%`;
}
