import { describe, expect, it } from 'vitest';
import {
  activeValues,
  resultValue,
  sumValues,
  toTenderSummary,
} from '../../../../src/features/tender/model/tender-view';
import { escoTender } from './fixtures';

describe('tender summary view model', () => {
  it('takes the title in the current language, Ukrainian when English is missing', () => {
    expect(toTenderSummary(escoTender(), 'uk').title).toBe(
      'Енергосервіс: заходи з енергозбереження будівлі',
    );
    expect(toTenderSummary(escoTender(), 'en').title).toBe(
      'Energy service: energy saving measures for the building',
    );
    expect(toTenderSummary(escoTender({ title_en: '' }), 'en').title).toBe(
      'Енергосервіс: заходи з енергозбереження будівлі',
    );
  });

  it('names the customer and its identifier', () => {
    const uk = toTenderSummary(escoTender(), 'uk');
    expect(uk.customerName).toBe('Комунальна установа "Будинок милосердя "Затишок" КМР');
    expect(uk.customerId).toBe('26508701');
    expect(toTenderSummary(escoTender(), 'en').customerName).toBe(
      'Communal institution "House of Mercy "Zatyshok" of the Kryvyi Rih City Council',
    );
  });

  it('carries status, procedure and expected value through', () => {
    const view = toTenderSummary(escoTender(), 'uk');
    expect(view.status).toBe('complete');
    expect(view.procurementMethodType).toBe('esco');
    expect(view.expectedValue).toEqual({ amount: 0, currency: 'UAH', valueAddedTaxIncluded: true });
  });
});

describe('awarded and contract values', () => {
  it('prefers the active contracts', () => {
    expect(resultValue(escoTender())).toEqual({
      kind: 'contract',
      value: { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true },
    });
  });

  it('falls back to the active awards, ignoring the others', () => {
    expect(resultValue(escoTender({ contracts: [] }))).toEqual({
      kind: 'award',
      value: { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true },
    });
  });

  it('is undefined without active awards or contracts', () => {
    expect(resultValue(escoTender({ awards: undefined, contracts: undefined }))).toBeUndefined();
    expect(
      resultValue(escoTender({ awards: [{ status: 'pending' }], contracts: 'nonsense' })),
    ).toBeUndefined();
  });

  it('sums lots in one currency to the cent, and refuses mixed currencies', () => {
    expect(
      sumValues([
        { amount: 0.1, currency: 'UAH', valueAddedTaxIncluded: true },
        { amount: 0.2, currency: 'UAH', valueAddedTaxIncluded: false },
      ]),
    ).toEqual({ amount: 0.3, currency: 'UAH', valueAddedTaxIncluded: false });
    expect(
      sumValues([
        { amount: 1, currency: 'UAH' },
        { amount: 1, currency: 'EUR' },
      ]),
    ).toBeUndefined();
    expect(sumValues([])).toBeUndefined();
  });

  it('reads only well-formed active entries', () => {
    expect(
      activeValues([
        { status: 'active', value: { amount: 5, currency: 'UAH' } },
        { status: 'active', value: { amount: '5', currency: 'UAH' } },
        { status: 'active' },
        null,
      ]),
    ).toEqual([{ amount: 5, currency: 'UAH' }]);
  });
});
