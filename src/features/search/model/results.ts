import type { Lang } from '../../../../contract/api';
import type { TenderSearchHit } from '../../../../contract/tender';
import type { MoneyValue } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';

export interface ResultRow {
  id: string;
  tenderID: string;
  title: string;
  customer: string;
  status: string;
  value: MoneyValue | undefined;
}

const isHit = (value: unknown): value is TenderSearchHit => {
  if (typeof value !== 'object' || value === null) return false;
  const hit = value as Partial<TenderSearchHit>;
  return typeof hit.tenderID === 'string' && typeof hit.title === 'string';
};

/** Rows of a result list; rows of a shape this screen does not know yet are skipped. */
export function toResultRows(data: readonly unknown[], lang: Lang): ResultRow[] {
  return data.filter(isHit).map((hit) => ({
    id: hit.id,
    tenderID: hit.tenderID,
    title: pickLocalized(hit.title, hit.title_en, lang),
    customer: hit.procuringEntityName,
    status: hit.status,
    value: hit.value,
  }));
}
