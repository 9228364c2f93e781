import type { DictionaryEntry } from '../../contract/static-data.ts';

type Entries = Readonly<Record<string, DictionaryEntry>>;

/** tender.awardCriteria (no standards codelist); the titles follow the feature price display. */
export const AWARD_CRITERIA: Entries = {
  lowestCost: { title_uk: 'Ціна', title_en: 'Price' },
  ratedCriteria: { title_uk: 'Показник ефективності', title_en: 'Efficiency indicator' },
  lifeCycleCost: { title_uk: 'Вартість життєвого циклу', title_en: 'Life cycle cost' },
};

/** tender.procurementMethodRationale values with a fixed meaning (no standards codelist). */
export const PROCUREMENT_METHOD_RATIONALES: Entries = {
  defense: { title_uk: 'Закупівля для потреб оборони', title_en: 'Procurement for defence needs' },
  'COVID-19': {
    title_uk: 'Закупівля для запобігання поширенню COVID-19',
    title_en: 'Procurement to prevent the spread of COVID-19',
  },
};

/** Qualification and award statuses: pending, active, unsuccessful, cancelled. */
export const QUALIFICATION_STATUSES: Entries = {
  pending: { title_uk: 'Очікує рішення', title_en: 'Pending decision' },
  active: { title_uk: 'Допущено', title_en: 'Admitted' },
  unsuccessful: { title_uk: 'Відхилено', title_en: 'Rejected' },
  cancelled: { title_uk: 'Скасовано', title_en: 'Cancelled' },
};

export const AWARD_STATUSES: Entries = {
  pending: { title_uk: 'Розглядається', title_en: 'Under review' },
  active: { title_uk: 'Переможець', title_en: 'Winner' },
  unsuccessful: { title_uk: 'Дискваліфіковано', title_en: 'Disqualified' },
  cancelled: { title_uk: 'Скасовано', title_en: 'Cancelled' },
};
