import { describe, expect, it } from 'vitest';
import { toPaymentTermsView } from '../../../../../src/features/tender/model/terms/payment-terms';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf, termsContext } from './terms-context';

const NBSP = '\u00a0';

type Json = Record<string, unknown>;
const list = (o: unknown, key: string): Json[] => {
  const value = (o as Json)[key];
  return Array.isArray(value) ? (value as Json[]) : [];
};

const paymentOf = (file: string, lang: 'uk' | 'en' = 'uk') =>
  toPaymentTermsView(shippedTender(file), termsContext(lang));

describe('terms of payment', () => {
  const withMilestones = shippedTenderFiles().filter(
    (file) => list(shippedCdbTender(file), 'milestones').length > 0,
  );

  it.each(withMilestones)('%s shows each milestone of its CDB data', (file) => {
    const milestones = list(shippedCdbTender(file), 'milestones');
    for (const lang of ['uk', 'en'] as const) {
      const view = paymentOf(file, lang);
      expect(view.rows).toHaveLength(milestones.length);
      milestones.forEach((milestone, index) => {
        const row = view.rows[index];
        const duration = (milestone.duration as Json | undefined) ?? {};
        const code = milestone.code as string;
        expect(row?.title).toBe(entryOf('milestone_titles', milestone.title as string)[lang]);
        expect(row?.code).toBe(
          code === 'prepayment'
            ? { uk: 'Оплата авансом', en: 'Prepayment' }[lang]
            : entryOf('milestone_codes', code)[lang],
        );
        expect(row?.dayType).toBe(entryOf('milestone_day_types', duration.type as string)[lang]);
        expect(row?.days).toBe(String(duration.days));
        expect(row?.percentage).toBe(`${String(milestone.percentage).replace('.', ',')}${NBSP}%`);
        const description = (milestone.description as string | undefined)?.trim();
        expect(row?.description).toBe(description ? milestone.description : '—');
      });
    }
  });

  it('labels prepayment as ‘Оплата авансом’ / ‘Prepayment’', () => {
    const file = 'UA-2020-08-06-003989-a';
    const index = list(shippedCdbTender(file), 'milestones').findIndex(
      (m) => m.code === 'prepayment',
    );
    expect(index).toBeGreaterThanOrEqual(0);
    expect(paymentOf(file).rows[index]?.code).toBe('Оплата авансом');
    expect(paymentOf(file, 'en').rows[index]?.code).toBe('Prepayment');
  });

  it('names the lot of each milestone when the tender has several lots', () => {
    const view = paymentOf('UA-2024-04-26-006781-a');
    const cdb = shippedCdbTender('UA-2024-04-26-006781-a');
    const lots = new Map(list(cdb, 'lots').map((lot) => [lot.id, lot.title]));
    expect(view.byLot).toBe(true);
    expect(view.rows.map((row) => row.lot)).toEqual(
      list(cdb, 'milestones').map((milestone) => lots.get(milestone.relatedLot)),
    );
    expect(paymentOf('UA-2026-01-22-001831-a').byLot).toBe(false);
    expect(paymentOf('UA-2026-01-22-001831-a').rows.map((row) => row.lot)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
