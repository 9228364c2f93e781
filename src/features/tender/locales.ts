import { addNamespace } from '../../lib/i18n';
import flagsUk from '../../../contract/locales/uk/flags.json';
import tenderCriteriaUk from '../../../contract/locales/uk/tenderCriteria.json';
import tenderDocumentationUk from '../../../contract/locales/uk/tenderDocumentation.json';
import tenderDocumentsUk from '../../../contract/locales/uk/tenderDocuments.json';
import tenderHeadUk from '../../../contract/locales/uk/tenderHead.json';
import tenderTermsUk from '../../../contract/locales/uk/tenderTerms.json';

/** The tender page's own texts, one namespace per part of the page. */
addNamespace('tenderHead', {
  uk: tenderHeadUk,
  en: () => import('../../../contract/locales/en/tenderHead.json'),
});
addNamespace('tenderTerms', {
  uk: tenderTermsUk,
  en: () => import('../../../contract/locales/en/tenderTerms.json'),
});
addNamespace('tenderDocumentation', {
  uk: tenderDocumentationUk,
  en: () => import('../../../contract/locales/en/tenderDocumentation.json'),
});
addNamespace('tenderCriteria', {
  uk: tenderCriteriaUk,
  en: () => import('../../../contract/locales/en/tenderCriteria.json'),
});
addNamespace('tenderDocuments', {
  uk: tenderDocumentsUk,
  en: () => import('../../../contract/locales/en/tenderDocuments.json'),
});
addNamespace('flags', { uk: flagsUk, en: () => import('../../../contract/locales/en/flags.json') });
