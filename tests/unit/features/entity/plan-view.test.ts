import { describe, expect, it } from 'vitest';
import { ENTITY_TEXTS } from '../../../../src/features/entity/texts';
import { planYear, toPlanView } from '../../../../src/features/plan/model/plan-view';
import type { FieldRow } from '../../../../src/features/entity/model/fields';
import { SHIPPED_PLANS, shippedLabel, shippedPlan } from './shipped-entities';

const valueOf = (rows: readonly FieldRow[], id: string) => rows.find((row) => row.id === id)?.value;

const uk = (name: string) =>
  toPlanView(shippedPlan(name), 'uk', shippedLabel('uk'), ENTITY_TEXTS.uk);

describe('plan view model on the shipped plans', () => {
  it('shows a large real plan: buyer, EDRPOU, budget, year, method, items, linked tender', () => {
    const view = uk('UA-P-2023-11-06-000791-b');
    expect(view.head).toEqual({
      title: 'Фармацевтична продукція (Код ДК 021:2015- 33600000-6 Фармацевтична продукція)',
      idLabel: 'Номер плану',
      id: 'UA-P-2023-11-06-000791-b',
      status: { code: 'complete', label: 'Оголошено закупівлю', glossary: 'plan' },
      test: undefined,
    });
    expect(valueOf(view.details, 'buyer')).toEqual({
      kind: 'text',
      text: 'КОМУНАЛЬНЕ НЕКОМЕРЦІЙНЕ ПІДПРИЄМСТВО «ОБЛАСНИЙ КЛІНІЧНИЙ ПРОТИТУБЕРКУЛЬОЗНИЙ ДИСПАНСЕР»',
    });
    expect(valueOf(view.details, 'buyerCode')).toEqual({ kind: 'text', text: '01990766' });
    expect(valueOf(view.details, 'budget')).toEqual({
      kind: 'money',
      text: '106\u00a0000,00\u00a0грн',
    });
    expect(valueOf(view.details, 'year')).toEqual({ kind: 'text', text: '2023' });
    expect(valueOf(view.details, 'classification')).toEqual({
      kind: 'text',
      text: '33600000-6 — Фармацевтична продукція',
    });
    expect(valueOf(view.details, 'procurementMethod')).toEqual({
      kind: 'text',
      text: 'Відкриті торги',
    });
    expect(valueOf(view.details, 'tenderPeriod')).toEqual({ kind: 'text', text: 'листопад 2023' });
    // The announced tender is not shipped: said so, neither its raw internal id nor a link to
    // the not-found page.
    expect(valueOf(view.details, 'tender')).toEqual({
      kind: 'text',
      text: 'оголошено; цієї закупівлі ще немає в даних порталу',
    });
    expect(valueOf(view.details, 'datePublished')).toMatchObject({ kind: 'time' });
    expect(view.items).toHaveLength(21);
    expect(view.items[0]).toEqual({
      id: 'a44271c4a92f470ca63b46119c3f46d5',
      description: 'Сена 70мг таб №10',
      rows: [
        {
          id: 'classification',
          label: 'Код ДК 021:2015',
          value: {
            kind: 'lines',
            lines: ['33613000-0 — Проносні засоби', 'INN senna glycosides — Senna glycosides'],
          },
        },
        { id: 'quantity', label: 'Кількість', value: { kind: 'text', text: '2\u00a0паковання' } },
        {
          id: 'deliveryDate',
          label: 'Строк поставки',
          value: { kind: 'text', text: 'до 15 грудня 2023' },
        },
      ],
    });
  });

  it('links the announced tender by its tenderID, named by it, when it is stored', () => {
    const plan = shippedPlan('UA-P-2023-11-06-000791-b');
    const linkedTender = {
      id: 'e45cdb97d7104355ae24d66ea0bd7132',
      tenderID: 'UA-2023-11-07-000001-a',
    };
    const view = toPlanView({ ...plan, linkedTender }, 'uk', shippedLabel('uk'), ENTITY_TEXTS.uk);
    expect(valueOf(view.details, 'tender')).toEqual({
      kind: 'link',
      text: 'UA-2023-11-07-000001-a',
      to: '/tender/UA-2023-11-07-000001-a',
    });
    // A test tender keeps its internal id: test objects share tenderIDs.
    const test = { ...linkedTender, test: true };
    const testView = toPlanView(
      { ...plan, linkedTender: test },
      'en',
      shippedLabel('en'),
      ENTITY_TEXTS.en,
    );
    expect(valueOf(testView.details, 'tender')).toMatchObject({
      to: '/tender/e45cdb97d7104355ae24d66ea0bd7132',
    });
  });

  it('never shows the raw internal id of an announced tender the portal lacks', () => {
    for (const [name, plan] of SHIPPED_PLANS) {
      for (const lang of ['uk', 'en'] as const) {
        const view = toPlanView(plan, lang, shippedLabel(lang), ENTITY_TEXTS[lang]);
        const shown = JSON.stringify(valueOf(view.details, 'tender'));
        if (plan.tender_id) expect(shown, name).not.toContain(`"text":"${plan.tender_id}"`);
      }
    }
    const en = toPlanView(
      shippedPlan('UA-P-2024-12-05-012871-a'),
      'en',
      shippedLabel('en'),
      ENTITY_TEXTS.en,
    );
    expect(valueOf(en.details, 'tender')).toEqual({
      kind: 'text',
      text: 'announced; this procurement is not in the portal’s data yet',
    });
  });

  it('names the procuring entity apart when it is not the buyer, and shows a plan without items', () => {
    const view = uk('UA-P-2022-09-26-002848-a');
    expect(valueOf(view.details, 'buyer')).toEqual({
      kind: 'text',
      text: 'Публічне Акціонерне Товариство  "Центренерго"',
    });
    expect(valueOf(view.details, 'buyerCode')).toEqual({ kind: 'text', text: '22927045' });
    expect(valueOf(view.details, 'procuringEntity')).toEqual({
      kind: 'text',
      text: 'ТРИПІЛЬСЬКА ТЕПЛОВА ЕЛЕКТРИЧНА СТАНЦІЯ ПУБЛІЧНОГО АКЦІОНЕРНОГО ТОВАРИСТВА "ЦЕНТРЕНЕРГО"',
    });
    expect(valueOf(view.details, 'project')).toEqual({ kind: 'text', text: '—' });
    expect(view.items).toEqual([]);
    // The signature was uploaded twice under one id: the newest first, the first upload older.
    expect(view.documents.map(({ document }) => document.isOlderVersion)).toEqual([false, true]);
    expect(new Set(view.documents.map((one) => one.key)).size).toBe(2);
  });

  it('links a documentation plan’s DREAM project and marks it as a test object', () => {
    const view = uk('doc-plan-planning-tut-6701056d');
    expect(valueOf(view.details, 'project')).toEqual({
      kind: 'external',
      text: 'DREAMs come true',
      href: 'https://dream.gov.ua/ua/project/DREAM-UA-030524-EE48E08C/profile',
    });
    expect(view.head.status.label).toBe('Запланований');
    expect(valueOf(view.details, 'tender')).toEqual({ kind: 'text', text: '—' });
  });

  it('writes English labels and values in English', () => {
    const plan = shippedPlan('UA-P-2023-11-06-000791-b');
    const view = toPlanView(plan, 'en', shippedLabel('en'), ENTITY_TEXTS.en);
    expect(view.head.idLabel).toBe('Plan number');
    expect(view.head.status.label).toBe('Procurement announced');
    // The buyer states no English name; the procuring entity (the same organisation) does.
    expect(valueOf(view.details, 'buyer')).toEqual({
      kind: 'text',
      text: 'КОМУНАЛЬНЕ НЕКОМЕРЦІЙНЕ ПІДПРИЄМСТВО «ОБЛАСНИЙ КЛІНІЧНИЙ ПРОТИТУБЕРКУЛЬОЗНИЙ ДИСПАНСЕР»',
    });
    expect(valueOf(view.details, 'budget')).toEqual({
      kind: 'money',
      text: '106\u00a0000,00\u00a0UAH',
    });
    expect(valueOf(view.details, 'tenderPeriod')).toEqual({ kind: 'text', text: 'November 2023' });
    expect(view.details.map((row) => row.label)).toContain('Buyer’s EDRPOU code');
  });

  it.each([...SHIPPED_PLANS.keys()])(
    '%s: every value is text, never undefined, NaN or Invalid Date',
    (name) => {
      for (const lang of ['uk', 'en'] as const) {
        const view = toPlanView(shippedPlan(name), lang, shippedLabel(lang), ENTITY_TEXTS[lang]);
        const shown = JSON.stringify(view);
        expect(shown).not.toMatch(/undefined|NaN|Invalid Date/);
        expect(view.head.title.trim()).not.toBe('');
        expect(view.details.every((row) => row.label !== '')).toBe(true);
      }
    },
  );

  it('takes the year from the budget period when the budget names none', () => {
    const plan = shippedPlan('UA-P-2023-11-06-000791-b');
    expect(planYear(plan)).toBe(2023);
    expect(planYear({ ...plan, budget: { period: { startDate: 'not a date' } } })).toBeUndefined();
  });
});
