import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Newer versions of a real shipped tender (its file, shippedTenderFile of
 * tests/support/shipped-cdb.ts), as the CDB would publish them, written as files for the ingest
 * CLI of a test's own server.
 */
export interface CdbFile {
  data: {
    id: string;
    tenderID: string;
    title: string;
    dateModified: string;
    procuringEntity: { identifier: { id: string } };
    documents?: Record<string, unknown>[];
  };
  [key: string]: unknown;
}

const write = (dir: string, name: string, file: CdbFile): string => {
  const target = path.join(dir, name);
  writeFileSync(target, JSON.stringify(file));
  return target;
};

/** A newer tender of the same buyer: a new id, tenderID and title. */
export function newerTenderFile(shipped: CdbFile, dir: string): { file: string; title: string } {
  const title = `Повторна закупівля: ${shipped.data.title}`;
  const data = {
    ...shipped.data,
    id: shipped.data.id.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    tenderID: shipped.data.tenderID.replace(/-a$/, '-b'),
    title,
    dateModified: new Date().toISOString(),
  };
  return { file: write(dir, 'newer-tender.json', { ...shipped, data }), title };
}

/** The same tender, modified now, with one more document published. */
export function withNewDocumentFile(
  shipped: CdbFile,
  dir: string,
  title: string,
): { file: string } {
  const now = new Date().toISOString();
  const document = {
    id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
    title,
    format: 'application/pdf',
    url: 'https://public-docs.prozorro.gov.ua/get/f0e1d2c3b4a5968778695a4b3c2d1e0f',
    documentOf: 'tender',
    datePublished: now,
    dateModified: now,
  };
  const data = {
    ...shipped.data,
    dateModified: now,
    documents: [...(shipped.data.documents ?? []), document],
  };
  return { file: write(dir, 'tender-new-document.json', { ...shipped, data }) };
}
