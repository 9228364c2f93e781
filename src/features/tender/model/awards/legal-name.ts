import type { Lang } from '../../../../../contract/api';
import type { Organization } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { orDash } from '../../../../lib/format';

/**
 * A bidder's or supplier's name as the protocols show it (supplierName): the legal
 * name, else the name; in English their `_en` forms first. The em dash when it has none.
 */
export function legalName(organization: Organization | undefined, lang: Lang): string {
  if (!organization) return orDash(undefined);
  const { identifier, name, name_en } = organization;
  const uk = identifier.legalName?.trim() ? identifier.legalName : name;
  return orDash(localizedText(uk, identifier.legalName_en ?? name_en, lang).trim());
}
