import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../../contract/tender';
import {
  DOCUMENTS_PREVIEW,
  asksAllDocuments,
  countNames,
  documentsHref,
  isLongGroup,
  shownDocuments,
  splitServiceFiles,
  toDocumentsView,
} from '../../../../../src/features/tender/model/documents/documents-view';
import type { DocumentsView } from '../../../../../src/features/tender/model/documents/documents-view';
import { formatDateTime } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { SERVICE_FILE, expectReadFirstThenNewest } from './document-order';

interface CdbDocument {
  id: string;
  title: string;
  documentOf?: string;
  relatedItem?: string;
  datePublished?: string;
  dateModified?: string;
}

interface CdbVersions {
  id: string;
  /** The newest version (latest date; on a tie the later one in the CDB list). */
  current: CdbDocument;
  older: number;
}

const versionTime = (document: CdbDocument): number =>
  Date.parse(document.dateModified ?? document.datePublished ?? '');

/** The documents of a CDB tender by id, computed here from the raw JSON. */
function cdbVersions(tenderID: string): CdbVersions[] {
  const documents = (shippedCdbTender(tenderID).documents ?? []) as CdbDocument[];
  const byId = new Map<string, CdbDocument[]>();
  for (const document of documents)
    byId.set(document.id, [...(byId.get(document.id) ?? []), document]);
  return [...byId.entries()].map(([id, versions]) => ({
    id,
    current: versions.reduce((newest, version) =>
      versionTime(version) >= versionTime(newest) ? version : newest,
    ),
    older: versions.length - 1,
  }));
}

const groupKeyOf = (document: CdbDocument): string =>
  (document.documentOf === 'lot' || document.documentOf === 'item') && document.relatedItem
    ? `${document.documentOf}:${document.relatedItem}`
    : 'tender';

const allDocuments = (view: DocumentsView) => view.groups.flatMap((group) => group.documents);

describe('documents section view', () => {
  it.each(shippedTenderIDs())('%s: every document once, newest first, versions under it', (id) => {
    const expected = cdbVersions(id);
    const view = toDocumentsView(shippedTender(id), 'uk');
    const shown = allDocuments(view);

    expect(shown.map((row) => row.key).sort()).toEqual(expected.map((entry) => entry.id).sort());
    for (const entry of expected) {
      const row = shown.find((candidate) => candidate.key === entry.id);
      expect(row?.document.title).toBe(entry.current.title);
      expect(row?.document.isOlderVersion).toBe(false);
      expect(row?.date).toBe(
        formatDateTime(entry.current.dateModified ?? entry.current.datePublished, 'uk'),
      );
      expect(row?.olderVersions).toHaveLength(entry.older);
      expect(row?.olderVersions.every((older) => older.document.isOlderVersion)).toBe(true);
      expect(row?.olderVersions.every((older) => older.document.id === entry.id)).toBe(true);
    }
    const groupKeys = new Set(expected.map((entry) => groupKeyOf(entry.current)));
    expect(view.groups.map((group) => group.key).sort()).toEqual([...groupKeys].sort());
    expect(view.showGroupHeadings).toBe(groupKeys.size > 1);
    for (const group of view.groups) {
      expectReadFirstThenNewest(group.documents);
      expect(group.documents.every((row) => groupKeyOf(row.document) === group.key)).toBe(true);
    }
  });

  it.each(shippedTenderIDs())(
    '%s: no "undefined", "NaN" or "Invalid Date" in either language',
    (id) => {
      for (const lang of ['uk', 'en'] as const) {
        const text = JSON.stringify(toDocumentsView(shippedTender(id), lang));
        expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
      }
    },
  );

  it('a changed document shows its latest edition with the replaced ones after it', () => {
    // The tender documentation was replaced three times before the tender closed.
    const view = toDocumentsView(shippedTender('UA-2020-01-20-001169-c'), 'uk');
    const documentation = allDocuments(view).find((row) => row.key.startsWith('044e5299'));

    expect(documentation?.document.title).toBe('Тендерна документація.docx');
    expect(documentation?.date).toBe('11 лютого 2020, 16:47');
    expect(documentation?.olderVersions.map((older) => older.date)).toEqual([
      '11 лютого 2020, 14:59',
      '05 лютого 2020, 15:42',
      '20 січня 2020, 11:35',
    ]);
  });

  it('a long group shows its newest documents, the signature after them, and the count of all', () => {
    // 19 files: 14 documents, 5 of them changed once; the signature was renewed last.
    const tenderID = 'UA-2023-09-08-012599-a';
    const [group, ...others] = toDocumentsView(shippedTender(tenderID), 'uk').groups;
    const cdbCount = ((shippedCdbTender(tenderID).documents ?? []) as unknown[]).length;

    expect(others).toEqual([]);
    expect(cdbCount).toBe(19);
    expect(group?.documents).toHaveLength(14);
    expect(group?.documents.reduce((sum, row) => sum + row.olderVersions.length, 0)).toBe(5);
    expect(group?.documents[0]?.document.title).toBe('ПЕРЕЛІК змін №1 від 18.09.23.docx');
    expect(group?.documents[13]?.document.title).toBe('sign.p7s');
    expect(group?.documents[13]?.date).toBe('18 вересня 2023, 20:28');
    expect(group && isLongGroup(group)).toBe(true);
    expect(group && shownDocuments(group, false)).toHaveLength(DOCUMENTS_PREVIEW);
    expect(group && shownDocuments(group, true)).toHaveLength(14);
  });

  it('a long group’s first documents are the tender’s own, its service files after them', () => {
    // Ten audit reports and signatures could otherwise fill the ten shown before "show all".
    const [group] = toDocumentsView(shippedTender('UA-2020-01-20-001169-c'), 'uk').groups;
    const titles = group?.documents.map((row) => row.document.title) ?? [];
    expect(titles.slice(-2)).toEqual(['audit_b2fcffa9b61e4717894a8a656e3edd07.yaml', 'sign.p7s']);
    expect(titles.slice(0, -2).some((title) => SERVICE_FILE.test(title))).toBe(false);
  });

  it('"show all" without scripts: the same page asking for every document, at the list', () => {
    const page = { pathname: '/tender/UA-2023-09-08-012599-a', search: '?lang=en' };
    const all = documentsHref(page, true, '_R_6hhl_');
    expect(all).toBe('/tender/UA-2023-09-08-012599-a?lang=en&docs=all#_R_6hhl_');
    expect(asksAllDocuments(new URL(all, 'https://portal.test').search)).toBe(true);
    expect(documentsHref({ ...page, search: '?lang=en&docs=all' }, false, 'x')).toBe(
      '/tender/UA-2023-09-08-012599-a?lang=en#x',
    );
    expect(documentsHref({ ...page, search: '' }, false, 'x')).toBe(
      '/tender/UA-2023-09-08-012599-a#x',
    );
    expect(asksAllDocuments('?docs=some')).toBe(false);
  });

  it('documents of lots are grouped under each lot, in the order of the lots', () => {
    const tenderID = 'UA-2022-02-08-001227-b';
    const lots = shippedCdbTender(tenderID).lots as { id: string; title: string }[];
    const view = toDocumentsView(shippedTender(tenderID), 'uk');

    expect(view.showGroupHeadings).toBe(true);
    expect(view.groups.map((group) => [group.kind, group.name])).toEqual([
      ['tender', undefined],
      ...lots.map((lot) => ['lot', lot.title]),
    ]);
    expect(view.groups.map((group) => group.key)).toEqual([
      'tender',
      ...lots.map((lot) => `lot:${lot.id}`),
    ]);
  });

  it('a document of an item is grouped under the item description', () => {
    const tenderID = 'UA-2026-02-02-013069-a';
    const items = shippedCdbTender(tenderID).items as { id: string; description: string }[];
    const itemDocument = ((shippedCdbTender(tenderID).documents ?? []) as CdbDocument[]).find(
      (document) => document.documentOf === 'item',
    );
    const item = items.find((entry) => entry.id === itemDocument?.relatedItem);
    const group = toDocumentsView(shippedTender(tenderID), 'uk').groups.find(
      (entry) => entry.kind === 'item',
    );

    expect(item).toBeDefined();
    expect(group?.name).toBe(item?.description);
    expect(group?.documents.map((row) => row.document.title)).toEqual([itemDocument?.title]);
  });

  it('English shows the English title of a document and of a lot when they have one', () => {
    const real = shippedTender('UA-2022-02-08-001227-b');
    const [first, ...rest] = real.documents;
    const [lot, ...otherLots] = real.lots;
    if (!first || !lot) throw new Error('the tender has documents and lots');
    const tender: Tender = {
      ...real,
      documents: [{ ...first, title_en: 'Tender documentation.pdf' }, ...rest],
      lots: [{ ...lot, title_en: 'Infusion solutions' }, ...otherLots],
    };
    const en = toDocumentsView(tender, 'en');
    const uk = toDocumentsView(tender, 'uk');
    const titleOf = (view: DocumentsView) =>
      allDocuments(view).find((row) => row.key === first.id)?.document.title;

    expect(titleOf(en)).toBe('Tender documentation.pdf');
    expect(titleOf(uk)).toBe(first.title);
    expect(en.groups.find((group) => group.key === `lot:${lot.id}`)?.name).toBe(
      'Infusion solutions',
    );
    expect(allDocuments(en)[0]?.date).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  });

  it('a tender without documents has no groups', () => {
    const real = shippedTender('UA-2022-02-08-001227-b');
    expect(toDocumentsView({ ...real, documents: [] }, 'uk').groups).toEqual([]);
  });

  it('paper gathers the service files: signatures and reports apart from the documents read', () => {
    // The large tender's documents: four read, a signature and an audit report.
    const view = toDocumentsView(shippedTender('UA-2024-04-26-006781-a'), 'uk');
    const documents = allDocuments(view);
    const { read, service } = splitServiceFiles(documents);
    expect(service.map((row) => row.document.title).sort()).toEqual([
      'audit_eec99ac170ad4b6a988c2356e19500cc_72d403c2dd564a938bce9f9eca4d7170.yaml',
      'sign.p7s',
    ]);
    expect(read).toHaveLength(documents.length - 2);
    expect(read.every((row) => !/\.(p7s|yaml)$/.test(row.document.title))).toBe(true);
  });

  it('counts each name once, in the order it first occurs', () => {
    expect(countNames(['sign.p7s', 'a.pdf.p7s', 'sign.p7s', 'sign.p7s'])).toEqual([
      { name: 'sign.p7s', count: 3 },
      { name: 'a.pdf.p7s', count: 1 },
    ]);
    expect(countNames([])).toEqual([]);
  });
});
