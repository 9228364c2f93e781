import type { Lang } from './api';
import type { Dictionary, DictionaryEntry } from './static-data';

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The one rule for bilingual text: the English text when English is on and the text is
 * not blank; otherwise the Ukrainian one (the fallback language).
 */
export function localizedText(uk: string, en: string | null | undefined, lang: Lang): string {
  return lang === 'en' && nonEmpty(en) ? en : uk;
}

/**
 * A bilingual field of a record: `<field>_<lang>`, then `<field>_uk`, then the bare
 * `<field>` (upstream objects keep the Ukrainian text there: title / title_en).
 * Undefined when none is set.
 */
export function localizedField(
  record: Readonly<Record<string, unknown>> | null | undefined,
  field: string,
  lang: Lang,
): string | undefined {
  if (!record) return undefined;
  for (const name of [`${field}_${lang}`, `${field}_uk`, field]) {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    if (nonEmpty(value)) return value;
  }
  return undefined;
}

/**
 * The label of a dictionary entry: title in the language, then name in the language,
 * then the Ukrainian title and name. Undefined when none is set.
 */
export function entryLabel(entry: DictionaryEntry | undefined, lang: Lang): string | undefined {
  if (!entry) return undefined;
  const fields = [`title_${lang}`, `name_${lang}`, 'title_uk', 'name_uk'];
  for (const field of fields) {
    const value = entry[field];
    if (nonEmpty(value)) return value;
  }
  return undefined;
}

/** The description of a dictionary entry: description_<lang>, else description_uk. */
export function entryDescription(
  entry: DictionaryEntry | undefined,
  lang: Lang,
): string | undefined {
  return localizedField(entry, 'description', lang);
}

const entryOf = (dictionary: Dictionary | undefined, code: string): DictionaryEntry | undefined =>
  dictionary && Object.hasOwn(dictionary.data, code) ? dictionary.data[code] : undefined;

/**
 * The label of `code` in a dictionary. A missing dictionary, entry or label falls
 * back to the raw code, so a page still says something when reference data failed.
 */
export function dictionaryLabel(
  dictionary: Dictionary | undefined,
  code: string,
  lang: Lang,
): string {
  return entryLabel(entryOf(dictionary, code), lang) ?? code;
}

/** The description of `code` in a dictionary; undefined when there is none. */
export function dictionaryDescription(
  dictionary: Dictionary | undefined,
  code: string,
  lang: Lang,
): string | undefined {
  return entryDescription(entryOf(dictionary, code), lang);
}
