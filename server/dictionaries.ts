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

/** Reads every dictionary of data/dictionaries once, at start. */
export const loadDictionaries = async (shippedDataDir: string): Promise<DictionaryStore> => {
  const entries = await Promise.all(
    DICTIONARY_KEYS.map(async (key): Promise<[DictionaryKey, Dictionary]> => {
      const file = path.join(shippedDataDir, 'dictionaries', `${key}.json`);
      return [key, JSON.parse(await readFile(file, 'utf8')) as Dictionary];
    }),
  );
  return new Map(entries);
};

/** The Ukrainian answer drops English labels; the English one keeps Ukrainian as the fallback. */
const forLang = (entry: DictionaryEntry, lang: Lang): DictionaryEntry =>
  lang === 'en'
    ? entry
    : Object.fromEntries(Object.entries(entry).filter(([field]) => !field.endsWith('_en')));

export const dictionaryFor = (dictionary: Dictionary, lang: Lang): Dictionary => ({
  date_modified: dictionary.date_modified,
  data: Object.fromEntries(
    Object.entries(dictionary.data).map(([code, entry]) => [code, forLang(entry, lang)]),
  ),
});
