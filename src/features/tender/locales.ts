import { addNamespace } from '../../lib/i18n';
import tenderBidsEn from '../../locales/en/tenderBids.json';
import tenderAwardsEn from '../../locales/en/tenderAwards.json';
import tenderCancellationsEn from '../../locales/en/tenderCancellations.json';
import tenderCriteriaEn from '../../locales/en/tenderCriteria.json';
import tenderDocumentationEn from '../../locales/en/tenderDocumentation.json';
import tenderDocumentsEn from '../../locales/en/tenderDocuments.json';
import tenderHeadEn from '../../locales/en/tenderHead.json';
import tenderTermsEn from '../../locales/en/tenderTerms.json';
import tenderBidsUk from '../../locales/uk/tenderBids.json';
import tenderAwardsUk from '../../locales/uk/tenderAwards.json';
import tenderCancellationsUk from '../../locales/uk/tenderCancellations.json';
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
addNamespace('tenderBids', { uk: tenderBidsUk, en: tenderBidsEn });
addNamespace('tenderAwards', { uk: tenderAwardsUk, en: tenderAwardsEn });
addNamespace('tenderCancellations', { uk: tenderCancellationsUk, en: tenderCancellationsEn });
