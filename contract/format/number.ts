import { NBSP } from './text';

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The integer and fraction digits of `abs` (≥ 0) rounded half up to `max` decimals (at most 3),
 * from its shortest decimal form, as ICU rounds: 25810421.255 → ['25810421', '26'].
 */
function roundedDigits(abs: number, max: number): [string, string] {
  // Below 1e-6 the decimal form is exponential, and rounds to zero at 3 decimals anyway.
  const text = abs < 1e-6 ? '0' : String(abs);
  if (text.includes('e')) return [BigInt(abs).toString(), '0'.repeat(max)];
  const [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length <= max) return [integer, fraction.padEnd(max, '0')];
  const roundUp = (fraction[max] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(integer + fraction.slice(0, max)) + roundUp)
    .toString()
    .padStart(max + 1, '0');
  return [digits.slice(0, digits.length - max), digits.slice(digits.length - max)];
}

/**
 * A number written the Ukrainian way: groups of three separated by U+00A0 and a decimal
 * comma, rounded to at most `maxFractionDigits` (≤ 3) decimals, half away from zero, trailing
 * zeros kept down to `minFractionDigits`; a value that rounds to zero has no minus sign. Written by
 * hand rather than with Intl.NumberFormat, whose first use costs the browser about 60 ms of
 * locale data on the first page; the result is the same in every browser and in Node.
 */
export function ukrainianDigits(
  value: number,
  minFractionDigits: number,
  maxFractionDigits: number,
): string {
  const [integer, decimals] = roundedDigits(Math.abs(value), maxFractionDigits);
  let fraction = decimals;
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }
  const sign = value < 0 && /[1-9]/.test(integer + decimals) ? '-' : '';
  const grouped = integer.replace(GROUPS_OF_THREE, NBSP);
  return fraction === '' ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

/** A quantity in the Ukrainian format: up to 3 decimals, '1 250,5'. */
export function formatQuantity(value: number): string {
  return ukrainianDigits(value, 0, 3);
}
