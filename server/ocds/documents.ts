/** Documents → OCDS documents: the newest version of each, its link only when it is http(s). */
import type { OcdsDocument } from '../../contract/ocds.ts';
import type { Document } from '../../contract/tender.ts';
import { dateTime, defined, httpUri, nonEmpty } from './formats.ts';

export const ocdsDocument = (document: Document): OcdsDocument =>
  defined({
    id: document.id,
    documentType: document.documentType,
    title: document.title,
    description: document.description,
    url: httpUri(document.url),
    datePublished: dateTime(document.datePublished),
    dateModified: dateTime(document.dateModified),
    format: document.format,
    language: document.language,
  });

/** The current version of each document (older versions share its id), undefined when none. */
export const ocdsDocuments = (documents: readonly Document[]): OcdsDocument[] | undefined =>
  nonEmpty(documents.filter((document) => !document.isOlderVersion).map(ocdsDocument));
