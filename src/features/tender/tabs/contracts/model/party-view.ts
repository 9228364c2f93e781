import type { Organization } from '../../../../../../contract/tender';
import { contactRows } from '../../../model/terms/contact';
import { addressValue, identifierValue, organizationName } from '../../../model/terms/organization';
import type { TermsContext, TermsRow } from '../../../model/terms/rows';
import type { TFunction } from 'i18next';

export interface PartyView {
  key: string;
  /** Supplier or buyer. */
  role: string;
  name: string;
  /** The registry code: the name links to the organisation's profile. */
  code: string | undefined;
  rows: TermsRow[];
  /** The contact point's name, telephone, email (fax and url when given). */
  contact: TermsRow[];
}

interface PartyContext {
  t: TFunction<'tenderContracts'>;
  terms: TermsContext;
}

/** A party of a contract: its name, registry code (copyable), address and contact point. */
export function toPartyView(
  organization: Organization,
  key: string,
  role: string,
  { t, terms }: PartyContext,
): PartyView {
  return {
    key,
    role,
    name: organizationName(organization, terms),
    code: organization.identifier.id.trim() || undefined,
    rows: [
      {
        id: 'identifier',
        label: t('parties.identifier'),
        value: identifierValue(organization.identifier, terms),
      },
      {
        id: 'address',
        label: t('parties.address'),
        value: addressValue(organization.address, terms),
      },
    ],
    contact: contactRows(organization.contactPoint, terms),
  };
}
