import { expect } from 'vitest';

/** What the spec calls signatures and registry reports: file names ending .p7s, .yaml or .yml. */
export const SERVICE_FILE = /\.(p7s|ya?ml)$/i;

interface ListedDocument {
  document: { title: string };
  dateTime: string | undefined;
}

/** The documents read come first, then the service files, each part newest first. */
export function expectReadFirstThenNewest(rows: readonly ListedDocument[]): void {
  const order = rows.map(
    (row) =>
      [Number(SERVICE_FILE.test(row.document.title)), -Date.parse(row.dateTime ?? '')] as const,
  );
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
}
