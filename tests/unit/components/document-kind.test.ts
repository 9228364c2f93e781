import { describe, expect, it } from 'vitest';
import {
  DISABLED_TITLE_PARTS,
  documentKind,
  isConfidential,
  isServiceFile,
  registrationStatus,
} from '../../../src/components/ui/document-link/document-kind';

describe('special document titles', () => {
  it('shows a title containing sign.p7s as the electronic signature', () => {
    expect(documentKind('sign.p7s')).toBe('signature');
    expect(documentKind('tender.sign.p7s')).toBe('signature');
    expect(documentKind('SIGN.P7S')).toBe('signature');
  });

  it('shows KVT.p7s and XML.p7s as the tax-authority receipts 1 and 2', () => {
    expect(documentKind('KVT.p7s')).toBe('receipt1');
    expect(documentKind('1234567890.KVT.p7s')).toBe('receipt1');
    expect(documentKind('XML.p7s')).toBe('receipt2');
    expect(documentKind('1234567890.XML.p7s')).toBe('receipt2');
    expect(documentKind('report.xml.p7s')).toBe('plain');
  });

  it('shows edr_identification.yaml as the registry report', () => {
    expect(documentKind('edr_identification.yaml')).toBe('registryReport');
  });

  it('marks the three registry and signature files that do not work yet', () => {
    expect(DISABLED_TITLE_PARTS).toHaveLength(3);
    expect(documentKind('conclusion.sign.p7s')).toBe('disabled');
    expect(documentKind('napc.p7s')).toBe('disabled');
    expect(documentKind('audit_e47a48e1052f40619734ff529e6a6ad4.yaml')).toBe('disabled');
  });

  it('leaves any other title as it is', () => {
    expect(documentKind('Цінова пропозиція.pdf.p7s')).toBe('plain');
    expect(documentKind('Протокол № 134.pdf')).toBe('plain');
    expect(documentKind('')).toBe('plain');
  });

  it('knows the registration statuses, unknown otherwise', () => {
    expect(registrationStatus('registered')).toBe('registered');
    expect(registrationStatus('notRegistered')).toBe('notRegistered');
    expect(registrationStatus('cancelled')).toBe('cancelled');
    expect(registrationStatus('beingCancelled')).toBe('beingCancelled');
    expect(registrationStatus('weird')).toBe('unknown');
    expect(registrationStatus(undefined)).toBe('unknown');
  });

  it('treats only buyerOnly documents as confidential', () => {
    expect(isConfidential({ title: 'a.pdf', confidentiality: 'buyerOnly' })).toBe(true);
    expect(isConfidential({ title: 'a.pdf', confidentiality: 'public' })).toBe(false);
    expect(isConfidential({ title: 'a.pdf' })).toBe(false);
  });

  it('names signatures, signed copies and reports service files', () => {
    for (const title of [
      'sign.p7s',
      'Витяг.pdf.p7s',
      'KVT.p7s',
      'edr_identification.yaml',
      'audit_1.yaml',
      'a.YML ',
    ]) {
      expect(isServiceFile(title)).toBe(true);
    }
    for (const title of ['Тендерна документація.pdf', 'p7s.pdf', 'report.yaml.pdf', 'sign']) {
      expect(isServiceFile(title)).toBe(false);
    }
  });
});
