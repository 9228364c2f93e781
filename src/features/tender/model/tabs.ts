/** The tender page's tabs (spec §2): route name, path below /tender/:id, in display order. */
export const TENDER_TABS = [
  { name: 'purchase_details', path: '' },
  { name: 'tender_questions', path: 'questions' },
  { name: 'tender_complaints', path: 'complaints' },
  { name: 'tender_monitorings', path: 'monitorings' },
  { name: 'agreements', path: 'contracts' },
  { name: 'tender_lots', path: 'lots' },
] as const;

export type TenderTabName = (typeof TENDER_TABS)[number]['name'];

export const isTenderTabName = (value: unknown): value is TenderTabName =>
  TENDER_TABS.some((tab) => tab.name === value);
