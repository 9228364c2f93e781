import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import { glossaryEn } from '../../../../src/features/glossary/content/en';
import type { GlossaryContent } from '../../../../src/features/glossary/content/types';
import { glossaryUk } from '../../../../src/features/glossary/content/uk';
import {
  GLOSSARY_GROUPS,
  glossaryEntryId,
  glossaryHref,
} from '../../../../src/features/glossary/model/entries';
import type { GlossaryGroup } from '../../../../src/features/glossary/model/entries';
import {
  glossarySections,
  glossaryTerm,
} from '../../../../src/features/glossary/model/glossary-view';
import { dictionaryLabel } from '../../../../src/lib/dictionary-label';
import { shippedDictionary } from '../../shipped-dictionary';
import { cdbTender } from '../tender/shipped-tenders';

const CONTENT: Record<Lang, GlossaryContent> = { uk: glossaryUk, en: glossaryEn };

const labelIn = (lang: Lang) => (group: GlossaryGroup, code: string) => {
  const dictionary = GLOSSARY_GROUPS.find((entry) => entry.group === group)?.dictionary;
  return dictionary ? dictionaryLabel(shippedDictionary(dictionary), code, lang) : code;
};

const sections = (lang: Lang) => glossarySections(CONTENT[lang], labelIn(lang), lang);

describe('glossary page view', () => {
  it('has the procedure types first, then each group of statuses, with anchors', () => {
    expect(sections('uk').map((section) => section.id)).toEqual([
      'glossary-procedure',
      'glossary-tender',
      'glossary-qualification',
      'glossary-award',
      'glossary-complaint',
    ]);
  });

  it('names every entry with its dictionary label in the language', () => {
    const procedure = (lang: Lang) => sections(lang)[0]?.entries;
    expect(procedure('uk')?.find((entry) => entry.code === 'aboveThreshold')).toMatchObject({
      id: 'procedure-aboveThreshold',
      title: 'Відкриті торги з особливостями',
    });
    expect(procedure('en')?.find((entry) => entry.code === 'aboveThreshold')?.title).toBe(
      'Open Procedure (martial law)',
    );
    const none = procedure('uk')?.find((entry) => entry.code === '');
    expect(none).toMatchObject({
      id: 'procedure-none',
      title: 'Без використання електронної системи',
    });
    const tender = sections('en')[1]?.entries.find((entry) => entry.code === 'active.tendering');
    expect(tender).toMatchObject({ id: 'tender-active.tendering', title: 'Bidding' });
  });

  it('names the complaint statuses no dictionary lists from the glossary itself', () => {
    const complaint = (lang: Lang) => sections(lang)[4]?.entries;
    expect(complaint('uk')?.find((entry) => entry.code === 'draft')?.title).toBe('Чернетка');
    expect(complaint('en')?.find((entry) => entry.code === 'draft')?.title).toBe('Draft');
    expect(complaint('en')?.find((entry) => entry.code === 'pending')?.title).toBe('Pending');
  });

  it('gives a procedure five parts and the date checked, a status three parts, with headings', () => {
    const [procedures, tender] = sections('en');
    const open = procedures?.entries.find((entry) => entry.code === 'aboveThresholdUA');
    expect(open?.rows.map((row) => row.label)).toEqual([
      'What it is for',
      'Who uses it',
      'Value thresholds',
      'Minimum periods',
      'Legal basis',
      'Checked on',
    ]);
    expect(open?.rows[5]?.text).toBe('28 November 2026');
    expect(open?.rows[3]?.text).toBe('At least 15 calendar days to submit proposals.');
    const awarded = tender?.entries.find((entry) => entry.code === 'active.awarded');
    expect(awarded?.rows.map((row) => row.label)).toEqual([
      'What is happening',
      'What the buyer and bidders can do',
      'What comes next',
    ]);
    const uk = sections('uk')[1]?.entries.find((entry) => entry.code === 'active.awarded');
    expect(uk?.rows[0]).toEqual({
      label: 'Що відбувається',
      text: 'Переможця визначено; триває період оскарження, готується договір.',
    });
  });

  it('says for martial-law rules from which date they apply', () => {
    const find = (lang: Lang, code: string) =>
      sections(lang)[0]?.entries.find((entry) => entry.code === code);
    expect(find('en', 'aboveThreshold')?.rows[4]?.text).toContain('since 19 October 2022');
    expect(find('uk', 'aboveThreshold')?.rows[4]?.text).toContain('з 19 жовтня 2022 року');
    expect(find('en', 'belowThreshold')?.rows[2]?.text).toContain('Since 19 April 2020');
  });
});

describe('glossary popup beside a label', () => {
  const tender = cdbTender('UA-2024-04-26-006781-a');

  it('opens the entries of a real tender’s status and procedure type', () => {
    expect(tender.status).toBe('complete');
    const status = glossaryTerm(glossaryEn, 'tender', String(tender.status), 'en');
    expect(status.href).toBe('/glossary?lang=en#tender-complete');
    expect(status.rows?.[0]?.text).toBe(
      'The tender is over: the contract (or contracts) is signed.',
    );
    const procedure = glossaryTerm(
      glossaryUk,
      'procedure',
      String(tender.procurementMethodType),
      'uk',
    );
    expect(procedure.href).toBe('/glossary#procedure-aboveThreshold');
    expect(procedure.rows?.map((row) => row.label)).toEqual([
      'Для чого',
      'Пороги вартості',
      'Мінімальні строки',
    ]);
  });

  it('has no text for a code the glossary does not know, but still the address', () => {
    expect(glossaryTerm(glossaryUk, 'tender', 'active.unknown', 'uk')).toEqual({
      href: '/glossary#tender-active.unknown',
      rows: undefined,
    });
    expect(glossaryTerm(glossaryUk, 'procedure', 'toString', 'uk').rows).toBeUndefined();
  });

  it('escapes what an address cannot hold', () => {
    expect(glossaryEntryId('procedure', '')).toBe('procedure-none');
    expect(glossaryHref('tender', 'a b')).toBe('/glossary#tender-a%20b');
    expect(glossaryHref('procedure', 'esco', 'en')).toBe('/glossary?lang=en#procedure-esco');
  });
});
