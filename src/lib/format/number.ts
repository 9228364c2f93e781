import { NBSP } from './text';

const quantityDigits = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 3,
  useGrouping: true,
});

/** A quantity in the Ukrainian format: up to 3 decimals, '1 250,5'. */
export function formatQuantity(value: number): string {
  return quantityDigits
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? NBSP : part.type === 'decimal' ? ',' : part.value))
    .join('');
}
