import type { Lang } from '../../../contract/api';
import { addNamespace } from '../../lib/i18n';
import apiDocsUk from '../../../contract/locales/uk/apiDocs.json';
import type { ApiTexts } from './model/api-reference';
import ukTexts from './content/uk-texts.json';

addNamespace('apiDocs', {
  uk: apiDocsUk,
  en: () => import('../../../contract/locales/en/apiDocs.json'),
});

/** What the page says for the document's English: its Ukrainian; in English, nothing. */
export const API_TEXTS: Record<Lang, ApiTexts> = {
  uk: ukTexts,
  en: { operations: {}, params: {}, answers: {} },
};
