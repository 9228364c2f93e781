import type { Lang } from '../../contract/api';
import type { DictionaryKey } from '../../contract/static-data';
import type { DictionaryRecord, PortalDb } from './db';
import { withStorage } from './storage';

/**
 * The local copies of reference dictionaries in IndexedDB. What is read is checked: a damaged
 * record (say `data: null`) is deleted and counts as missing, so it is fetched again.
 */
export async function readDictionaries(
  db: PortalDb,
  lang: Lang,
  keys: readonly DictionaryKey[],
): Promise<DictionaryRecord[]> {
  const ids = keys.map((key): [DictionaryKey, Lang] => [key, lang]);
  const stored = await withStorage('read dictionaries', () => db.dictionaries.bulkGet(ids));
  // The shape's check (TypeBox's) loads with the first stored copy, not with the first page.
  const { toDictionaryRecord } = await import('./dictionary-shape');
  const records: DictionaryRecord[] = [];
  const damaged: [DictionaryKey, Lang][] = [];
  stored.forEach((value, index) => {
    if (value === undefined) return;
    const record = toDictionaryRecord(value);
    if (record) records.push(record);
    else damaged.push(ids[index] as [DictionaryKey, Lang]);
  });
  if (damaged.length > 0) {
    await withStorage('drop damaged dictionaries', () => db.dictionaries.bulkDelete(damaged));
  }
  return records;
}

export function writeDictionaries(db: PortalDb, records: DictionaryRecord[]): Promise<unknown> {
  return withStorage('write dictionaries', () => db.dictionaries.bulkPut(records));
}
