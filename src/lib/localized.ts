import type { Lang } from '../../contract/api';

/** The English text when English is on and the text exists; otherwise the Ukrainian one. */
export function pickLocalized(uk: string, en: string | undefined, lang: Lang): string {
  return lang === 'en' && en !== undefined && en.trim() !== '' ? en : uk;
}
