import { describe, expect, it } from 'vitest';
import { documentKind } from '../../../src/components/ui/document-link/document-kind';
import { shippedFiles } from '../../support/shipped-data';

/** Every document title anywhere in the shipped CDB tenders (tender, bids, awards, …). */
function shippedTitles(): string[] {
  const titles: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.documents)) {
        for (const document of record.documents as unknown[]) {
          const title = (document as { title?: unknown }).title;
          if (typeof title === 'string') titles.push(title);
        }
      }
      Object.values(record).forEach(walk);
    }
  };
  for (const { json } of shippedFiles('cdb/tenders')) walk(json);
  return titles;
}

describe('document titles of the shipped tenders', () => {
  const titles = shippedTitles();

  it('finds the signatures and registry reports the bots upload', () => {
    const kinds = titles.map(documentKind);
    expect(kinds.filter((kind) => kind === 'signature').length).toBeGreaterThan(100);
    expect(kinds.filter((kind) => kind === 'registryReport').length).toBeGreaterThan(10);
    for (const title of titles.filter((entry) => entry === 'edr_identification.yaml')) {
      expect(documentKind(title)).toBe('registryReport');
    }
  });

  it('leaves signed ordinary files (name.pdf.p7s) as they are', () => {
    const signedFiles = titles.filter((title) => /\.pdf\.p7s$/i.test(title));
    expect(signedFiles.length).toBeGreaterThan(0);
    for (const title of signedFiles) expect(documentKind(title)).toBe('plain');
  });
});
