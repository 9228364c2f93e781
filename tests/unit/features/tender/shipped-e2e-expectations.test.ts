import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../../../src/lib/format';
import {
  SHIPPED_TENDERS,
  expectedValue,
  kyivDateTime,
  money,
  shown,
} from '../../../e2e/shipped-tenders';
import { shippedTenderIDs } from '../../../support/shipped-cdb';

/** The e2e test of every shipped tender writes dates and money exactly as src/lib/format does. */
describe('the expectations of tests/e2e/tender-shipped.spec.ts', () => {
  it('cover every shipped tender', () => {
    expect(SHIPPED_TENDERS.map((tender) => tender.tenderID)).toEqual(shippedTenderIDs());
  });

  it.each(SHIPPED_TENDERS.map((tender) => [tender.tenderID, tender] as const))(
    '%s: the tender period end and the expected value as lib/format writes them',
    (_, tender) => {
      const end = tender.tenderPeriod?.endDate;
      if (end) expect(kyivDateTime(end)).toBe(formatDateTime(end, 'uk'));
      const value = expectedValue(tender);
      if (value) expect(shown(money(value))).toBe(shown(formatMoney(value, 'uk')));
    },
  );

  it('an ESCO tender with a zero minValue has no expected value to show', () => {
    const esco = SHIPPED_TENDERS.find((tender) => tender.tenderID === 'UA-2024-02-28-009286-a');
    expect(esco?.minValue?.amount).toBe(0);
    expect(esco && expectedValue(esco)).toBeUndefined();
  });

  it('writes a winter and a summer moment in Kyiv time', () => {
    expect(kyivDateTime('2024-01-10T22:30:00Z')).toBe('11 січня 2024, 00:30');
    expect(kyivDateTime('2024-07-10T21:30:00Z')).toBe('11 липня 2024, 00:30');
  });
});
