import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import type { Tender } from '../../../../../contract/tender';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import type { LabelFn } from '../../../../../src/lib/use-reference-data';
import { shippedDictionary } from '../../../../support/shipped-data';
import { shippedCdbTender } from '../../../../support/shipped-cdb';

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

/** A tender from the CDB documentation examples shipped beside the real ones (doc-*.json). */
export const docTender = (file: string): Tender => toPortalTender(shippedCdbTender(file));

/** The only shipped tenders whose items carry criteria are CDB documentation examples. */
export const ITEM_CRITERIA_FILE = 'doc-tender-priceQuotation-contracting-contract-f2a34012.json';

export const CYRILLIC = /[\u0400-\u04FF]/;

/** The element at `index`, which the test knows is there. */
export function at<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`no element at ${String(index)}`);
  return element;
}
