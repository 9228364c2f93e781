import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import type { Tender } from '../../../../../contract/tender';
import { unwrapTender } from '../../../../../server/ingest/cdb';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import '../../../../../src/features/tender/locales';
import type { TermsContext } from '../../../../../src/features/tender/model/terms/rows';
import { dictionaryLabel } from '../../../../../src/lib/dictionary-label';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../shipped-dictionary';

const tendersDir = path.resolve(import.meta.dirname, '../../../../../data/cdb/tenders');

/**
 * Every shipped tender file: the real ones (UA-*), the sandbox ones and the API documentation
 * examples, which are the only ones with framework agreements, negotiation causes and
 * additional contact points.
 */
export const SHIPPED_FILES: readonly string[] = readdirSync(tendersDir)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
  .sort();

/** A shipped tender as ingest reads it: the CDB data with the file's `config`. */
export function cdbOf(file: string): CdbTender {
  const name = file.endsWith('.json') ? file : `${file}.json`;
  return unwrapTender(JSON.parse(readFileSync(path.join(tendersDir, name), 'utf8')));
}

/** A shipped tender in the portal shape GET /api/tenders/:id answers. */
export const tenderOf = (file: string): Tender => toPortalTender(cdbOf(file));

/** The first shipped file of a procedure type whose name contains `part`. */
export const fileOf = (part: string): string => {
  const file = SHIPPED_FILES.find((name) => name.includes(part));
  if (!file) throw new Error(`no shipped tender file contains ${part}`);
  return file;
};

const dictionaries = new Map<DictionaryKey, Dictionary>();

const dictionary = (key: DictionaryKey): Dictionary => {
  const loaded = dictionaries.get(key) ?? shippedDictionary(key);
  dictionaries.set(key, loaded);
  return loaded;
};

/** What the page passes to the view models: shipped dictionaries and the real namespace. */
export function termsContext(lang: Lang): TermsContext {
  return {
    lang,
    label: (key, code) => dictionaryLabel(dictionary(key), code, lang),
    t: i18n.getFixedT(lang, 'tenderTerms'),
  };
}

/** The Ukrainian and English labels of a code in a shipped dictionary (raw entry fields). */
export function entryOf(key: DictionaryKey, code: string) {
  const entry = dictionary(key).data[code] as Record<string, string | undefined> | undefined;
  return {
    uk: entry?.title_uk ?? entry?.name_uk,
    en: entry?.title_en ?? entry?.name_en,
  };
}
