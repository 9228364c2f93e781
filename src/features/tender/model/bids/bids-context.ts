import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { LabelFn } from '../../../../lib/use-reference-data';
import type { TermsContext } from '../terms/rows';

/** What the register's view models need besides the tender: the language and its texts. */
export interface BidsContext {
  lang: Lang;
  /** Dictionary labels (`useLabel()`). */
  label: LabelFn;
  /** The tenderBids namespace in `lang`. */
  t: TFunction<'tenderBids'>;
  /** The terms texts, for the rows the participant shares with the customer (code, contacts). */
  terms: TermsContext;
}
