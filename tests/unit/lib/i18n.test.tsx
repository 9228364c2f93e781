import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../contract/locales/en/common.json';
import commonUk from '../../../contract/locales/uk/common.json';
import newsEn from '../../../contract/locales/en/news.json';
import newsUk from '../../../contract/locales/uk/news.json';
import searchEn from '../../../contract/locales/en/search.json';
import searchUk from '../../../contract/locales/uk/search.json';

const STORAGE_KEY = 'portal-app__lang';

/**
 * Starts the i18n module afresh as a page load would: with a browser storage holding
 * `saved` (or failing, like some private modes) and an <html> element to follow.
 */
async function startWith(
  saved: string | undefined,
  options: { storageFails?: boolean; search?: string; renderedIn?: string } = {},
) {
  const stored = new Map<string, string>(saved === undefined ? [] : [[STORAGE_KEY, saved]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (options.storageFails) throw new Error('SecurityError');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (options.storageFails) throw new Error('QuotaExceededError');
      stored.set(key, value);
    },
  });
  const html = { lang: options.renderedIn ?? '' };
  const page = {
    documentElement: html,
    cookie: '',
    // A server-rendered page carries its hydration data block.
    getElementById: (id: string) => (options.renderedIn && id === 'rendered-data' ? {} : null),
  };
  vi.stubGlobal('document', page);
  if (options.search !== undefined) vi.stubGlobal('location', { search: options.search });
  vi.resetModules();
  const i18nModule = await import('../../../src/lib/i18n');
  return { ...i18nModule, stored, html, page };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interface language', () => {
  it('of a page rendered on the server is the one it was rendered in, whatever was saved', async () => {
    const { currentLang, stored, page } = await startWith('uk', {
      renderedIn: 'en',
      search: '?lang=uk',
    });
    expect(currentLang()).toBe('en');
    expect(stored.get(STORAGE_KEY)).toBe('en');
    expect(page.cookie).toMatch(/^portal-lang=en; path=\/; max-age=\d+; samesite=lax$/);
  });

  it('is sent with every request once switched: the server renders the next page in it', async () => {
    const { setLanguage, page } = await startWith(undefined);
    await setLanguage('en');
    expect(page.cookie).toMatch(/^portal-lang=en;/);
  });

  it('is Ukrainian when none was saved, and <html lang> says so', async () => {
    const { currentLang, html, i18n } = await startWith(undefined);
    expect(currentLang()).toBe('uk');
    expect(html.lang).toBe('uk');
    expect(i18n.t('appName')).toBe(commonUk.appName);
  });

  it('starts in the saved language, its texts once the app has loaded them', async () => {
    const { currentLang, html, i18n, loadLangTexts } = await startWith('en');
    expect(currentLang()).toBe('en');
    expect(html.lang).toBe('en');
    await loadLangTexts('en');
    expect(i18n.t('appName')).toBe(commonEn.appName);
  });

  it("leaves the shell's English texts out of the first page until English is asked for", async () => {
    const { i18n, setLanguage } = await startWith(undefined);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('appName', { lng: 'en' })).toBe(commonUk.appName);
    await import('../../../src/features/search/locales');
    await setLanguage('en');
    expect(i18n.t('appName')).toBe(commonEn.appName);
    expect(i18n.t('search:sort.label')).toBe(searchEn.sort.label);
  });

  it('formats English months and money once English is asked for, and Ukrainian from the start', async () => {
    const { loadLangTexts } = await startWith(undefined);
    const { formatDate, formatMoney } = await import('../../../src/lib/format');
    const date = '2026-11-05T10:00:00+02:00';
    const money = { amount: 1000, currency: 'UAH', valueAddedTaxIncluded: true };
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(formatDate(date, 'uk')).toBe('05 листопада 2026');
    expect(spaced(formatMoney(money, 'uk', { vat: true }))).toBe('1 000,00 грн з ПДВ');
    await loadLangTexts('en');
    expect(formatDate(date, 'en')).toBe('05 November 2026');
    expect(spaced(formatMoney(money, 'en', { vat: true }))).toBe('1 000,00 UAH incl. VAT');
  });

  it('ignores a saved value that is not one of ours', async () => {
    const { currentLang, html } = await startWith('de');
    expect(currentLang()).toBe('uk');
    expect(html.lang).toBe('uk');
  });

  it('is saved on a switch and <html lang> follows it', async () => {
    const { setLanguage, currentLang, html, stored, i18n } = await startWith(undefined);
    await setLanguage('en');
    expect(stored.get(STORAGE_KEY)).toBe('en');
    expect(html.lang).toBe('en');
    expect(currentLang()).toBe('en');
    expect(i18n.t('skipLink')).toBe(commonEn.skipLink);
    await setLanguage('uk');
    expect(stored.get(STORAGE_KEY)).toBe('uk');
    expect(html.lang).toBe('uk');
  });

  it('starts in the language of a ?lang= link and remembers it', async () => {
    const { currentLang, html, stored } = await startWith('uk', { search: '?text=x&lang=en' });
    expect(currentLang()).toBe('en');
    expect(html.lang).toBe('en');
    expect(stored.get(STORAGE_KEY)).toBe('en');
  });

  it('keeps the saved language when ?lang= names none of ours', async () => {
    const { currentLang, stored } = await startWith('en', { search: '?lang=de' });
    expect(currentLang()).toBe('en');
    expect(stored.get(STORAGE_KEY)).toBe('en');
  });

  it('follows a ?lang= link even when the storage refuses', async () => {
    const { currentLang } = await startWith(undefined, { storageFails: true, search: '?lang=en' });
    expect(currentLang()).toBe('en');
  });

  it('still switches when the storage refuses', async () => {
    const { setLanguage, currentLang, html } = await startWith(undefined, { storageFails: true });
    expect(currentLang()).toBe('uk');
    await setLanguage('en');
    expect(currentLang()).toBe('en');
    expect(html.lang).toBe('en');
  });
});

describe('i18n set-up', () => {
  it('maps any language tag to one of ours, Ukrainian by default', async () => {
    const { toLang, isLang, LOCALE } = await startWith(undefined);
    expect(toLang('en-GB')).toBe('en');
    expect(toLang('EN')).toBe('en');
    expect(toLang('uk-UA')).toBe('uk');
    expect(toLang('de')).toBe('uk');
    expect(toLang(null)).toBe('uk');
    expect(isLang('en')).toBe(true);
    expect(isLang('en-EN')).toBe(false);
    expect(LOCALE).toEqual({ uk: 'uk-UK', en: 'en-EN' });
  });

  it('falls back to Ukrainian for a language it does not have', async () => {
    const { i18n } = await startWith(undefined);
    expect(i18n.t('appName', { lng: 'de' })).toBe(commonUk.appName);
  });

  it("loads a route's English texts when English is asked for, not with the route's code", async () => {
    const { i18n, loadLangTexts } = await startWith(undefined);
    await import('../../../src/features/tender/locales');
    expect(i18n.hasResourceBundle('uk', 'tenderTerms')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'tenderTerms')).toBe(false);
    await loadLangTexts('en');
    expect(i18n.t('tenderTerms:customer.title', { lng: 'en' })).toBe('Buyer information');
  });

  it('hands a lazily loaded module over once the texts it registers are in the current language', async () => {
    const { i18n, loadLangTexts, withLangTexts } = await startWith('en');
    await loadLangTexts('en');
    await withLangTexts(import('../../../src/features/news/locales'));
    expect(i18n.t('news:title')).toBe(newsEn.title);
  });

  it('registers every locale file as a namespace in both languages, route ones with the route', async () => {
    const { i18n, loadLangTexts } = await startWith(undefined);
    await import('../../../src/features/ui-kit/locales');
    await import('../../../src/features/search/locales');
    await import('../../../src/features/marketplaces/locales');
    await import('../../../src/features/tender/tender-texts');
    await import('../../../src/features/tender/locales');
    await import('../../../src/features/tender/components/outcome/locales');
    await import('../../../src/features/tender/tabs/questions/locales');
    await import('../../../src/features/tender/tabs/complaints/locales');
    await import('../../../src/features/search/components/filters/locales');
    await import('../../../src/features/entity/texts');
    await import('../../../src/features/tender/tabs/monitorings/locales');
    await import('../../../src/features/tender/tabs/contracts/locales');
    await import('../../../src/features/tender/tabs/lots/locales');
    await import('../../../src/features/news/locales');
    await import('../../../src/features/saved/locales');
    await import('../../../src/features/saved/deadlines-locales');
    await import('../../../src/app/layout/offline/locales');
    await import('../../../src/features/saved/storage/locales');
    await import('../../../src/features/saved/changes-locales');
    await import('../../../src/features/search/saved-searches-locales');
    await import('../../../src/features/glossary/locales');
    await import('../../../src/features/org/texts');
    await import('../../../src/features/tender/print/locales');
    await import('../../../src/features/flags/locales');
    await import('../../../src/features/api-docs/locales');
    await import('../../../src/features/tender/official/locales');
    await import('../../../src/features/home/locales');
    await loadLangTexts('en');
    const localesDir = path.resolve(import.meta.dirname, '../../../contract/locales');
    for (const lang of ['uk', 'en'] as const) {
      const files = readdirSync(path.join(localesDir, lang)).map((file) =>
        file.replace('.json', ''),
      );
      for (const namespace of files) {
        expect(i18n.hasResourceBundle(lang, namespace), `${lang}/${namespace}`).toBe(true);
      }
    }
    expect(i18n.t('uiKit:title', { lng: 'en' })).not.toBe('title');
    expect(i18n.t('tenderTerms:customer.title', { lng: 'en' })).toBe('Buyer information');
  });

  it("leaves the UI kit's, home, the news, search, marketplaces and tender pages' texts out of the first page", async () => {
    const { resources } = await startWith(undefined);
    for (const namespace of ['uiKit', 'home', 'news', 'glossary', 'search', 'marketplaces']) {
      expect(Object.keys(resources.uk)).not.toContain(namespace);
    }
    expect(Object.keys(resources.uk).filter((ns) => ns.startsWith('tender'))).toEqual([]);
  });

  it('chooses Ukrainian plural forms one / few / many with Intl.PluralRules', async () => {
    const { i18n, loadLangTexts } = await startWith(undefined);
    await import('../../../src/features/search/locales');
    await loadLangTexts('en');
    const total = (count: number) =>
      i18n.t('search:total.exact', { count, number: String(count), lng: 'uk' });
    const form = (text: string, count: number) => text.replace('{{number}}', String(count));
    expect(total(1)).toBe(form(searchUk.total.exact_one, 1));
    expect(total(21)).toBe(form(searchUk.total.exact_one, 21));
    expect(total(3)).toBe(form(searchUk.total.exact_few, 3));
    expect(total(24)).toBe(form(searchUk.total.exact_few, 24));
    expect(total(5)).toBe(form(searchUk.total.exact_many, 5));
    expect(total(11)).toBe(form(searchUk.total.exact_many, 11));
    expect(i18n.t('format:years', { count: 21, lng: 'uk' })).toBe('21 рік');
    expect(i18n.t('format:years', { count: 2, lng: 'uk' })).toBe('2 роки');
    expect(i18n.t('format:years', { count: 12, lng: 'uk' })).toBe('12 років');
    expect(i18n.t('format:years', { count: 1, lng: 'en' })).toBe('1 year');
    expect(i18n.t('format:years', { count: 21, lng: 'en' })).toBe('21 years');
  });
});

describe("a component's t", () => {
  /** What a component rendered with `useTranslation(ns)` reads for each call. */
  async function componentTexts(ns: 'news' | 'search', calls: [string, object?][]) {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { useTranslation } = await import('react-i18next');
    const texts: string[] = [];
    function Reader() {
      const { t } = useTranslation(ns);
      const lookup = t as unknown as (key: string, options?: object) => string;
      for (const [key, options] of calls) texts.push(lookup(key, options));
      return null;
    }
    renderToStaticMarkup(<Reader />);
    return texts;
  }

  it('gives each count its own plural form when the same key is asked again', async () => {
    await startWith(undefined);
    await import('../../../src/features/search/locales');
    const days = (count: number): [string, object] => ['countdown.days', { count }];
    expect(await componentTexts('search', [days(1), days(3), days(5), days(1), days(3)])).toEqual([
      '1 день',
      '3 дні',
      '5 днів',
      '1 день',
      '3 дні',
    ]);
  });

  it("reads a route's texts once the route has brought them, though asked for before", async () => {
    const { addNamespace } = await startWith(undefined);
    expect(await componentTexts('news', [['title']])).toEqual(['title']);
    addNamespace('news', { uk: newsUk, en: newsEn });
    expect(await componentTexts('news', [['title']])).toEqual([newsUk.title]);
  });
});
