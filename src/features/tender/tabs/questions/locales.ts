import { addNamespace } from '../../../../lib/i18n';
import tenderQuestionsUk from '../../../../../contract/locales/uk/tenderQuestions.json';

/** The tab's own texts come with its code, not with the tender page's. */
addNamespace('tenderQuestions', {
  uk: tenderQuestionsUk,
  en: () => import('../../../../../contract/locales/en/tenderQuestions.json'),
});
