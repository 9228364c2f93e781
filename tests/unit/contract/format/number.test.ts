import { describe, expect, it } from 'vitest';
import { formatQuantity, ukrainianDigits } from '../../../../contract/format/number';
import { seededRandom } from '../../../../scripts/seeded-random';

/** What Intl.NumberFormat writes, turned Ukrainian: the reference the hand-written digits match. */
const withIntl = (value: number, min: number, max: number): string =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max })
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '\u00a0' : part.type === 'decimal' ? ',' : part.value))
    .join('')
    .replace(/^-(?=0(,0*)?$)/, '');

describe('Ukrainian digits', () => {
  it('groups by three with a no-break space and writes a decimal comma', () => {
    expect(ukrainianDigits(1827650.3, 2, 2)).toBe('1\u00a0827\u00a0650,30');
    expect(ukrainianDigits(999.999, 2, 2)).toBe('1\u00a0000,00');
    expect(formatQuantity(1250.5)).toBe('1\u00a0250,5');
    expect(formatQuantity(3)).toBe('3');
  });

  it('never writes a minus sign before zero', () => {
    expect(ukrainianDigits(-0.001, 2, 2)).toBe('0,00');
    expect(ukrainianDigits(-0, 0, 3)).toBe('0');
    expect(ukrainianDigits(-12.5, 2, 2)).toBe('-12,50');
  });

  it('writes what Intl.NumberFormat writes, for 3,000 amounts, quantities and percentages', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 1000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 12);
      const value = (random() - 0.2) * magnitude;
      const halves = Math.round(value * 200) / 200;
      for (const [min, max] of [
        [2, 2],
        [0, 3],
        [0, 2],
      ] as const) {
        expect(ukrainianDigits(value, min, max), `${value}`).toBe(withIntl(value, min, max));
        expect(ukrainianDigits(halves, min, max), `${halves}`).toBe(withIntl(halves, min, max));
      }
    }
  });
});
