import type { Lang } from '../../../../../contract/api';
import type { ComplaintsContext } from '../../../../../src/features/tender/tabs/complaints/model/complaint-view';
import type { ClaimsContext } from '../../../../../src/features/tender/tabs/questions/model/claims-view';
import '../../../../../src/features/tender/tabs/complaints/locales';
import '../../../../../src/features/tender/tabs/questions/locales';
import { i18n } from '../../../../../src/lib/i18n';
import { termsContext } from '../terms/terms-context';

/** What the questions tab passes to its view models: shipped dictionaries, real texts. */
export function questionsContext(lang: Lang, tenderKey: string): ClaimsContext {
  const terms = termsContext(lang);
  return { lang, label: terms.label, t: i18n.getFixedT(lang, 'tenderQuestions'), tenderKey };
}

/** What the complaints tab passes to its view models. */
export function complaintsContext(lang: Lang, tenderKey: string): ComplaintsContext {
  const terms = termsContext(lang);
  return {
    lang,
    label: terms.label,
    t: i18n.getFixedT(lang, 'tenderComplaints'),
    terms,
    tenderKey,
  };
}
