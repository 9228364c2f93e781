import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../contract/api.ts';
import {
  DICTIONARY_KEYS,
  type Dictionary,
  type DictionaryEntry,
  type DictionaryKey,
} from '../contract/static-data.ts';

export type DictionaryStore = ReadonlyMap<DictionaryKey, Dictionary>;

/** Reads every dictionary of data/dictionaries once, at start; a missing or broken file stops it. */
export const loadDictionaries = async (shippedDataDir: string): Promise<DictionaryStore> => {
  const entries = await Promise.all(
    DICTIONARY_KEYS.map(async (key): Promise<[DictionaryKey, Dictionary]> => {
      const file = path.join(shippedDataDir, 'dictionaries', `${key}.json`);
      try {
        return [key, JSON.parse(await readFile(file, 'utf8')) as Dictionary];
      } catch (error) {
        throw new Error(`Cannot read the dictionary ${file}`, { cause: error });
      }
    }),
  );
  return new Map(entries);
};

/** Drops the English fields at any depth, so nested labels follow the language too. */
const withoutEnglish = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutEnglish);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => !field.endsWith('_en'))
      .map(([field, inner]) => [field, withoutEnglish(inner)]),
  );
};

/** The Ukrainian answer drops English labels; the English one keeps Ukrainian as the fallback. */
const forLang = (entry: DictionaryEntry, lang: Lang): DictionaryEntry =>
  lang === 'en' ? entry : (withoutEnglish(entry) as DictionaryEntry);

export const dictionaryFor = (dictionary: Dictionary, lang: Lang): Dictionary => ({
  date_modified: dictionary.date_modified,
  data: Object.fromEntries(
    Object.entries(dictionary.data).map(([code, entry]) => [code, forLang(entry, lang)]),
  ),
});
