import type { Lang } from '../../../contract/api';
import { loadDateLocale } from './date-locales';
import { loadFormatTexts } from './messages';

/**
 * What formatting in `lang` needs beyond the first page's code (the English month names, VAT
 * notes and yes/no): loaded with that language's texts (`loadLangTexts`), so that a first visit
 * in Ukrainian fetches none of it.
 */
export async function loadLangFormats(lang: Lang): Promise<void> {
  await Promise.all([loadFormatTexts(lang), loadDateLocale(lang)]);
}
