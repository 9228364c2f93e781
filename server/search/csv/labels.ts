/** The names a CSV export writes for codes, in its language: what the result cards show. */
import type { Lang, SearchSection } from '../../../contract/api.ts';
import type { FlagCode } from '../../../contract/flags.ts';
import commonEn from '../../../contract/locales/en/common.json';
import searchEn from '../../../contract/locales/en/search.json';
import commonUk from '../../../contract/locales/uk/common.json';
import searchUk from '../../../contract/locales/uk/search.json';
import { dictionaryLabel } from '../../../contract/dictionary-label.ts';
import type { DictionaryStore } from '../../dictionaries.ts';

/** Names a code for a reader of the export: its label, or the code itself when there is none. */
export interface CsvLabels {
  /** A status of the section's objects. */
  status: (code: string) => string;
  /** A procedure type (procurement_method_types). */
  procedureType: (code: string) => string;
  /** A red flag's title. */
  flag: (code: FlagCode) => string;
}

const STATUSES = { uk: searchUk.statuses, en: searchEn.statuses };
const FLAG_TITLES: Record<Lang, Record<FlagCode, string>> = {
  uk: commonUk.redFlag,
  en: commonEn.redFlag,
};

export function csvLabels(
  section: SearchSection,
  lang: Lang,
  dictionaries: DictionaryStore,
): CsvLabels {
  const statuses: Readonly<Record<string, string>> | undefined =
    section === 'tender' ? undefined : STATUSES[lang][section];
  return {
    status: (code) =>
      statuses
        ? (statuses[code] ?? code)
        : dictionaryLabel(dictionaries.get('tender_statuses'), code, lang),
    procedureType: (code) =>
      dictionaryLabel(dictionaries.get('procurement_method_types'), code, lang),
    flag: (code) => FLAG_TITLES[lang][code],
  };
}
