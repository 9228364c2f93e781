import type { Lang } from '../../contract/api';
import type { Organization } from '../../contract/tender-parts';
import { localizedText } from '../../contract/dictionary-label';

/**
 * An organisation's name in the language: in English its `name_en`, else the English legal
 * name; in Ukrainian (and as the fallback) its name, else the legal name.
 */
export function organizationName(organization: Organization, lang: Lang): string {
  const { name, name_en, identifier } = organization;
  const uk = name.trim() === '' ? (identifier.legalName ?? '') : name;
  return localizedText(uk, name_en ?? identifier.legalName_en, lang);
}
