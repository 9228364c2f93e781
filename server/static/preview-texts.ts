import type { Lang, SearchSection } from '../../contract/api.ts';
import commonEn from '../../src/locales/en/common.json';
import searchEn from '../../src/locales/en/search.json';
import commonUk from '../../src/locales/uk/common.json';
import searchUk from '../../src/locales/uk/search.json';

export interface PreviewTexts {
  siteName: string;
  /** The generic description of the portal. */
  description: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** '<page> — <portal name>', as the client titles its tab. */
  documentTitle: (pageTitle: string) => string;
  searchTitle: Record<SearchSection, string>;
  customer: string;
  status: string;
  value: string;
}

const LOCALES = {
  uk: { common: commonUk, search: searchUk },
  en: { common: commonEn, search: searchEn },
};

const textsOf = (lang: Lang, description: string, ogLocale: string): PreviewTexts => {
  const { common, search } = LOCALES[lang];
  return {
    siteName: common.appName,
    description,
    ogLocale,
    documentTitle: (pageTitle) => common.documentTitle.replace('{{title}}', () => pageTitle),
    searchTitle: search.title,
    customer: search.customer,
    status: search.status,
    value: search.value,
  };
};

/** The words of link previews: the client's own labels, plus the portal's description. */
export const PREVIEW_TEXTS: Record<Lang, PreviewTexts> = {
  uk: textsOf(
    'uk',
    'Відкритий портал публічних закупівель України: тендери, плани, відбори, новини.',
    'uk_UA',
  ),
  en: textsOf(
    'en',
    'The open portal of Ukraine’s public procurement: tenders, plans, frameworks, news.',
    'en_GB',
  ),
};
