import { LANGS, type Lang } from '../../contract/api';
import { DictionaryEntrySchema } from '../../contract/schemas/answers';
import { DICTIONARY_KEYS } from '../../contract/static-data';
import type { Dictionary, DictionaryEntry, DictionaryKey } from '../../contract/static-data';
import type { DictionaryRecord } from './db';
import { fits } from './fits-schema';

/**
 * The one check of a reference dictionary's shape, whether it came from the network or from
 * IndexedDB: pages read entries as objects, so anything else is left out rather than crashing
 * the header, the footer or a page.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dictionary with its well-formed entries, or undefined when it is not a dictionary. */
export function toDictionary(value: unknown): Dictionary | undefined {
  if (!isObject(value) || typeof value.date_modified !== 'string' || !isObject(value.data)) {
    return undefined;
  }
  const data: Record<string, DictionaryEntry> = {};
  for (const [code, entry] of Object.entries(value.data)) {
    if (fits(DictionaryEntrySchema, entry)) data[code] = entry;
  }
  return { date_modified: value.date_modified, data };
}

const isKey = (value: unknown): value is DictionaryKey =>
  (DICTIONARY_KEYS as readonly unknown[]).includes(value);
const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** A stored copy as the loader can use it, or undefined for a damaged one. */
export function toDictionaryRecord(value: unknown): DictionaryRecord | undefined {
  if (!isObject(value) || !isKey(value.key) || !isLang(value.lang)) return undefined;
  if (typeof value.expiresAt !== 'number' || !Number.isFinite(value.expiresAt)) return undefined;
  const dictionary = toDictionary(value);
  if (!dictionary) return undefined;
  return { key: value.key, lang: value.lang, expiresAt: value.expiresAt, ...dictionary };
}
