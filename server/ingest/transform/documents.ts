/** Documents: one list per owner, versions of one id grouped together and older ones marked. */
import type { Document } from '../../../contract/tender-parts.ts';
import { compact, recs, str, type Json } from './read.ts';

const toDocument = (o: Json, index: number): Document =>
  compact({
    id: str(o, 'id') ?? `document-${String(index)}`,
    title: str(o, 'title') ?? '',
    title_en: str(o, 'title_en'),
    description: str(o, 'description'),
    url: str(o, 'url'),
    format: str(o, 'format'),
    documentOf: str(o, 'documentOf'),
    documentType: str(o, 'documentType'),
    relatedItem: str(o, 'relatedItem'),
    language: str(o, 'language'),
    datePublished: str(o, 'datePublished'),
    dateModified: str(o, 'dateModified'),
    registrationStatus: str(o, 'registrationStatus'),
    confidentiality: str(o, 'confidentiality'),
    confidentialityRationale: str(o, 'confidentialityRationale'),
    isOlderVersion: false,
  });

const versionTime = (document: Document): number => {
  const time = Date.parse(document.dateModified ?? document.datePublished ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Groups versions by id (groups in order of first appearance, newest version first). Every version
 * but the newest is marked isOlderVersion; on equal dates the later one in the CDB list is newest,
 * because CDB appends new versions.
 */
export const groupDocumentVersions = (documents: readonly Document[]): Document[] => {
  const groups = new Map<string, { document: Document; position: number }[]>();
  documents.forEach((document, position) => {
    const group = groups.get(document.id);
    if (group) group.push({ document, position });
    else groups.set(document.id, [{ document, position }]);
  });
  return [...groups.values()].flatMap((group) =>
    group
      .sort((a, b) => versionTime(b.document) - versionTime(a.document) || b.position - a.position)
      .map(({ document }, index) => ({ ...document, isOlderVersion: index > 0 })),
  );
};

/** The documents under `key` (default "documents") of a CDB object, versions grouped. */
export const toDocuments = (o: Json | undefined, ...keys: string[]): Document[] =>
  groupDocumentVersions(
    (keys.length > 0 ? keys : ['documents'])
      .flatMap((key) => recs(o, key))
      .map((document, index) => toDocument(document, index)),
  );
