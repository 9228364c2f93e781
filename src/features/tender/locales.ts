import { addNamespace } from '../../lib/i18n';
import flagsEn from '../../locales/en/flags.json';
import tenderCriteriaEn from '../../locales/en/tenderCriteria.json';
import tenderDocumentationEn from '../../locales/en/tenderDocumentation.json';
import tenderDocumentsEn from '../../locales/en/tenderDocuments.json';
import tenderHeadEn from '../../locales/en/tenderHead.json';
import tenderTermsEn from '../../locales/en/tenderTerms.json';
import flagsUk from '../../locales/uk/flags.json';
import tenderCriteriaUk from '../../locales/uk/tenderCriteria.json';
import tenderDocumentationUk from '../../locales/uk/tenderDocumentation.json';
import tenderDocumentsUk from '../../locales/uk/tenderDocuments.json';
import tenderHeadUk from '../../locales/uk/tenderHead.json';
import tenderTermsUk from '../../locales/uk/tenderTerms.json';

/** The tender page's own texts, one namespace per part of the page. */
addNamespace('tenderHead', { uk: tenderHeadUk, en: tenderHeadEn });
addNamespace('tenderTerms', { uk: tenderTermsUk, en: tenderTermsEn });
addNamespace('tenderDocumentation', { uk: tenderDocumentationUk, en: tenderDocumentationEn });
addNamespace('tenderCriteria', { uk: tenderCriteriaUk, en: tenderCriteriaEn });
addNamespace('tenderDocuments', { uk: tenderDocumentsUk, en: tenderDocumentsEn });
addNamespace('flags', { uk: flagsUk, en: flagsEn });
