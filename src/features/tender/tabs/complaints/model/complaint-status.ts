import type { DictionaryKey } from '../../../../../../contract/static-data';
import type { LabelFn } from '../../../../../lib/use-reference-data';

/** A status code and its label in the reading language; the code picks the badge's colour. */
export interface StatusView {
  code: string;
  label: string;
}

/**
 * A code's label: the dictionary's when it names the code, else the page's own text for the
 * codes the dictionary lacks (`own`), else the code as written.
 */
export function labelOrOwn(
  dictionary: DictionaryKey,
  code: string,
  label: LabelFn,
  own: (code: string) => string | undefined,
): string {
  const named = label(dictionary, code);
  return named !== code ? named : (own(code) ?? code);
}
