import type { Lang } from '../../../contract/api';
import { addNamespace } from '../../lib/i18n';
import apiDocsEn from '../../../contract/locales/en/apiDocs.json';
import apiDocsUk from '../../../contract/locales/uk/apiDocs.json';
import type { ApiTexts } from './model/api-reference';

addNamespace('apiDocs', { uk: apiDocsUk, en: apiDocsEn });

/** What the page says in each language for the document's English (none in English). */
export const API_TEXTS: Record<Lang, ApiTexts> = { uk: apiDocsUk.texts, en: apiDocsEn.texts };
