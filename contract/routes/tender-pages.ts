/** The tender page's tabs: route name, path below /tender/:id, in display order. */
export const TENDER_TABS = [
  { name: 'purchase_details', path: '' },
  { name: 'tender_questions', path: 'questions' },
  { name: 'tender_complaints', path: 'complaints' },
  { name: 'tender_monitorings', path: 'monitorings' },
  { name: 'agreements', path: 'contracts' },
  { name: 'tender_lots', path: 'lots' },
] as const;

/** The whole tender to print, every tab one after another: its path below /tender/:id. */
export const TENDER_DOSSIER_PATH = 'print';

export type TenderTabName = (typeof TENDER_TABS)[number]['name'];

export const isTenderTabName = (value: unknown): value is TenderTabName =>
  TENDER_TABS.some((tab) => tab.name === value);

/**
 * The official documents of a tender the portal renders from its data (the register of
 * received proposals, the disclosure protocol, the notice of intent): each a child route of
 * /tender/:id, by route name, path and the key of its texts. No React: the route paths use it.
 */
export const OFFICIAL_DOCUMENTS = [
  { name: 'tender_bid_register', path: 'bid-register', key: 'register' },
  { name: 'tender_opening_protocol', path: 'opening-protocol', key: 'opening' },
  { name: 'tender_intent_notice', path: 'intent-notice', key: 'intent' },
] as const;

export type OfficialDocumentName = (typeof OFFICIAL_DOCUMENTS)[number]['name'];
export type OfficialDocumentKey = (typeof OFFICIAL_DOCUMENTS)[number]['key'];

export const isOfficialDocumentName = (value: unknown): value is OfficialDocumentName =>
  OFFICIAL_DOCUMENTS.some((document) => document.name === value);

/** The path of a document below /tender/:id. */
export const officialDocumentPath = (key: OfficialDocumentKey): string =>
  OFFICIAL_DOCUMENTS.find((document) => document.key === key)?.path ?? '';
