import type { Identifier, Organization } from '../../../../../contract/tender';
import type { Address } from '../../../../../contract/tender';
import { formatAddress, orDash } from '../../../../lib/format';
import { localizedAddress } from '../../../../lib/localized-address';
import { organizationName as nameInLanguage } from '../../../../lib/organization-name';
import { DASH, text } from './rows';
import type { TermsContext, TermsRow, TermsValue } from './rows';

/** The organization's name in the language (lib/organization-name), the em dash when it has none. */
export const organizationName = (organization: Organization, context: TermsContext): string =>
  orDash(nameInLanguage(organization, context.lang));

/** The registry code with its scheme and a copy button; the em dash without a code. */
export function identifierValue(identifier: Identifier, context: TermsContext): TermsValue {
  const id = identifier.id.trim();
  if (id === '') return DASH;
  const scheme = identifier.scheme?.trim();
  return {
    kind: 'code',
    text: id,
    scheme: scheme === '' ? undefined : scheme,
    copyLabel: context.t('copyIdentifier', { id }),
  };
}

/** An address with its country and region in the interface's language; '—' without one. */
export const addressValue = (address: Address | undefined, context: TermsContext): TermsValue =>
  text(formatAddress(localizedAddress(address, context.lang, context.label)));

/** The kind of buyer (organization_kinds); '—' when it is not given. */
export function kindValue(kind: string | undefined, context: TermsContext): TermsValue {
  const code = kind?.trim();
  return code ? text(context.label('organization_kinds', code)) : DASH;
}

/** Address and kind: what the customer and each buyer share besides the identifier. */
export function addressAndKindRows(organization: Organization, context: TermsContext): TermsRow[] {
  const { t } = context;
  return [
    {
      id: 'address',
      label: t('customer.address'),
      value: addressValue(organization.address, context),
    },
    { id: 'kind', label: t('customer.kind'), value: kindValue(organization.kind, context) },
  ];
}
