import type { Lang } from '../../../../../contract/api';
import type { Document, Tender } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { formatDateTime } from '../../../../lib/format';
import { samePageHref } from '../../../../lib/same-page-href';
import { isServiceFile } from '../../../../components/ui/document-link/document-kind';

/** A group longer than this shows its newest documents and a "show all" button. */
export const DOCUMENTS_PREVIEW = 10;

export interface DocumentVersionView {
  key: string;
  /** The document with its title in the reading language. */
  document: Document;
  /** When this version was published: '18 вересня 2023, 20:28', or '—'. */
  date: string;
  /** The same moment for `<time dateTime>`; undefined when the document has no valid date. */
  dateTime: string | undefined;
}

export interface DocumentView extends DocumentVersionView {
  /** The replaced versions of this document, newest first. */
  olderVersions: DocumentVersionView[];
}

export type DocumentGroupKind = 'tender' | 'lot' | 'item';

export interface DocumentGroupView {
  key: string;
  kind: DocumentGroupKind;
  /** The lot's title or the item's description; undefined for the whole tender. */
  name: string | undefined;
  /** The current documents, newest first. */
  documents: DocumentView[];
}

export interface DocumentsView {
  groups: DocumentGroupView[];
  /** Group headings only help when the documents belong to more than one object. */
  showGroupHeadings: boolean;
}

/** A version is published when it is uploaded: the newest edit, else the first publication. */
const versionDate = (document: Document): string | undefined =>
  document.dateModified ?? document.datePublished;

const versionTime = (document: Document): number => {
  const time = Date.parse(versionDate(document) ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

function toVersion(document: Document, key: string, lang: Lang): DocumentVersionView {
  const date = versionDate(document);
  const valid = date !== undefined && !Number.isNaN(Date.parse(date));
  return {
    key,
    document: { ...document, title: localizedText(document.title, document.title_en, lang) },
    date: formatDateTime(date, lang),
    dateTime: valid ? new Date(date).toISOString() : undefined,
  };
}

/** The versions of each id, newest first (the transform's order), keyed by id in CDB order. */
function versionsById(documents: readonly Document[]): Map<string, Document[]> {
  const byId = new Map<string, Document[]>();
  for (const document of documents) {
    const versions = byId.get(document.id);
    if (versions) versions.push(document);
    else byId.set(document.id, [document]);
  }
  for (const versions of byId.values()) {
    versions.sort((a, b) => Number(a.isOlderVersion) - Number(b.isOlderVersion));
  }
  return byId;
}

/** The tender, or any object with documents (a complaint: no lots, no items). */
export type DocumentsOwner = Pick<Tender, 'documents' | 'lots' | 'items'>;

interface GroupTarget {
  key: string;
  kind: DocumentGroupKind;
  relatedId: string | undefined;
}

/** A lot's or an item's document belongs to that object; anything else to the whole tender. */
function targetOf(document: Document): GroupTarget {
  const { documentOf, relatedItem } = document;
  if ((documentOf === 'lot' || documentOf === 'item') && relatedItem) {
    return { key: `${documentOf}:${relatedItem}`, kind: documentOf, relatedId: relatedItem };
  }
  return { key: 'tender', kind: 'tender', relatedId: undefined };
}

/** The whole tender first, then the lots and the items in the tender's order, then the rest. */
function groupRank(target: GroupTarget, tender: DocumentsOwner): number {
  if (target.kind === 'tender') return 0;
  const list: readonly { id: string }[] = target.kind === 'lot' ? tender.lots : tender.items;
  const index = list.findIndex((entry) => entry.id === target.relatedId);
  const base = target.kind === 'lot' ? 1 : 1 + tender.lots.length;
  return index === -1 ? Number.MAX_SAFE_INTEGER : base + index;
}

function groupName(target: GroupTarget, tender: DocumentsOwner, lang: Lang): string | undefined {
  if (target.kind === 'lot') {
    const lot = tender.lots.find((entry) => entry.id === target.relatedId);
    return lot ? localizedText(lot.title, lot.title_en, lang) : target.relatedId;
  }
  if (target.kind === 'item') {
    const item = tender.items.find((entry) => entry.id === target.relatedId);
    return item ? localizedText(item.description, item.description_en, lang) : target.relatedId;
  }
  return undefined;
}

const isService = (view: DocumentView): boolean => isServiceFile(view.document.title);

/**
 * The documents people read before the service files (signatures, reports), each newest first;
 * stable, so documents published at the same moment keep the order the buyer gave them.
 */
const readFirstThenNewest = (a: DocumentView, b: DocumentView): number =>
  Number(isService(a)) - Number(isService(b)) || versionTime(b.document) - versionTime(a.document);

/**
 * Details section 11: the tender's documents grouped by what they belong to (the whole
 * tender, a lot, an item), the current version of each newest first (the service files after
 * the rest), its replaced versions under it (struck through by DocumentLink).
 */
export function toDocumentsView(tender: DocumentsOwner, lang: Lang): DocumentsView {
  const groups = new Map<string, { target: GroupTarget; documents: DocumentView[] }>();
  for (const [id, versions] of versionsById(tender.documents)) {
    const [current, ...older] = versions;
    if (!current) continue;
    const target = targetOf(current);
    const view: DocumentView = {
      ...toVersion(current, id, lang),
      olderVersions: older.map((document, index) =>
        toVersion(document, `${id}:${String(index + 1)}`, lang),
      ),
    };
    const group = groups.get(target.key);
    if (group) group.documents.push(view);
    else groups.set(target.key, { target, documents: [view] });
  }
  const ordered = [...groups.values()]
    .sort((a, b) => groupRank(a.target, tender) - groupRank(b.target, tender))
    .map(({ target, documents }) => ({
      key: target.key,
      kind: target.kind,
      name: groupName(target, tender, lang),
      documents: documents.sort(readFirstThenNewest),
    }));
  return { groups: ordered, showGroupHeadings: ordered.length > 1 };
}

/** The documents a group shows: all when expanded or short, else the newest DOCUMENTS_PREVIEW. */
export function shownDocuments(group: DocumentGroupView, expanded: boolean): DocumentView[] {
  return expanded ? group.documents : group.documents.slice(0, DOCUMENTS_PREVIEW);
}

/** Whether the group needs the "show all" / "show fewer" button. */
export function isLongGroup(group: DocumentGroupView): boolean {
  return group.documents.length > DOCUMENTS_PREVIEW;
}

/** The documents people read, and the service files (signatures, reports) gathered after them. */
export function splitServiceFiles(documents: readonly DocumentView[]): {
  read: DocumentView[];
  service: DocumentView[];
} {
  const read: DocumentView[] = [];
  const service: DocumentView[] = [];
  for (const document of documents) (isService(document) ? service : read).push(document);
  return { read, service };
}

/** Names with how often each occurs, in the order they first occur: sign.p7s three times is one entry. */
export function countNames(names: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** The query parameter that asks a page for every document of its long lists: ?docs=all. */
const ALL_DOCUMENTS = 'docs';

/** Whether the page's address asks for every document (a "show all" followed without scripts). */
export const asksAllDocuments = (search: string): boolean =>
  new URLSearchParams(search).get(ALL_DOCUMENTS) === 'all';

/**
 * The same page with every document shown (`all`) or the newest only, at the list's anchor: the
 * "show all" / "show fewer" that works before and without scripts.
 */
export const documentsHref = (
  page: { pathname: string; search: string },
  all: boolean,
  anchor: string,
): string => samePageHref(page, ALL_DOCUMENTS, all ? 'all' : undefined, anchor);
