import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { Lot } from '../../../../../contract/tender';
import type { LabelFn } from '../../../../lib/use-reference-data';

/** What a criterion's view needs besides the criterion: the language, its texts, labels, lots. */
export interface CriteriaContext {
  lang: Lang;
  t: TFunction<'tenderCriteria'>;
  label: LabelFn;
  /** The tender's lots, to name the lot a criterion relates to. */
  lots: readonly Lot[];
}
