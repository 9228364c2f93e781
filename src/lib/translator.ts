import type { FlatNamespace, i18n as I18next, TFunction } from 'i18next';
import type { Lang } from '../../contract/api';

/*
 * The portal's texts need little of an i18n library: namespaced JSON files, nested keys,
 * `{{name}}` templates, plural forms chosen by Intl.PluralRules (`key_one`, `key_few`…) and
 * Ukrainian as the fallback. This does that, with i18next's behaviour for each and its types
 * for the keys (i18next.d.ts), at a tenth of its size on the first load.
 */

type Texts = { [key: string]: unknown };
type Bundles = Partial<Record<Lang, Record<string, Texts>>>;
type Options = Record<string, unknown>;

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const TEMPLATE = /\{\{(.+?)\}\}/g;
/** Results kept per translator before the cache starts afresh (options carry counts, dates). */
const TEXTS_LIMIT = 5000;

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlainValue = (value: unknown): boolean =>
  value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

export interface TranslatorSettings {
  resources: Bundles;
  lng: Lang;
  fallbackLng: Lang;
  defaultNS: string;
}

export interface Translator {
  /** The current language. */
  readonly language: Lang;
  /** A text in the current language, or in `options.lng`; `ns:key` reaches another namespace. */
  t: I18next['t'];
  /** The `t` of one language and namespace, one per pair; its results are kept. */
  getFixedT: <N extends FlatNamespace>(lang: Lang, ns: N) => TFunction<N>;
  changeLanguage: (lang: Lang) => Promise<void>;
  addResourceBundle: (lang: Lang, ns: string, texts: Texts) => void;
  hasResourceBundle: (lang: Lang, ns: string) => boolean;
  on: (event: 'languageChanged', listener: (lang: Lang) => void) => void;
  off: (event: 'languageChanged', listener: (lang: Lang) => void) => void;
}

function find(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (!isTexts(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** `{{name}}` from the options; a name given as undefined reads '', one not given stays. */
function fill(template: string, options: Options | undefined): string {
  if (!options || !template.includes('{{')) return template;
  return template.replace(TEMPLATE, (whole, name: string) => {
    const key = name.trim();
    if (!(key in options)) return whole;
    const value = options[key];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

export function createTranslator(settings: TranslatorSettings): Translator {
  const store: Bundles = {};
  const listeners = new Set<(lang: Lang) => void>();
  const plurals = new Map<Lang, Intl.PluralRules>();
  const kept = new Map<string, string>();
  let language = settings.lng;

  const addResourceBundle = (lang: Lang, ns: string, texts: Texts) => {
    const bundles = (store[lang] ??= {});
    bundles[ns] = { ...bundles[ns], ...texts };
    kept.clear();
  };
  for (const lang of Object.keys(settings.resources) as Lang[]) {
    for (const [ns, texts] of Object.entries(settings.resources[lang] ?? {})) {
      addResourceBundle(lang, ns, texts);
    }
  }

  const pluralForm = (lang: Lang, count: number): string => {
    let rules = plurals.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      plurals.set(lang, rules);
    }
    return rules.select(count);
  };

  const resolve = (lang: Lang, defaultNS: string, fullKey: string, options?: Options): string => {
    const split = fullKey.indexOf(NS_SEPARATOR);
    const ns = split === -1 ? defaultNS : fullKey.slice(0, split);
    const key = split === -1 ? fullKey : fullKey.slice(split + 1);
    const count = options?.count;
    const langs = lang === settings.fallbackLng ? [lang] : [lang, settings.fallbackLng];
    for (const code of langs) {
      const texts = store[code]?.[ns];
      const keys = typeof count === 'number' ? [`${key}_${pluralForm(code, count)}`, key] : [key];
      for (const candidate of keys) {
        const text = find(texts, candidate);
        if (typeof text === 'string') return fill(text, options);
      }
    }
    const fallback = options?.defaultValue;
    return typeof fallback === 'string' ? fill(fallback, options) : key;
  };

  const t = (key: string, options?: Options): string => {
    const lng = options?.lng;
    const lang =
      typeof lng !== 'string' ? language : lng in store ? (lng as Lang) : settings.fallbackLng;
    return resolve(lang, settings.defaultNS, key, options);
  };

  /** The cache key of a call whose text depends on its arguments alone, else undefined. */
  const keptId = (prefix: string, key: string, options: Options | undefined) => {
    if (options === undefined) return `${prefix}|${key}`;
    if (!Object.values(options).every(isPlainValue)) return undefined;
    return `${prefix}|${key}|${JSON.stringify(options)}`;
  };

  const fixedTs = new Map<string, unknown>();
  const getFixedT = <N extends FlatNamespace>(lang: Lang, ns: N): TFunction<N> => {
    const prefix = `${lang}|${ns}`;
    const known = fixedTs.get(prefix);
    if (known) return known as TFunction<N>;
    const fixed = (key: string, options?: Options): string => {
      const id = keptId(prefix, key, options);
      if (id === undefined) return resolve(lang, ns, key, options);
      let text = kept.get(id);
      if (text === undefined) {
        text = resolve(lang, ns, key, options);
        if (kept.size >= TEXTS_LIMIT) kept.clear();
        kept.set(id, text);
      }
      return text;
    };
    fixedTs.set(prefix, fixed);
    return fixed as unknown as TFunction<N>;
  };

  return {
    get language() {
      return language;
    },
    t: t as unknown as I18next['t'],
    getFixedT,
    changeLanguage: (lang) => {
      if (lang !== language) {
        language = lang;
        listeners.forEach((listener) => {
          listener(lang);
        });
      }
      return Promise.resolve();
    },
    addResourceBundle,
    hasResourceBundle: (lang, ns) => store[lang]?.[ns] !== undefined,
    on: (_event, listener) => {
      listeners.add(listener);
    },
    off: (_event, listener) => {
      listeners.delete(listener);
    },
  };
}
