import type { Lang } from '../../../../../../contract/api';
import type { Document } from '../../../../../../contract/tender';
import { toDocumentsView } from '../../../model/documents/documents-view';
import type { DocumentsView } from '../../../model/documents/documents-view';

/** A link inside the app (another tab of the tender, an entry in it). */
export interface AppLink {
  text: string;
  to: string;
}

const NO_DOCUMENTS: DocumentsView = { groups: [], showGroupHeadings: false };

/** The documents of an entry as the tender's documents section lists them (newest first). */
export const documentsOf = (documents: readonly Document[], lang: Lang): DocumentsView =>
  documents.length === 0
    ? NO_DOCUMENTS
    : toDocumentsView({ documents: [...documents], lots: [], items: [] }, lang);

/** Upstream text, or undefined when it is blank (the entry then leaves its paragraph out). */
export const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;
