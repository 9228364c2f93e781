import { describe, expect, it } from 'vitest';
import type { FieldRow } from '../../../../src/features/entity/model/fields';
import { ENTITY_TEXTS } from '../../../../src/features/entity/texts';
import { toFrameworkView } from '../../../../src/features/framework/model/framework-view';
import { SHIPPED_FRAMEWORKS, shippedFramework, shippedLabel } from './shipped-entities';

const valueOf = (rows: readonly FieldRow[], id: string) => rows.find((row) => row.id === id)?.value;

const DPS_TUTORIAL = '79215d0ea54f4a04b04d7fadf4090ca1';

describe('framework view model on the shipped frameworks', () => {
  it('shows the DPS tutorial framework: entity, type, periods, classification, counts, documents', () => {
    const counts = { submissions: 2, qualifications: 2, agreements: 1 };
    const framework = shippedFramework(DPS_TUTORIAL);
    const view = toFrameworkView(framework, counts, 'uk', shippedLabel('uk'), ENTITY_TEXTS.uk);
    expect(view.head).toEqual({
      title: 'updated in draft status',
      idLabel: 'Номер відбору',
      id: 'UA-F-2027-01-01-000001',
      status: { code: 'active', label: 'Активний', glossary: 'framework' },
      test: {
        badge: 'Тестовий відбір',
        note: 'Це приклад з документації API або пісочниці, а не справжній відбір.',
      },
    });
    expect(framework.mode).toBe('test');
    expect(valueOf(view.details, 'procuringEntity')).toEqual({
      kind: 'text',
      text: 'Державне управління справами',
    });
    expect(valueOf(view.details, 'procuringEntityCode')).toEqual({
      kind: 'text',
      text: '00037256',
    });
    expect(valueOf(view.details, 'frameworkType')).toEqual({
      kind: 'text',
      text: shippedLabel('uk')('framework_types', 'dynamicPurchasingSystem'),
    });
    expect(valueOf(view.details, 'frameworkType')).not.toEqual({
      kind: 'text',
      text: 'dynamicPurchasingSystem',
    });
    expect(valueOf(view.details, 'period')).toEqual({
      kind: 'text',
      text: '01 січня 2027, 00:00 — 06 лютого 2027, 00:00',
    });
    expect(valueOf(view.details, 'qualificationPeriod')).toEqual({
      kind: 'text',
      text: '01 січня 2027, 00:00 — 08 березня 2027, 00:00',
    });
    expect(valueOf(view.details, 'classification')).toEqual({
      kind: 'text',
      text: '03111600-8 — Mustard seeds',
    });
    expect(valueOf(view.details, 'additionalClassifications')).toEqual({
      kind: 'lines',
      lines: ['ДК003 17.21.1 — папір і картон гофровані, паперова й картонна тара'],
    });
    expect(valueOf(view.details, 'submissions')).toEqual({ kind: 'text', text: '2' });
    expect(valueOf(view.details, 'agreements')).toEqual({ kind: 'text', text: '1' });
    expect(view.documents.map(({ document }) => document.title)).toEqual([
      'framework.doc',
      'framework_additional_docs.doc',
      'framework_additional_docs.doc',
    ]);
  });

  it('shows the em dash for counts the answer does not carry, and zero as a count', () => {
    const framework = shippedFramework(DPS_TUTORIAL);
    const none = toFrameworkView(framework, undefined, 'uk', shippedLabel('uk'), ENTITY_TEXTS.uk);
    expect(valueOf(none.details, 'submissions')).toEqual({ kind: 'text', text: '—' });
    const zero = { submissions: 0, qualifications: 0, agreements: 0 };
    const view = toFrameworkView(framework, zero, 'uk', shippedLabel('uk'), ENTITY_TEXTS.uk);
    expect(valueOf(view.details, 'qualifications')).toEqual({ kind: 'text', text: '0' });
  });

  it('writes English labels, status and type in English', () => {
    const framework = shippedFramework(DPS_TUTORIAL);
    const view = toFrameworkView(framework, undefined, 'en', shippedLabel('en'), ENTITY_TEXTS.en);
    expect(view.head.idLabel).toBe('Framework number');
    expect(view.head.status.label).toBe('Active');
    expect(valueOf(view.details, 'period')).toEqual({
      kind: 'text',
      text: '01 January 2027, 00:00 — 06 February 2027, 00:00',
    });
    expect(view.details.map((row) => row.label)).toContain('Qualification period');
  });

  it.each(SHIPPED_FRAMEWORKS.map((framework) => framework.id))(
    '%s: every value is text, never undefined, NaN or Invalid Date',
    (id) => {
      for (const lang of ['uk', 'en'] as const) {
        const framework = shippedFramework(id);
        const view = toFrameworkView(
          framework,
          undefined,
          lang,
          shippedLabel(lang),
          ENTITY_TEXTS[lang],
        );
        expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
        expect(view.head.title.trim()).not.toBe('');
      }
    },
  );
});
