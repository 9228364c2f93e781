/** The columns of each section's CSV export: what its result cards show, plus the id and page URL. */
import type { Lang, SearchSection } from '../../../contract/api.ts';
import type { FrameworkSearchHit } from '../../../contract/framework.ts';
import type { PlanSearchHit } from '../../../contract/plan.ts';
import type { ProductSearchHit } from '../../../contract/product.ts';
import type { SearchHit, TenderHit } from '../../../contract/search.ts';
import type { CsvValue } from '../../http/csv.ts';
import type { CsvLabels } from './labels.ts';

interface Column<Hit> {
  heading: Record<Lang, string>;
  value: (hit: Hit, labels: CsvLabels) => CsvValue;
}

/** Columns of one section: its hits' own, then the id and the portal page of the row. */
export interface SectionColumns {
  columns: Column<SearchHit>[];
  /** The portal page of a result, from its internal id. */
  pagePath: (id: string) => string;
}

const ID: Column<SearchHit> = {
  heading: { uk: 'Внутрішній ID', en: 'Internal id' },
  value: (hit) => hit.id,
};

const section = <Hit extends SearchHit>(columns: Column<Hit>[], page: string): SectionColumns => ({
  // Each section's search answers its own kind of hit only.
  columns: [...(columns as unknown as Column<SearchHit>[]), ID],
  pagePath: (id) => `/${page}/${encodeURIComponent(id)}`,
});

const TITLE = { uk: 'Назва', en: 'Title' };

/** The status as the cards name it, then its code in a column of its own. */
const statusColumns = <Hit extends { status?: string }>(): Column<Hit>[] => [
  {
    heading: { uk: 'Статус', en: 'Status' },
    value: (h, labels) => (h.status === undefined ? undefined : labels.status(h.status)),
  },
  { heading: { uk: 'Код статусу', en: 'Status code' }, value: (h) => h.status },
];

export const CSV_COLUMNS: Record<SearchSection, SectionColumns> = {
  tender: section<TenderHit>(
    [
      { heading: { uk: 'Ідентифікатор закупівлі', en: 'Tender ID' }, value: (h) => h.tenderID },
      { heading: TITLE, value: (h) => h.title },
      { heading: { uk: 'Замовник', en: 'Buyer' }, value: (h) => h.procuringEntityName },
      {
        heading: { uk: 'ЄДРПОУ замовника', en: 'Buyer EDRPOU' },
        value: (h) => h.procuringEntityId,
      },
      ...statusColumns<TenderHit>(),
      {
        heading: { uk: 'Тип процедури', en: 'Procedure type' },
        value: (h, labels) => labels.procedureType(h.procurementMethodType),
      },
      {
        heading: { uk: 'Код типу процедури', en: 'Procedure type code' },
        value: (h) => h.procurementMethodType,
      },
      {
        heading: { uk: 'Очікувана вартість', en: 'Expected value' },
        value: (h) => h.value?.amount,
      },
      { heading: { uk: 'Валюта', en: 'Currency' }, value: (h) => h.value?.currency },
      {
        heading: { uk: 'Кінцевий строк подання пропозицій', en: 'Tender period end' },
        value: (h) => h.tenderPeriodEndDate,
      },
      {
        heading: { uk: 'Червоні прапорці', en: 'Red flags' },
        value: (h, labels) => h.flags?.map((code) => labels.flag(code)).join('; '),
      },
      {
        heading: { uk: 'Коди червоних прапорців', en: 'Red flag codes' },
        value: (h) => h.flags?.join(' '),
      },
    ],
    'tender',
  ),
  plan: section<PlanSearchHit>(
    [
      { heading: { uk: 'Ідентифікатор плану', en: 'Plan ID' }, value: (h) => h.planID },
      { heading: TITLE, value: (h) => h.title },
      { heading: { uk: 'Замовник', en: 'Buyer' }, value: (h) => h.buyerName },
      { heading: { uk: 'ЄДРПОУ замовника', en: 'Buyer EDRPOU' }, value: (h) => h.buyerId },
      { heading: { uk: 'Бюджет', en: 'Budget' }, value: (h) => h.budget?.amount },
      { heading: { uk: 'Валюта', en: 'Currency' }, value: (h) => h.budget?.currency },
      { heading: { uk: 'Рік', en: 'Year' }, value: (h) => h.year },
      ...statusColumns<PlanSearchHit>(),
    ],
    'plan',
  ),
  catalog: section<FrameworkSearchHit>(
    [
      { heading: { uk: 'Ідентифікатор відбору', en: 'Framework ID' }, value: (h) => h.prettyID },
      { heading: TITLE, value: (h) => h.title },
      { heading: { uk: 'Замовник', en: 'Procuring entity' }, value: (h) => h.buyerName },
      {
        heading: { uk: 'ЄДРПОУ замовника', en: 'Procuring entity EDRPOU' },
        value: (h) => h.buyerId,
      },
      ...statusColumns<FrameworkSearchHit>(),
      {
        heading: { uk: 'Кінець кваліфікації', en: 'Qualification end' },
        value: (h) => h.qualificationEndDate,
      },
    ],
    'framework',
  ),
  products: section<ProductSearchHit>(
    [
      { heading: TITLE, value: (h) => h.title },
      { heading: { uk: 'Класифікація', en: 'Classification' }, value: (h) => h.classificationId },
      { heading: { uk: 'Постачальник', en: 'Vendor' }, value: (h) => h.vendorName },
      ...statusColumns<ProductSearchHit>(),
    ],
    'product',
  ),
};

export const URL_HEADING: Record<Lang, string> = { uk: 'Посилання', en: 'Link' };
