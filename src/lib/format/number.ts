import { NBSP } from './text';

/**
 * The parts of a fixed-locale formatter written the Ukrainian way: groups of three
 * separated by U+00A0 and a decimal comma. A fixed locale keeps the result the same in
 * every browser and in Node.
 */
export function ukrainianDigits(formatter: Intl.NumberFormat, value: number): string {
  return formatter
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return NBSP;
      if (part.type === 'decimal') return ',';
      return part.value;
    })
    .join('');
}

/** Zero for a value that rounds to zero, so that -0.001 never shows as '-0,00'. */
export function withoutNegativeZero(value: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  return Math.round(Math.abs(value) * scale) === 0 ? 0 : value;
}

const quantityDigits = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 3,
  useGrouping: true,
});

/** A quantity in the Ukrainian format: up to 3 decimals, '1 250,5'. */
export function formatQuantity(value: number): string {
  return ukrainianDigits(quantityDigits, withoutNegativeZero(value, 3));
}
