import type { TFunction } from 'i18next';
import type { Lang } from '../../../../contract/api';
import type { DictionaryKey } from '../../../../contract/static-data';
import type { ChangeRecord } from '../../../lib/db';
import { EM_DASH, formatDateTime, formatMoney } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { isChangeKind, parseValue } from '../../tender';
import type { ChangeKind } from '../../tender';

/** One line of "what changed": what, about which entry, old → new, when it was found. */
export interface ChangeRow {
  key: string;
  kind: string;
  /** The entry's own name (a question's title, a supplier): upstream text. */
  subject?: string;
  /** "old → new" for a changed value, the new state alone for a new entry. */
  change?: string;
  detected: string;
}

export interface ChangeTexts {
  lang: Lang;
  t: TFunction<'savedChanges'>;
  /** A dictionary label for a code (the code itself when there is none). */
  label: (key: DictionaryKey, code: string) => string;
}

/** The dictionaries the rows' status labels come from. */
export const CHANGE_DICTIONARIES: readonly DictionaryKey[] = [
  'tender_statuses',
  'award_statuses',
  'complaint_statuses',
];

/** A status code of the entry a change is about, as a label. */
function statusLabel(kind: ChangeKind, code: string, texts: ChangeTexts): string {
  const { t, label } = texts;
  if (kind === 'status') return label('tender_statuses', code);
  if (kind.startsWith('award.')) return label('award_statuses', code);
  if (kind.startsWith('complaint.')) return label('complaint_statuses', code);
  if (kind.startsWith('contract.')) {
    return t(`contractStatus.${code}` as 'contractStatus.active', { defaultValue: code });
  }
  return t(`cancellationStatus.${code}` as 'cancellationStatus.active', { defaultValue: code });
}

function valueText(kind: ChangeKind, code: string | undefined, texts: ChangeTexts): string {
  if (code === undefined) return EM_DASH;
  if (kind === 'tenderPeriodEnd') return formatDateTime(code, texts.lang);
  if (kind === 'value') return formatMoney(parseValue(code), texts.lang);
  if (kind === 'flag.new') {
    // The flags' titles are in the `common` namespace, which every page has.
    return i18n.getFixedT(texts.lang, 'common')(`redFlag.${code}` as 'redFlag.single-bid', {
      defaultValue: code,
    });
  }
  return statusLabel(kind, code, texts);
}

function changeText(record: ChangeRecord, kind: ChangeKind, texts: ChangeTexts) {
  if (record.before === undefined && record.after === undefined) return undefined;
  const after = valueText(kind, record.after, texts);
  if (kind.endsWith('.new')) return after;
  return texts.t('change', { before: valueText(kind, record.before, texts), after });
}

/** The rows of a tender's change log, newest first; labels and values in the given language. */
export function toChangeRows(records: readonly ChangeRecord[], texts: ChangeTexts): ChangeRow[] {
  return [...records]
    .sort((a, b) => b.detectedAt - a.detectedAt || (a.seq ?? 0) - (b.seq ?? 0))
    .map((record) => {
      const kind = isChangeKind(record.kind) ? record.kind : undefined;
      const row: ChangeRow = {
        key: String(record.seq ?? `${record.kind}-${String(record.detectedAt)}`),
        kind: texts.t(kind ? (`kind.${kind}` as 'kind.status') : 'kind.other'),
        detected: texts.t('detected', {
          time: formatDateTime(new Date(record.detectedAt), texts.lang),
        }),
      };
      if (record.subject) row.subject = record.subject;
      const change = kind ? changeText(record, kind, texts) : undefined;
      if (change) row.change = change;
      return row;
    });
}
