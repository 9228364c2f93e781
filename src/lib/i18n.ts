import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, initReactI18next } from 'react-i18next';
import type { Lang } from '../../contract/api';
import { DEFAULT_LANG, LANGS } from '../../contract/api';
import commonUk from '../../contract/locales/uk/common.json';
import formatUk from '../../contract/locales/uk/format.json';
import type homeUk from '../../contract/locales/uk/home.json';
import type marketplacesUk from '../../contract/locales/uk/marketplaces.json';
import notFoundUk from '../../contract/locales/uk/notFound.json';
import pwaUk from '../../contract/locales/uk/pwa.json';
import type searchUk from '../../contract/locales/uk/search.json';
import type tenderUk from '../../contract/locales/uk/tender.json';
import uiUk from '../../contract/locales/uk/ui.json';
import type searchFiltersUk from '../../contract/locales/uk/searchFilters.json';
import type entitiesUk from '../../contract/locales/uk/entities.json';
import type orgUk from '../../contract/locales/uk/org.json';
import type tenderBidsUk from '../../contract/locales/uk/tenderBids.json';
import type tenderAwardsUk from '../../contract/locales/uk/tenderAwards.json';
import type tenderCancellationsUk from '../../contract/locales/uk/tenderCancellations.json';
import type newsUk from '../../contract/locales/uk/news.json';
import type tenderCriteriaUk from '../../contract/locales/uk/tenderCriteria.json';
import type tenderDocumentationUk from '../../contract/locales/uk/tenderDocumentation.json';
import type tenderDocumentsUk from '../../contract/locales/uk/tenderDocuments.json';
import type tenderHeadUk from '../../contract/locales/uk/tenderHead.json';
import type tenderContractsUk from '../../contract/locales/uk/tenderContracts.json';
import type tenderLotsUk from '../../contract/locales/uk/tenderLots.json';
import type tenderPrintUk from '../../contract/locales/uk/tenderPrint.json';
import type tenderOfficialUk from '../../contract/locales/uk/tenderOfficial.json';
import type tenderMonitoringsUk from '../../contract/locales/uk/tenderMonitorings.json';
import type tenderTermsUk from '../../contract/locales/uk/tenderTerms.json';
import type tenderQuestionsUk from '../../contract/locales/uk/tenderQuestions.json';
import type tenderComplaintsUk from '../../contract/locales/uk/tenderComplaints.json';
import type uiKitUk from '../../contract/locales/uk/uiKit.json';
import type glossaryUk from '../../contract/locales/uk/glossary.json';
import type savedSearchesUk from '../../contract/locales/uk/savedSearches.json';
import type savedUk from '../../contract/locales/uk/saved.json';
import type savedDeadlinesUk from '../../contract/locales/uk/savedDeadlines.json';
import type offlineUk from '../../contract/locales/uk/offline.json';
import type savedStorageUk from '../../contract/locales/uk/savedStorage.json';
import type savedChangesUk from '../../contract/locales/uk/savedChanges.json';
import type flagsUk from '../../contract/locales/uk/flags.json';
import type flagRulesUk from '../../contract/locales/uk/flagRules.json';
import type apiDocsUk from '../../contract/locales/uk/apiDocs.json';
import { langOfSearch } from '../../contract/lang-url';
import { loadLangFormats } from './format/load';
import { langCookie, RENDERED_DATA_ID } from '../../contract/server-rendered';

/** Ukrainian is the default and the fallback; its files define the keys (see i18next.d.ts). */
export { DEFAULT_LANG };
export const defaultNS = 'common';

/** The shell's texts in Ukrainian, which come with it; English ones with their first use. */
export const resources = {
  uk: {
    common: commonUk,
    format: formatUk,
    notFound: notFoundUk,
    ui: uiUk,
    pwa: pwaUk,
  },
} as const;

/** The shell's texts in English, one chunk: loaded with the first page in English. */
const shellTextsEn = () => import('./shell-texts-en').then((m) => m.shellTextsEn);

export type ShellTexts = Record<keyof (typeof resources)['uk'], Record<string, unknown>>;

/**
 * Namespaces that only one route uses come with that route's code (see `addNamespace`), not
 * with the first page: the UI kit's texts are 5 KB gzipped.
 */
export interface RouteResources {
  home: typeof homeUk;
  search: typeof searchUk;
  tender: typeof tenderUk;
  marketplaces: typeof marketplacesUk;
  uiKit: typeof uiKitUk;
  glossary: typeof glossaryUk;
  tenderHead: typeof tenderHeadUk;
  tenderTerms: typeof tenderTermsUk;
  tenderDocumentation: typeof tenderDocumentationUk;
  tenderCriteria: typeof tenderCriteriaUk;
  tenderDocuments: typeof tenderDocumentsUk;
  tenderBids: typeof tenderBidsUk;
  tenderAwards: typeof tenderAwardsUk;
  tenderCancellations: typeof tenderCancellationsUk;
  tenderQuestions: typeof tenderQuestionsUk;
  tenderComplaints: typeof tenderComplaintsUk;
  tenderMonitorings: typeof tenderMonitoringsUk;
  tenderContracts: typeof tenderContractsUk;
  tenderLots: typeof tenderLotsUk;
  tenderPrint: typeof tenderPrintUk;
  tenderOfficial: typeof tenderOfficialUk;
  searchFilters: typeof searchFiltersUk;
  entities: typeof entitiesUk;
  org: typeof orgUk;
  news: typeof newsUk;
  saved: typeof savedUk;
  savedDeadlines: typeof savedDeadlinesUk;
  offline: typeof offlineUk;
  savedStorage: typeof savedStorageUk;
  savedChanges: typeof savedChangesUk;
  savedSearches: typeof savedSearchesUk;
  flags: typeof flagsUk;
  flagRules: typeof flagRulesUk;
  apiDocs: typeof apiDocsUk;
}

/** Every namespace's keys, from the Ukrainian files (the typed keys of i18next.d.ts). */
export type Resources = (typeof resources)['uk'] & RouteResources;

export type Namespace = keyof Resources;

/** Locale codes for display formatting. */
export const LOCALE: Record<Lang, string> = { uk: 'uk-UK', en: 'en-EN' };

/** Same prefix as the reference-data cache. */
export const LANG_STORAGE_KEY = 'portal-app__lang';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** Any language tag to one of ours ('en-GB' → 'en'); anything else is Ukrainian. */
export function toLang(value: string | null | undefined): Lang {
  const base = value?.toLowerCase().split('-')[0];
  return isLang(base) ? base : DEFAULT_LANG;
}

/** Keeps the choice on this device and sends it with every request (the server renders in it). */
function rememberLang(lang: Lang): void {
  try {
    globalThis.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode): the choice still applies to this visit.
  }
  if (typeof document !== 'undefined') {
    document.cookie = langCookie(lang);
  }
}

/** Whether this page's HTML came rendered from the server (as opposed to the offline shell). */
const isServerRendered = (): boolean => document.getElementById(RENDERED_DATA_ID) !== null;

/**
 * At start: the language the server rendered the page in; else a link's ?lang=, else the saved
 * choice, else Ukrainian. The one found is remembered.
 */
function storedLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  let lang: Lang;
  if (isServerRendered()) lang = toLang(document.documentElement.lang);
  else {
    let saved: string | null = null;
    try {
      saved = globalThis.localStorage.getItem(LANG_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode).
    }
    const linked = typeof location === 'undefined' ? undefined : langOfSearch(location.search);
    lang = linked ?? toLang(saved);
  }
  rememberLang(lang);
  return lang;
}

function reflectLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The one i18next instance: every text is bundled or comes with its route, so it starts at once. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: Object.keys(resources.uk),
  partialBundledLanguages: true,
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

reflectLang(toLang(i18n.language));
i18n.on('languageChanged', (lng) => {
  reflectLang(toLang(lng));
});

type Texts = Record<string, unknown>;
type TextsLoad = () => Promise<Texts>;
/** A namespace's texts in a language: given with its module, or loaded with their first use. */
type LangTexts = Texts | (() => Promise<{ default: Texts }>);

/**
 * Texts that load with their first use, by language and namespace: their loader until a load
 * starts, then the load (shared by concurrent callers) until it ends.
 */
const laterTexts = new Map<Lang, Map<string, TextsLoad | Promise<void>>>();
/** Languages a page has been rendered or asked in: a namespace registered later loads at once. */
const askedLangs = new Set<Lang>();

function loadNamespace(lang: Lang, namespace: string): Promise<void> {
  const later = laterTexts.get(lang);
  const load = later?.get(namespace);
  if (!later || !load) return Promise.resolve();
  if (load instanceof Promise) return load;
  const running = load().then(
    (texts) => {
      i18n.addResourceBundle(lang, namespace, texts, true, true);
      later.delete(namespace);
    },
    (error: unknown) => {
      console.warn(`The texts of ${namespace} in ${lang} did not load`, error);
      later.set(namespace, load);
    },
  );
  later.set(namespace, running);
  return running;
}

function addLaterTexts(lang: Lang, namespace: string, load: TextsLoad): void {
  if (i18n.hasResourceBundle(lang, namespace)) return;
  const later = laterTexts.get(lang) ?? new Map<string, TextsLoad | Promise<void>>();
  later.set(namespace, load);
  laterTexts.set(lang, later);
  if (askedLangs.has(lang)) void loadNamespace(lang, namespace);
}

for (const namespace of Object.keys(resources.uk) as (keyof ShellTexts)[]) {
  addLaterTexts('en', namespace, () => shellTextsEn().then((texts) => texts[namespace]));
}

/**
 * Registers a route's own namespace; its module calls this when loaded. The Ukrainian texts come
 * with the module (they are the fallback); another language's may be a loader, called with the
 * first page in that language (`loadLangTexts`), so that a first visit in Ukrainian fetches none.
 */
export function addNamespace(
  namespace: keyof RouteResources,
  bundles: { uk: Texts } & Record<Exclude<Lang, 'uk'>, LangTexts>,
): void {
  for (const lang of LANGS) {
    const texts = bundles[lang];
    if (typeof texts === 'function') {
      addLaterTexts(lang, namespace, () => texts().then((module) => module.default));
    } else i18n.addResourceBundle(lang, namespace, texts, true, true);
  }
}

/** On the server: the language of the request being rendered (see entry-server.tsx). */
let requestLang: (() => Lang | undefined) | undefined;

/** The server render's way to tell route loaders its request's language. */
export function setRequestLangSource(source: () => Lang | undefined): void {
  requestLang = source;
}

/** The current interface language (outside React: route loaders). */
export function currentLang(): Lang {
  return requestLang?.() ?? toLang(i18n.language);
}

/**
 * Brings the texts in `lang` when it is not Ukrainian: the shell's, those of every route
 * namespace registered so far and its formats (month names, VAT notes); before a page in it is rendered or hydrated (again once its route's modules
 * are in), and before a switch to it. A failed load is logged, and texts fall back to Ukrainian.
 */
export async function loadLangTexts(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG) return;
  askedLangs.add(lang);
  const namespaces = [...(laterTexts.get(lang)?.keys() ?? [])];
  await Promise.all([
    ...namespaces.map((namespace) => loadNamespace(lang, namespace)),
    loadLangFormats(lang).catch((error: unknown) => {
      console.warn(`The formats of ${lang} did not load`, error);
    }),
  ]);
}

/**
 * A lazily loaded module, resolved once the texts it registers are in the current language: a
 * component it holds then renders in that language from its first render.
 */
export async function withLangTexts<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await loadLangTexts(currentLang());
  return loaded;
}

/** Switches the interface language, remembers it and updates <html lang>. */
export async function setLanguage(lang: Lang): Promise<void> {
  rememberLang(lang);
  await loadLangTexts(lang);
  await i18n.changeLanguage(lang);
}

const languageChanges = (instance: I18n) => (onChange: () => void) => {
  instance.on('languageChanged', onChange);
  return () => {
    instance.off('languageChanged', onChange);
  };
};
const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/**
 * The current interface language; re-renders on a switch. It reads react-i18next's instance
 * (the request's on the server) without useTranslation, which copies the instance for each
 * component that calls it: a cost on every render, on the server and in hydration.
 */
export function useLang(): Lang {
  // Outside an I18nextProvider the context is undefined, whatever its type says.
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const instance = context?.i18n ?? getI18n();
  let subscribe = subscriptions.get(instance);
  if (!subscribe) {
    subscribe = languageChanges(instance);
    subscriptions.set(instance, subscribe);
  }
  const read = () => instance.language;
  return toLang(useSyncExternalStore(subscribe, read, read));
}
