import type { Lang } from '../../../../contract/api';
import type { Tender } from '../../../../contract/tender';
import { pickLocalized } from '../../../lib/localized';

export interface ItemView {
  id: string;
  description: string;
  quantity: number | undefined;
  unit: string | undefined;
  classification: string | undefined;
}

export interface PurchaseDetailsView {
  description: string | undefined;
  items: ItemView[];
}

export function toPurchaseDetails(tender: Tender, lang: Lang): PurchaseDetailsView {
  const description = tender.description?.trim();
  return {
    description: description === '' ? undefined : description,
    items: tender.items.map((item, index) => ({
      id: item.id || String(index),
      description: pickLocalized(item.description, item.description_en, lang),
      quantity: item.quantity,
      unit: item.unit?.name ? pickLocalized(item.unit.name, item.unit.name_en, lang) : undefined,
      classification: item.classification
        ? `${item.classification.scheme} ${item.classification.id}`
        : undefined,
    })),
  };
}
