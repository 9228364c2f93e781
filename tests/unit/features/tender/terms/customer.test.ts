import { describe, expect, it } from 'vitest';
import {
  emailValue,
  telephoneValue,
  websiteValue,
} from '../../../../../src/features/tender/model/terms/contact';
import { toCustomerView } from '../../../../../src/features/tender/model/terms/customer';
import type { CustomerView } from '../../../../../src/features/tender/model/terms/customer';
import type { TermsRow } from '../../../../../src/features/tender/model/terms/rows';
import { shippedFileOf, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf, termsContext } from './terms-context';

type Json = Record<string, unknown>;
const rec = (o: unknown, key: string): Json =>
  ((o as Json | undefined)?.[key] as Json | undefined) ?? {};
const str = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const rowOf = (rows: readonly TermsRow[], id: string): TermsRow => {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

const customerOf = (file: string, lang: 'uk' | 'en' = 'uk'): CustomerView =>
  toCustomerView(shippedTender(file), termsContext(lang));

describe('customer information', () => {
  it.each(shippedTenderFiles())('%s shows the procuring entity of its CDB data', (file) => {
    const entity = rec(shippedCdbTender(file), 'procuringEntity');
    const identifier = rec(entity, 'identifier');
    const view = customerOf(file);
    expect(rowOf(view.rows, 'name').value).toEqual({
      kind: 'text',
      text: str(entity, 'name') ?? str(identifier, 'legalName') ?? '—',
    });
    const code = rowOf(view.rows, 'identifier').value;
    const id = str(identifier, 'id');
    expect(code.kind === 'code' ? [code.text, code.scheme] : code).toEqual(
      id ? [id, str(identifier, 'scheme')] : { kind: 'text', text: '—' },
    );
    const address = rec(entity, 'address');
    const parts = ['postalCode', 'countryName', 'region', 'locality', 'streetAddress']
      .map((key) => str(address, key)?.trim())
      .filter(Boolean);
    expect(rowOf(view.rows, 'address').value).toEqual({
      kind: 'text',
      text: parts.length > 0 ? parts.join(', ') : '—',
    });
    const kind = str(entity, 'kind');
    expect(rowOf(view.rows, 'kind').value).toEqual({
      kind: 'text',
      text: kind ? (entryOf('organization_kinds', kind).uk ?? kind) : '—',
    });
    const website = str(identifier, 'uri') ?? str(rec(entity, 'contactPoint'), 'url');
    expect(rowOf(view.rows, 'website').value).toEqual(
      website
        ? { kind: 'external', text: website, href: new URL(website).href }
        : { kind: 'text', text: '—' },
    );
    const additional = (entity.additionalContactPoints as unknown[] | undefined) ?? [];
    expect(view.contacts).toHaveLength(1 + additional.length);
    const contact = rec(entity, 'contactPoint');
    expect(rowOf(view.contacts[0]?.rows ?? [], 'name').value).toEqual({
      kind: 'text',
      text: str(contact, 'name')?.trim() ?? '—',
    });
  });

  it('labels the customer kind in English from the dictionary', () => {
    const view = customerOf('UA-2024-04-26-006781-a', 'en');
    expect(rowOf(view.rows, 'kind').value).toEqual({
      kind: 'text',
      text: 'Legal person providing the needs of the state or territorial community',
    });
  });

  it('links the website, the telephone and the email of the large tender’s customer', () => {
    const website = customerOf('UA-2022-12-16-017515-a');
    expect(rowOf(website.rows, 'website').value).toEqual({
      kind: 'external',
      text: 'https://vovkovynecka-gromada.gov.ua/',
      href: 'https://vovkovynecka-gromada.gov.ua/',
    });
    const [contact] = customerOf('UA-2024-04-26-006781-a').contacts;
    expect(contact?.rows.map((row) => [row.id, row.value])).toEqual([
      ['name', { kind: 'text', text: 'Світлана Олександрівна Добривечер' }],
      ['telephone', { kind: 'contact', text: '+380975771971', href: 'tel:+380975771971' }],
      ['email', { kind: 'contact', text: 'hospital17@ukr.net', href: 'mailto:hospital17@ukr.net' }],
    ]);
  });

  it('does not repeat the website as the contact person’s address', () => {
    const [contact] = customerOf('UA-2022-12-16-017515-a').contacts;
    expect(contact?.rows.map((row) => row.id)).toEqual(['name', 'telephone', 'email']);
  });

  it('shows every additional contact point under its own heading', () => {
    const view = customerOf(shippedFileOf('cfaselectionua-tut-42d93430'));
    expect(view.contacts.map((contact) => contact.title)).toEqual([
      'Контактна особа',
      'Додаткова контактна особа',
    ]);
    expect(rowOf(view.contacts[1]?.rows ?? [], 'name').value).toEqual({
      kind: 'text',
      text: 'Державне управління справами 1',
    });
    expect(rowOf(view.rows, 'website').value).toMatchObject({ href: 'http://www.dus.gov.ua/' });
  });

  it('shows the English name of a contact person when there is one', () => {
    const [contact] = customerOf('sandbox-UA-2022-05-05-000416', 'en').contacts;
    expect(rowOf(contact?.rows ?? [], 'name').value).toEqual({
      kind: 'text',
      text: 'dasdsa dasdsa',
    });
  });

  it('links a telephone number, an email address and an http(s) address only', () => {
    expect(telephoneValue(' +38 (044) 123-45-67 ')).toEqual({
      kind: 'contact',
      text: '+38 (044) 123-45-67',
      href: 'tel:+380441234567',
    });
    expect(telephoneValue('0441234567, 0447654321')).toEqual({
      kind: 'text',
      text: '0441234567, 0447654321',
    });
    expect(telephoneValue(undefined)).toEqual({ kind: 'text', text: '—' });
    expect(emailValue('a@b.ua; c@d.ua')).toEqual({ kind: 'text', text: 'a@b.ua; c@d.ua' });
    expect(emailValue('  ')).toEqual({ kind: 'text', text: '—' });
    expect(websiteValue('javascript:alert(1)')).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
    expect(websiteValue('www.rada.gov.ua')).toEqual({ kind: 'text', text: 'www.rada.gov.ua' });
  });
});
