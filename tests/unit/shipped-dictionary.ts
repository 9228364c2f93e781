import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary, DictionaryKey } from '../../contract/static-data';

const dictionariesDir = path.resolve(import.meta.dirname, '../../data/dictionaries');

/** A reference dictionary as shipped in data/dictionaries. */
export function shippedDictionary(key: DictionaryKey): Dictionary {
  return JSON.parse(readFileSync(path.join(dictionariesDir, `${key}.json`), 'utf8')) as Dictionary;
}
