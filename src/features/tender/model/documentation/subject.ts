import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import { EM_DASH } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { toClassificationView } from '../items/classification-view';
import type { ClassificationView } from '../items/classification-view';

/** Details section 5: the subject of the purchase. */
export interface SubjectView {
  /** The main procurement category ('товари', 'роботи', …), or '—'. */
  category: string;
  /** The general classifier: the tender's classification, code and name. */
  classifier: ClassificationView | undefined;
  /** The purchase description, clamped on the page; undefined when there is none. */
  description: string | undefined;
}

export function toSubject(tender: Tender, lang: Lang, label: LabelFn): SubjectView {
  const category = tender.mainProcurementCategory?.trim();
  const description = pickLocalized(tender.description ?? '', tender.description_en, lang).trim();
  return {
    category: category ? label('main_procurement_categories', category) : EM_DASH,
    classifier: tender.classification
      ? toClassificationView(tender.classification, lang)
      : undefined,
    description: description === '' ? undefined : description,
  };
}
