import { describe, expect, it } from 'vitest';
import { sumValues } from '../../../../src/features/tender/model/head/outcome';
import { toTenderHead } from '../../../../src/features/tender/model/tender-view';
import type { LabelFn } from '../../../../src/lib/use-reference-data';
import { escoTender } from './fixtures';

const codes: LabelFn = (_key, code) => code;

describe('tender head view model', () => {
  it('takes the title in the current language, Ukrainian when English is missing', () => {
    expect(toTenderHead(escoTender(), 'uk', codes).title).toBe(
      'Енергосервіс: заходи з енергозбереження будівлі',
    );
    expect(toTenderHead(escoTender(), 'en', codes).title).toBe(
      'Energy service: energy saving measures for the building',
    );
    expect(toTenderHead(escoTender({ title_en: '' }), 'en', codes).title).toBe(
      'Енергосервіс: заходи з енергозбереження будівлі',
    );
  });

  it('shows the em dash for a blank title or customer, never an empty heading', () => {
    const blank = escoTender({ title: ' ', title_en: '', procuringEntityName: '' });
    const entity = { ...blank.procuringEntity, name: '', name_en: undefined };
    const view = toTenderHead({ ...blank, procuringEntity: entity }, 'uk', codes);
    expect(view.title).toBe('—');
    expect(view.customer).toBe('—');
    expect(toTenderHead(blank, 'en', codes).title).toBe('—');
  });

  it('names the customer in the current language', () => {
    expect(toTenderHead(escoTender(), 'uk', codes).customer).toBe(
      'Комунальна установа "Будинок милосердя "Затишок" КМР',
    );
    expect(toTenderHead(escoTender(), 'en', codes).customer).toBe(
      'Communal institution "House of Mercy "Zatyshok" of the Kryvyi Rih City Council',
    );
  });

  it('keeps a tender without awards or contracts, or with malformed ones, without an outcome', () => {
    expect(toTenderHead(escoTender({ awards: [], contracts: [] }), 'uk', codes).outcome).toEqual({
      kind: 'none',
    });
    expect(
      toTenderHead(
        escoTender({ awards: [{ status: 'pending', suppliers: [] }], contracts: [] }),
        'uk',
        codes,
      ).outcome,
    ).toEqual({ kind: 'none' });
  });
});

describe('sum of winners’ values', () => {
  it('adds lots in one currency to the cent, VAT included only when it is in all', () => {
    expect(
      sumValues([
        { amount: 0.1, currency: 'UAH', valueAddedTaxIncluded: true },
        { amount: 0.2, currency: 'UAH', valueAddedTaxIncluded: false },
      ]),
    ).toEqual({ amount: 0.3, currency: 'UAH', valueAddedTaxIncluded: false });
  });

  it('refuses mixed currencies, a missing value and an empty list', () => {
    expect(
      sumValues([
        { amount: 1, currency: 'UAH' },
        { amount: 1, currency: 'EUR' },
      ]),
    ).toBeUndefined();
    expect(sumValues([{ amount: 1, currency: 'UAH' }, undefined])).toBeUndefined();
    expect(sumValues([])).toBeUndefined();
  });
});
