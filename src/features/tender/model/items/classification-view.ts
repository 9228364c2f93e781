import type { Lang } from '../../../../../contract/api';
import type { Classification } from '../../../../../contract/tender';
import { EM_DASH } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';

/** The schemes whose codes are CPV codes (ДК 021:2015 is the Ukrainian CPV). */
const CPV_SCHEMES: ReadonlySet<string> = new Set(['ДК021', 'CPV']);

export interface ClassificationView {
  /** The CPV scheme, labelled by the interface ('ДК 021:2015' / 'CPV'). */
  cpv: boolean;
  /** The upstream scheme (INN, GMDN, …) when it is not CPV. */
  scheme: string;
  code: string;
  name: string;
}

export const isCpvScheme = (scheme: string): boolean =>
  CPV_SCHEMES.has(scheme.replace(/\s/g, '').toUpperCase());

/** A classification as 'code — name', the name in the language (ingest adds the CPV English). */
export function toClassificationView(
  classification: Classification,
  lang: Lang,
): ClassificationView {
  const cpv = isCpvScheme(classification.scheme);
  const name = pickLocalized(classification.description, classification.description_en, lang);
  return {
    cpv,
    scheme: cpv ? '' : classification.scheme.trim(),
    code: classification.id.trim() || EM_DASH,
    name: name.trim() || EM_DASH,
  };
}
