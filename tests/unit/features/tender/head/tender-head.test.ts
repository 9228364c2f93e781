import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import { statusTone } from '../../../../../src/components/ui/status-badge/status-badge-model';
import { toTenderHead } from '../../../../../src/features/tender/model/tender-view';
import type { TenderHeadView } from '../../../../../src/features/tender/model/tender-view';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import type { LabelFn } from '../../../../../src/lib/use-reference-data';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { shippedDictionary, withoutJson } from '../../../../support/shipped-data';
import { shippedTender } from '../shipped-tenders';
import {
  shippedTenderIDs,
  shippedCdbTender,
  shippedTenderData,
  shippedTenderFiles,
} from '../../../../support/shipped-cdb';
import { portalTenderFile } from './published-tenders';

/**
 * Every tender file shipped in data/cdb/tenders, named without .json: the real UA-* ones and the
 * ones the CDB's own documentation and sandbox published (the only shipped examples of several
 * procedure types).
 */
const TENDER_FILES = shippedTenderFiles().map(withoutJson);

const labelIn =
  (lang: Lang): LabelFn =>
  (key, code) =>
    dictionaryLabel(shippedDictionary(key), code, lang);

/** The head view with no-break spaces (money groups, currency) read as plain spaces. */
const head = (tender: Tender, lang: Lang = 'uk'): TenderHeadView =>
  JSON.parse(
    JSON.stringify(toTenderHead(tender, lang, labelIn(lang))).replace(/\u00a0/g, ' '),
  ) as TenderHeadView;

const CYRILLIC = /[\u0400-\u04ff]/;

describe('tender head: what the tender is', () => {
  it.each(shippedTenderIDs())('%s: the title in each language, the id and the old design', (id) => {
    const cdb = shippedCdbTender(id);
    const title = String(cdb.title);
    const titleEn = typeof cdb.title_en === 'string' && cdb.title_en.trim() ? cdb.title_en : title;
    const tender = shippedTender(id);
    expect(head(tender, 'uk').title).toBe(title);
    expect(head(tender, 'en').title).toBe(titleEn);
    expect(head(tender).tenderID).toBe(id);
    expect(head(tender).oldDesignUrl).toBe(`https://prozorro.gov.ua/tender/${id}`);
  });

  it('names the status and the procedure type from the dictionaries in both languages', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    expect(head(tender, 'uk').status).toEqual({ code: 'complete', label: 'Завершений' });
    expect(head(tender, 'en').status).toEqual({ code: 'complete', label: 'Complete' });
    expect(head(tender, 'uk').procedureType).toBe('Відкриті торги з особливостями');
    expect(head(tender, 'en').procedureType).toBe('Open Procedure (martial law)');
    expect(head(tender).procedureCode).toBe('aboveThreshold');
  });

  it('says how fresh the data is: the tender’s own last change, in Kyiv time', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    expect(head(tender, 'uk').asOf).toEqual({
      iso: '2024-05-20T13:50:25.432987+03:00',
      text: '20 травня 2024, 13:50',
    });
    expect(head(tender, 'en').asOf.text).toBe('20 May 2024, 13:50');
  });

  it('labels the status of every shipped tender file in both languages (draft included)', () => {
    const statuses = new Set(
      TENDER_FILES.map((file) => String(shippedTenderData<CdbTender>(file).status)),
    );
    expect(statuses).toContain('draft');
    for (const status of statuses) {
      const uk = labelIn('uk')('tender_statuses', status);
      const en = labelIn('en')('tender_statuses', status);
      expect(uk, status).not.toBe(status);
      expect(en, status).not.toBe(status);
      expect(en, status).not.toMatch(CYRILLIC);
    }
    expect(labelIn('uk')('tender_statuses', 'draft')).toBe('Чернетка');
    expect(labelIn('en')('tender_statuses', 'draft')).toBe('Draft');
  });

  it('shows an unknown status as its code on a neutral badge', () => {
    const tender = portalTenderFile('UA-2024-04-26-006781-a', (cdb) => ({
      ...cdb,
      status: 'active.archived',
    }));
    const { status } = head(tender, 'en');
    expect(status.label).toBe('active.archived');
    expect(statusTone(status.code)).toBe('neutral');
    const draft = head(portalTenderFile('doc-tender-belowThreshold-planning-tut-e7db462b'));
    expect(draft.status).toEqual({ code: 'draft', label: 'Чернетка' });
    expect(statusTone(draft.status.code)).toBe('neutral');
  });
});

describe('tender head: the key figures', () => {
  it('shows the expected value with its VAT note', () => {
    expect(head(shippedTender('UA-2024-04-26-006781-a'), 'uk').expectedValue).toBe(
      '908 958,00 грн з ПДВ',
    );
    expect(head(shippedTender('UA-2024-04-26-006781-a'), 'en').expectedValue).toBe(
      '908 958,00 UAH incl. VAT',
    );
  });

  it('shows a real 0 as 0,00 (reports of contracts), never an ESCO minValue of 0', () => {
    const esco = shippedCdbTender('UA-2024-02-28-009286-a');
    expect(esco.minValue).toMatchObject({ amount: 0 });
    expect(head(shippedTender('UA-2024-02-28-009286-a')).expectedValue).toBeUndefined();
    const report = shippedCdbTender('UA-2026-01-30-012300-a');
    expect(report.value).toMatchObject({ amount: 0 });
    expect(head(shippedTender('UA-2026-01-30-012300-a')).expectedValue).toBe('0,00 грн з ПДВ');
    expect(head(shippedTender('UA-2026-01-30-012300-a'), 'en').expectedValue).toBe(
      '0,00 UAH incl. VAT',
    );
    for (const file of TENDER_FILES) {
      const tender = portalTenderFile(file);
      if (tender.procurementMethodType !== 'esco') continue;
      expect(head(tender).expectedValue ?? '', file).not.toMatch(/^0,00/);
    }
  });

  it('shows the ESCO winner’s contract: its value, not a sum', () => {
    expect(head(shippedTender('UA-2024-02-28-009286-a')).outcome).toEqual({
      kind: 'single',
      basis: 'contract',
      value: '1 827 650,30 грн з ПДВ',
    });
  });

  it('a lot tender: the total of the winners’ contracts, one per lot, and how many lots', () => {
    const cdb = shippedCdbTender('UA-2024-04-26-006781-a');
    const contracts = (cdb.contracts as { status: string; value: { amount: number } }[]).filter(
      (contract) => contract.status === 'active',
    );
    const cents = contracts.reduce((sum, contract) => sum + contract.value.amount * 100, 0);
    expect(cents).toBe(85_658_000);
    expect(head(shippedTender('UA-2024-04-26-006781-a'))).toMatchObject({
      outcome: {
        kind: 'lots',
        basis: 'contract',
        won: 3,
        lots: 3,
        total: '856 580,00 грн без ПДВ',
      },
    });
  });

  it('a framework agreement (UA-2023-01-11-000384-a): each of the 3 participants, no sum', () => {
    const tender = portalTenderFile('sandbox-UA-2023-01-11-000384-a');
    expect(head(tender).expectedValue).toBe('7 360 765,79 грн без ПДВ');
    expect(head(tender).outcome).toEqual({
      kind: 'framework',
      basis: 'award',
      winners: [
        { name: 'Иванов Иван Иванович', value: '7 360 765,79 грн без ПДВ' },
        { name: 'СПОЖИВЧЕ ТОВАРИСТВО СОЛОВЬОВСЬКЕ.', value: '7 360 765,79 грн без ПДВ' },
        { name: 'Учасник для пакетной подачи', value: '7 360 765,79 грн без ПДВ' },
      ],
    });
  });

  it('an unsuccessful or cancelled tender has no winner, whatever its awards say', () => {
    const failed = shippedTenderData<CdbTender>(
      'doc-tender-closeFrameworkAgreementUA-tendering-cfaua-tut-ae2274f0',
    );
    expect(failed.status).toBe('unsuccessful');
    expect((failed.awards as { status: string }[]).some((a) => a.status === 'active')).toBe(true);
    expect(
      head(portalTenderFile('doc-tender-closeFrameworkAgreementUA-tendering-cfaua-tut-ae2274f0'))
        .outcome,
    ).toEqual({ kind: 'none' });
    expect(head(portalTenderFile('doc-tender-esco-tendering-esco-tut-d083afc1')).outcome).toEqual({
      kind: 'none',
    });
  });

  it.each(TENDER_FILES)('%s: one winner per lot is all a sum ever adds up', (file) => {
    const cdb = shippedTenderData<CdbTender>(file);
    const { outcome } = head(portalTenderFile(file));
    const awards = (cdb.awards ?? []) as { status: string; lotID?: string }[];
    const perLot = new Map<string, number>();
    for (const award of awards.filter((a) => a.status === 'active')) {
      perLot.set(award.lotID ?? '', (perLot.get(award.lotID ?? '') ?? 0) + 1);
    }
    if (outcome.kind === 'single' || outcome.kind === 'lots') {
      expect(Math.max(...perLot.values())).toBe(1);
      expect(['cancelled', 'unsuccessful']).not.toContain(cdb.status);
    }
    if (outcome.kind === 'framework') expect(outcome.winners.length).toBeGreaterThan(1);
  });

  it.each(TENDER_FILES)('%s: nothing undefined, NaN or invalid in either language', (file) => {
    const tender = portalTenderFile(file);
    for (const lang of ['uk', 'en'] as const) {
      const text = JSON.stringify(head(tender, lang));
      expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
    }
  });
});
