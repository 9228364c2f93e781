/** Shown for an empty value. */
export const EM_DASH = '—';

/** The no-break space (U+00A0) used as the thousands separator and before the currency. */
export const NBSP = '\u00A0';

/** The text, or the em dash when it is missing or blank. */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? EM_DASH : value;
}

/** Whether two texts say the same words, whatever their spacing, case and closing punctuation. */
export function sameWords(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\s.;:]+$/, '')
      .trim();
  return words(a) === words(b);
}
