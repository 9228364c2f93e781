/** Spec §4 names these three tender status labels; they replace the standards' wording. */
export const TENDER_STATUS_LABELS = {
  active: { title_uk: 'Активний', title_en: 'Active' },
  complete: { title_uk: 'Завершений', title_en: 'Complete' },
  unsuccessful: { title_uk: 'Не відбувся', title_en: 'Unsuccessful' },
} as const;
