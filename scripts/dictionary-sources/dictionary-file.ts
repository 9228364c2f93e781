import { isDeepStrictEqual } from 'node:util';
import type { Dictionary, DictionaryEntry } from '../../contract/static-data.ts';

/** The dictionary to write: date_modified moves only when the entries changed. */
export const nextDictionary = (
  previous: Dictionary | undefined,
  data: Record<string, DictionaryEntry>,
  now: Date,
): Dictionary => ({
  date_modified:
    previous && isDeepStrictEqual(previous.data, data) ? previous.date_modified : now.toISOString(),
  data,
});

/** The file text: two-space JSON and a final newline, as Prettier leaves it. */
export const dictionaryText = (dictionary: Dictionary): string =>
  `${JSON.stringify(dictionary, null, 2)}\n`;
