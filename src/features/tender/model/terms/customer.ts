import type { Tender } from '../../../../../contract/tender';
import { contactRows, websiteValue } from './contact';
import { addressAndKindRows, identifierValue, organizationName } from './organization';
import { text } from './rows';
import type { TermsContext, TermsRow } from './rows';

export interface ContactView {
  id: string;
  title: string;
  rows: TermsRow[];
}

export interface CustomerView {
  rows: TermsRow[];
  contacts: ContactView[];
}

/** Details section 1: the customer, its website, identifier, kind, address and contacts. */
export function toCustomerView(tender: Tender, context: TermsContext): CustomerView {
  const { t } = context;
  const entity = tender.procuringEntity;
  const website = entity.identifier.uri ?? entity.contactPoint?.url;
  const additional = entity.additionalContactPoints;
  // A contact address equal to the website would only repeat the website row.
  const main = contactRows(entity.contactPoint, context).filter(
    (row) => row.id !== 'url' || entity.contactPoint?.url?.trim() !== website?.trim(),
  );
  return {
    rows: [
      { id: 'name', label: t('customer.name'), value: text(organizationName(entity, context)) },
      {
        id: 'identifier',
        label: t('customer.identifier'),
        value: identifierValue(entity.identifier, context),
      },
      ...addressAndKindRows(entity, context),
      { id: 'website', label: t('customer.website'), value: websiteValue(website) },
    ],
    contacts: [
      { id: 'main', title: t('customer.contactPoint'), rows: main },
      ...additional.map((contact, index) => ({
        id: `additional-${String(index + 1)}`,
        title:
          additional.length > 1
            ? t('customer.additionalContactPointNumbered', { number: index + 1 })
            : t('customer.additionalContactPoint'),
        rows: contactRows(contact, context),
      })),
    ],
  };
}
