import type { Lang } from '../../../contract/api';
import { formatTexts } from './messages';
import { EM_DASH } from '../../../contract/format/text';

/** 'так' / 'ні' ('yes' / 'no' in English); not a boolean → '—'. */
export function formatBoolean(value: boolean | null | undefined, lang: Lang): string {
  if (typeof value !== 'boolean') return EM_DASH;
  return value ? formatTexts(lang).yes : formatTexts(lang).no;
}
