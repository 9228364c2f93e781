import type { Lang } from '../../contract/api.ts';
import { dictionaryLabel, localizedText } from '../../src/lib/dictionary-label.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import type { Database } from '../db/database.ts';
import { findByKey } from '../db/find-by-key.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { TENDER_KEY_PATTERN } from '../routes/tenders.ts';
import { PREVIEW_TEXTS } from './preview-texts.ts';
import type { Preview } from './previews.ts';

interface TenderPreviewRow {
  title: string;
  title_en: string | null;
  procuring_entity_name: string | null;
  procuring_entity_name_en: string | null;
  status: string | null;
  value_amount: number | null;
  value_currency: string | null;
}

/** The preview's fields, not the whole tender; the English buyer name as the page shows it. */
const TENDER_PREVIEW_COLUMNS = `title, title_en, procuring_entity_name, status, value_amount,
  value_currency, COALESCE(data->'procuringEntity'->>'name_en',
  data->'procuringEntity'->'identifier'->>'legalName_en') AS procuring_entity_name_en`;

/** The label and value pairs of a tender's description; an absent or zero value is left out. */
const tenderDescription = (
  row: TenderPreviewRow,
  lang: Lang,
  dictionaries: DictionaryStore,
): string => {
  const texts = PREVIEW_TEXTS[lang];
  const pairs: [string, string | null][] = [
    [
      texts.customer,
      row.procuring_entity_name &&
        localizedText(row.procuring_entity_name, row.procuring_entity_name_en, lang),
    ],
    [
      texts.status,
      row.status && dictionaryLabel(dictionaries.get('tender_statuses'), row.status, lang),
    ],
    [
      texts.value,
      row.value_amount
        ? formatMoney({ amount: row.value_amount, currency: row.value_currency ?? 'UAH' }, lang)
        : null,
    ],
  ];
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
};

/** A tender's link preview by internal id or tenderID: one indexed lookup of a few columns. */
export const findTenderPreview = async (
  db: Database,
  dictionaries: DictionaryStore,
  id: string,
  lang: Lang,
): Promise<Preview | undefined> => {
  if (!TENDER_KEY_PATTERN.test(id)) return undefined;
  const row = await findByKey<TenderPreviewRow>(db, 'tenders', TENDER_PREVIEW_COLUMNS, id);
  if (!row) return undefined;
  return {
    title: localizedText(row.title, row.title_en, lang),
    description: tenderDescription(row, lang, dictionaries),
    type: 'website',
  };
};
