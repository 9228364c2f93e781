import { addNamespace } from '../../../../lib/i18n';
import tenderQuestionsEn from '../../../../../contract/locales/en/tenderQuestions.json';
import tenderQuestionsUk from '../../../../../contract/locales/uk/tenderQuestions.json';

/** The tab's own texts come with its code, not with the tender page's. */
addNamespace('tenderQuestions', { uk: tenderQuestionsUk, en: tenderQuestionsEn });
