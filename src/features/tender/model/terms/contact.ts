import type { ContactPoint } from '../../../../../contract/tender';
import { orDash } from '../../../../lib/format';
import { localizedText } from '../../../../../contract/dictionary-label';
import { safeExternalUrl } from '../../../../../contract/safe-url';
import { DASH, text } from './rows';
import type { TermsContext, TermsRow, TermsValue } from './rows';

const PHONE = /^\+?[\d\s()\-.]{5,}$/;
const EMAIL = /^[^\s@<>"',;:]+@[^\s@<>"',;:]+\.[^\s@<>"',;:]+$/;

const blank = (value: string | undefined): value is undefined =>
  value === undefined || value.trim() === '';

/** A telephone number as a tel: link when it is one number; other text stays text. */
export function telephoneValue(telephone: string | undefined): TermsValue {
  if (blank(telephone)) return DASH;
  const number = telephone.trim();
  if (!PHONE.test(number)) return text(number);
  const digits = number.replace(/[^\d]/g, '');
  return {
    kind: 'contact',
    text: number,
    href: `tel:${number.startsWith('+') ? '+' : ''}${digits}`,
  };
}

/** An email address as a mailto: link when it is one address; other text stays text. */
export function emailValue(email: string | undefined): TermsValue {
  if (blank(email)) return DASH;
  const address = email.trim();
  return EMAIL.test(address)
    ? { kind: 'contact', text: address, href: `mailto:${address}` }
    : text(address);
}

/** An upstream address: a link when it is http(s), else its text. */
export function websiteValue(url: string | undefined): TermsValue {
  if (blank(url)) return DASH;
  const href = safeExternalUrl(url.trim());
  return href === undefined ? text(url.trim()) : { kind: 'external', text: url.trim(), href };
}

/**
 * A contact point's rows: name, telephone and email always (the em dash when absent); fax and
 * website only when given, since most customers publish neither.
 */
export function contactRows(contact: ContactPoint | undefined, context: TermsContext): TermsRow[] {
  const { t, lang } = context;
  const rows: TermsRow[] = [
    {
      id: 'name',
      label: t('contact.name'),
      value: text(orDash(localizedText(contact?.name ?? '', contact?.name_en, lang).trim())),
    },
    { id: 'telephone', label: t('contact.telephone'), value: telephoneValue(contact?.telephone) },
    { id: 'email', label: t('contact.email'), value: emailValue(contact?.email) },
  ];
  if (!blank(contact?.faxNumber)) {
    rows.push({ id: 'fax', label: t('contact.fax'), value: text(contact.faxNumber.trim()) });
  }
  if (!blank(contact?.url)) {
    rows.push({ id: 'url', label: t('contact.url'), value: websiteValue(contact.url) });
  }
  return rows;
}
