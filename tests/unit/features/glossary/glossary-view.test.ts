import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import { glossaryEn } from '../../../../src/features/glossary/content/en';
import type { GlossaryContent } from '../../../../src/features/glossary/content/types';
import { glossaryUk } from '../../../../src/features/glossary/content/uk';
import {
  glossaryDictionary,
  glossaryEntryId,
  glossaryHref,
} from '../../../../src/features/glossary/model/entries';
import type { GlossaryGroup } from '../../../../src/features/glossary/model/entries';
import {
  glossarySections,
  glossaryTerm,
} from '../../../../src/features/glossary/model/glossary-view';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import { shippedDictionary } from '../../../support/shipped-data';
import { shippedCdbTender } from '../../../support/shipped-cdb';

const CONTENT: Record<Lang, GlossaryContent> = { uk: glossaryUk, en: glossaryEn };

const labelIn = (lang: Lang) => (group: GlossaryGroup, code: string) => {
  const dictionary = glossaryDictionary(group);
  return dictionary ? dictionaryLabel(shippedDictionary(dictionary), code, lang) : code;
};

const sections = (lang: Lang) => glossarySections(CONTENT[lang], labelIn(lang), lang);

describe('glossary page view', () => {
  it('has the procedure types first, then each group of statuses, with anchors', () => {
    expect(sections('uk').map((section) => section.id)).toEqual([
      'glossary-procedure',
      'glossary-tender',
      'glossary-lot',
      'glossary-qualification',
      'glossary-award',
      'glossary-complaint',
      'glossary-claim',
      'glossary-question',
      'glossary-cancellation',
      'glossary-contract',
      'glossary-change',
      'glossary-payment',
      'glossary-agreement',
      'glossary-agreementContract',
      'glossary-monitoring',
      'glossary-plan',
      'glossary-framework',
    ]);
    expect(sections('en').flatMap((section) => section.entries)).toHaveLength(112);
  });

  it('names the statuses of the tender tabs, plans and frameworks as their badges do', () => {
    const entry = (lang: Lang, group: string, code: string) =>
      sections(lang)
        .find((section) => section.group === group)
        ?.entries.find((item) => item.code === code);
    expect(entry('en', 'contract', 'active')).toMatchObject({
      id: 'contract-active',
      title: 'Concluded',
    });
    expect(entry('uk', 'monitoring', 'addressed')?.title).toBe('Порушення виявлено');
    expect(entry('uk', 'cancellation', 'pending')?.rows[0]?.text).toContain(
      'триває строк для скарг на скасування',
    );
    expect(entry('en', 'agreementContract', 'unsuccessful')).toMatchObject({
      id: 'agreementContract-unsuccessful',
      title: 'Excluded',
    });
    expect(entry('en', 'plan', 'complete')).toMatchObject({
      id: 'plan-complete',
      title: 'Procurement announced',
    });
    expect(entry('uk', 'framework', 'unsuccessful')?.title).toBe('Не відбувся');
    expect(entry('uk', 'payment', 'canceled')).toMatchObject({
      id: 'payment-canceled',
      title: 'Скасована',
    });
    expect(entry('en', 'agreement', 'ripped')?.rows.map((row) => row.text)).toEqual([
      'A label of the portal’s agreement statuses (“broken off”). The central database’s documentation does not describe this status.',
      'Not stated in the sources.',
      'Not stated in the sources.',
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
    const complaint = (lang: Lang) => sections(lang)[5]?.entries;
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

  it('cites the article of the Law for the open tenders and the competitive dialogue', () => {
    const law = (lang: Lang, code: string) =>
      sections(lang)[0]?.entries.find((entry) => entry.code === code)?.rows[4]?.text;
    expect(law('en', 'aboveThresholdUA')).toContain('Article 20');
    expect(law('en', 'aboveThresholdUA')).toContain('since 19 April 2020');
    expect(law('uk', 'aboveThresholdEU')).toContain('стаття 20, частина третя, абзац другий');
    expect(law('en', 'aboveThreshold')).toContain('under Article 20 of Law No. 922-VIII');
    expect(law('uk', 'competitiveDialogueEU.stage2')).toContain('стаття 13');
  });
});

describe('glossary popup beside a label', () => {
  const tender = shippedCdbTender('UA-2024-04-26-006781-a');

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

  it('opens a contract’s status on the contracts tab of a real tender', () => {
    const tender = shippedCdbTender('UA-2024-04-26-006781-a') as unknown as {
      contracts?: readonly { status?: string }[];
    };
    const contract = tender.contracts?.[0];
    expect(contract?.status).toBe('active');
    const term = glossaryTerm(glossaryUk, 'contract', String(contract?.status), 'uk');
    expect(term.href).toBe('/glossary#contract-active');
    expect(term.rows?.[0]).toEqual({
      label: 'Що відбувається',
      text: 'Договір підписано сторонами, він діє.',
    });
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
