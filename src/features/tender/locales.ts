import { addNamespace } from '../../lib/i18n';
import flagsEn from '../../../contract/locales/en/flags.json';
import tenderCriteriaEn from '../../../contract/locales/en/tenderCriteria.json';
import tenderDocumentationEn from '../../../contract/locales/en/tenderDocumentation.json';
import tenderDocumentsEn from '../../../contract/locales/en/tenderDocuments.json';
import tenderHeadEn from '../../../contract/locales/en/tenderHead.json';
import tenderTermsEn from '../../../contract/locales/en/tenderTerms.json';
import flagsUk from '../../../contract/locales/uk/flags.json';
import tenderCriteriaUk from '../../../contract/locales/uk/tenderCriteria.json';
import tenderDocumentationUk from '../../../contract/locales/uk/tenderDocumentation.json';
import tenderDocumentsUk from '../../../contract/locales/uk/tenderDocuments.json';
import tenderHeadUk from '../../../contract/locales/uk/tenderHead.json';
import tenderTermsUk from '../../../contract/locales/uk/tenderTerms.json';

/** The tender page's own texts, one namespace per part of the page. */
addNamespace('tenderHead', { uk: tenderHeadUk, en: tenderHeadEn });
addNamespace('tenderTerms', { uk: tenderTermsUk, en: tenderTermsEn });
addNamespace('tenderDocumentation', { uk: tenderDocumentationUk, en: tenderDocumentationEn });
addNamespace('tenderCriteria', { uk: tenderCriteriaUk, en: tenderCriteriaEn });
addNamespace('tenderDocuments', { uk: tenderDocumentsUk, en: tenderDocumentsEn });
addNamespace('flags', { uk: flagsUk, en: flagsEn });
