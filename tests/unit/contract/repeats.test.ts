import { describe, expect, it } from 'vitest';
import { packRepeats, unpackRepeats } from '../../../contract/repeats';
import type { PackedRepeats } from '../../../contract/repeats';
import { withholdClosedParts } from '../../../src/features/tender/withheld-parts';
import { shippedTenderFiles } from '../../support/shipped-cdb';
import { shippedTender } from '../features/tender/shipped-tenders';

const MARK = '\uE000';

/** What the browser reads: the packed value written as JSON, parsed, its repeats put back. */
const sent = (value: unknown): { json: string; read: unknown } => {
  const json = JSON.stringify(packRepeats(value));
  return { json, read: unpackRepeats(JSON.parse(json) as PackedRepeats) };
};

describe('a value with its repeats written once', () => {
  it('reads back as it was on every shipped tender, as a page sends it, and is smaller', () => {
    const shares = shippedTenderFiles().map((file) => {
      const page = withholdClosedParts(shippedTender(file), new URLSearchParams());
      const value = JSON.parse(JSON.stringify(page)) as unknown;
      const { json, read } = sent(value);
      expect(read, file).toEqual(value);
      return json.length / JSON.stringify(value).length;
    });
    expect(shares.length).toBeGreaterThan(100);
    expect(Math.max(...shares)).toBeLessThanOrEqual(1.01);
    // The repeated classifications, units, addresses and links are most of some pages' data.
    expect(Math.min(...shares)).toBeLessThan(0.8);
  });

  it('sends a repeated text and object once, and shares the object where it was', () => {
    const unit = { code: 'H87', name: 'штука', name_en: 'piece' };
    const classification = { id: '34330000-9', description: 'Запасні частини до вантажних' };
    const items = [1, 2, 3].map((id) => ({ id, unit: { ...unit }, classification }));
    const { json, read } = sent({ items });
    expect(json.split('Запасні частини').length - 1).toBe(1);
    expect(json.split('H87').length - 1).toBe(1);
    const [first, second] = (read as { items: { unit: unknown }[] }).items;
    expect(first?.unit).toEqual(unit);
    expect(first?.unit).toBe(second?.unit);
  });

  it('keeps upstream text and keys that look like its references', () => {
    const value = {
      text: `${MARK}0`,
      short: MARK,
      marked: { [MARK]: 0, title: 'a' },
      list: [`${MARK}1`, { [MARK]: 'x' }, 'plain', 7, null, true],
    };
    expect(sent(value).read).toEqual(value);
  });

  it('leaves short texts and small objects where they are', () => {
    const value = { a: ['ok', 'ok'], b: { x: 1 }, c: { x: 1 } };
    const packed = packRepeats(value);
    expect(packed.repeats).toEqual([]);
    expect(packed.value).toEqual(value);
  });
});
