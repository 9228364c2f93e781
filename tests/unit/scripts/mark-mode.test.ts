import { describe, expect, it } from 'vitest';
import { markTestMode } from '../../../scripts/test-data/mark-mode.ts';
import { shippedText } from '../../support/shipped-data.ts';

describe('markTestMode', () => {
  it('adds one line inside {"data": …} and leaves every other byte as it was', () => {
    const text = '{\n "data": {\n  "amount": 238.0,\n  "id": "x"\n }\n}';
    const marked = markTestMode(text);
    expect(marked).toBe('{\n "data": {\n  "mode": "test",\n  "amount": 238.0,\n  "id": "x"\n }\n}');
    expect(markTestMode(marked)).toBe(marked);
  });

  it('marks a bare object, each object of an array, and the object inside a one-key wrapper', () => {
    const marked = markTestMode('[{"a": 1}, {"data": {"b": "}"}}, {"product": {"c": []}}, {}]');
    expect(JSON.parse(marked)).toEqual([
      { mode: 'test', a: 1 },
      { data: { mode: 'test', b: '}' } },
      { product: { mode: 'test', c: [] } },
      { mode: 'test' },
    ]);
  });

  it('keeps an object already marked and refuses to overwrite another mode', () => {
    expect(markTestMode('{"mode": "test", "a": 1}')).toBe('{"mode": "test", "a": 1}');
    expect(() => markTestMode('{"data": {"mode": "real"}}')).toThrow(/"real"/);
  });

  it('finds nothing left to mark in the shipped test data', () => {
    for (const file of [
      'cdb/tenders/doc-tender-esco-tendering-esco-tut-d083afc1.json',
      'cdb/contracts/sandbox-UA-2023-10-05-000002-a-a1-fuel.json',
      'catalog/prozorro-catalog-fixture-vendor.json',
      'catalog/bridge-pq-agreement.json',
    ]) {
      expect(markTestMode(shippedText(file)), file).toBe(shippedText(file));
    }
  });
});
