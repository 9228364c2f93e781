/**
 * Tender status labels that replace or complete the standards' codelist: the portal relabels the
 * first three; the codelist has no entry for `draft` and `draft.publishing`, which the CDB
 * publishes too; its English for `active.awarded` ('Contract signing') names another stage
 * than its Ukrainian ('Пропозиції розглянуті').
 */
export const TENDER_STATUS_LABELS = {
  active: { title_uk: 'Активний', title_en: 'Active' },
  complete: { title_uk: 'Завершений', title_en: 'Complete' },
  unsuccessful: { title_uk: 'Не відбувся', title_en: 'Unsuccessful' },
  draft: { title_uk: 'Чернетка', title_en: 'Draft' },
  'draft.publishing': { title_uk: 'Публікується', title_en: 'Publishing' },
  'active.awarded': { title_uk: 'Пропозиції розглянуті', title_en: 'Proposals reviewed' },
} as const;
