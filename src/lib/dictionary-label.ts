import type { Lang } from '../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../contract/static-data';

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The one way to read a label from a dictionary entry: title_<lang>, then name_<lang>,
 * then the Ukrainian title and name (the fallback language). Undefined when none is set.
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

/**
 * The label of `code` in a dictionary. A missing dictionary, entry or label falls
 * back to the raw code, so a page still says something when reference data failed.
 */
export function dictionaryLabel(
  dictionary: Dictionary | undefined,
  code: string,
  lang: Lang,
): string {
  const entry =
    dictionary && Object.hasOwn(dictionary.data, code) ? dictionary.data[code] : undefined;
  return entryLabel(entry, lang) ?? code;
}
