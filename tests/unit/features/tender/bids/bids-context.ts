import type { Lang } from '../../../../../contract/api';
import type { BidsContext } from '../../../../../src/features/tender/model/bids/bids-context';
import { i18n } from '../../../../../src/lib/i18n';
import { termsContext } from '../terms/terms-context';

/** What the page passes to the register's view models: shipped dictionaries, real texts. */
export function bidsContext(lang: Lang): BidsContext {
  const terms = termsContext(lang);
  return { lang, label: terms.label, t: i18n.getFixedT(lang, 'tenderBids'), terms };
}
