import type { Lang } from '../../../../../contract/api';
import type { Bid, Document, Tender } from '../../../../../contract/tender';
import { toDocumentsView } from '../documents/documents-view';
import type { DocumentGroupView, DocumentsView } from '../documents/documents-view';

export type DocumentModeId = 'last' | 'history';

export interface BidDocumentsMode {
  id: DocumentModeId;
  /** Documents anyone may download, grouped like the tender's (by lot when the bid has several). */
  public: DocumentsView;
  /** Buyer-only documents: listed with their rationale, never downloadable. */
  confidential: DocumentsView;
}

const documentsOf = (documents: readonly Document[], tender: Tender, lang: Lang): DocumentsView =>
  toDocumentsView({ ...tender, documents: [...documents] }, lang);

const mapGroups = (
  view: DocumentsView,
  change: (group: DocumentGroupView) => DocumentGroupView,
): DocumentsView => {
  const groups = view.groups.map(change).filter((group) => group.documents.length > 0);
  return { groups, showGroupHeadings: groups.length > 1 };
};

/** The current version of each document, without its replaced versions. */
const lastEdition = (view: DocumentsView): DocumentsView =>
  mapGroups(view, (group) => ({
    ...group,
    documents: group.documents.map((document) => ({ ...document, olderVersions: [] })),
  }));

/** Only the documents that were replaced, each with its earlier versions struck through. */
const history = (view: DocumentsView): DocumentsView =>
  mapGroups(view, (group) => ({
    ...group,
    documents: group.documents.filter((document) => document.olderVersions.length > 0),
  }));

const isEmpty = (view: DocumentsView): boolean => view.groups.length === 0;

/**
 * "Offer details" documents: the 'last edition' tab, and 'history of change' only when
 * some document of the bid was replaced; each split into public and confidential documents.
 */
export function toBidDocumentsModes(bid: Bid, tender: Tender, lang: Lang): BidDocumentsMode[] {
  const all = {
    public: documentsOf(bid.publicDocuments, tender, lang),
    confidential: documentsOf(bid.confidentialDocuments, tender, lang),
  };
  const changed = { public: history(all.public), confidential: history(all.confidential) };
  const modes: BidDocumentsMode[] = [
    { id: 'last', public: lastEdition(all.public), confidential: lastEdition(all.confidential) },
  ];
  if (!isEmpty(changed.public) || !isEmpty(changed.confidential)) {
    modes.push({ id: 'history', ...changed });
  }
  return modes;
}
