import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import type { Tender } from '../../../../../contract/tender';
import { unwrapTender } from '../../../../../server/ingest/cdb';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import type { LabelFn } from '../../../../../src/lib/use-reference-data';
import { shippedDictionary } from '../../../shipped-dictionary';

const dictionaries = new Map<DictionaryKey, Dictionary>();

function dictionary(key: DictionaryKey): Dictionary {
  let loaded = dictionaries.get(key);
  if (!loaded) {
    loaded = shippedDictionary(key);
    dictionaries.set(key, loaded);
  }
  return loaded;
}

/** What `useLabel()` gives a component, over the shipped dictionaries. */
export const labelIn =
  (lang: Lang): LabelFn =>
  (key, code) =>
    dictionaryLabel(dictionary(key), code, lang);

type Entries = Record<string, Record<string, string> | undefined>;

/** The data of a shipped dictionary too large for the browser (cpv) or any other one. */
export const dictionaryData = (key: string): Entries =>
  (
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../../../../data/dictionaries/${key}.json`),
        'utf8',
      ),
    ) as { data: Entries }
  ).data;

const tendersDir = path.resolve(import.meta.dirname, '../../../../../data/cdb/tenders');

/** A tender from the CDB documentation examples shipped beside the real ones (doc-*.json). */
export function docCdbTender(file: string): CdbTender {
  return unwrapTender(JSON.parse(readFileSync(path.join(tendersDir, file), 'utf8')));
}

export const docTender = (file: string): Tender => toPortalTender(docCdbTender(file));

/** The only shipped tenders whose items carry criteria are CDB documentation examples. */
export const ITEM_CRITERIA_FILE = 'doc-tender-priceQuotation-contracting-contract-f2a34012.json';

export const CYRILLIC = /[\u0400-\u04FF]/;

/** The element at `index`, which the test knows is there. */
export function at<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`no element at ${String(index)}`);
  return element;
}
