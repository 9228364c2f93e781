import type { Tender } from '../../../../contract/tender';

/**
 * Modelled on the real ESCO tender UA-2024-02-28-009286-a (the fields these tests read):
 * no `value` upstream (the server maps minValue to value), one active award and contract.
 */
export function escoTender(overrides: Partial<Tender> = {}): Tender {
  const value = {
    amount: 1827650.3,
    currency: 'UAH',
    valueAddedTaxIncluded: true,
    amountPerformance: 587221.09,
  };
  return {
    id: 'f0b2a4c7e1d94d7f9a1b2c3d4e5f6a7b',
    tenderID: 'UA-2024-02-28-009286-a',
    title: 'Енергосервіс: заходи з енергозбереження будівлі',
    title_en: 'Energy service: energy saving measures for the building',
    status: 'complete',
    procurementMethodType: 'esco',
    value: { amount: 0, currency: 'UAH', valueAddedTaxIncluded: true },
    procuringEntityName: 'Комунальна установа "Будинок милосердя "Затишок" КМР',
    procuringEntity: {
      name: 'Комунальна установа "Будинок милосердя "Затишок" КМР',
      identifier: {
        scheme: 'UA-EDR',
        id: '26508701',
        legalName: 'Комунальна установа "Будинок милосердя "Затишок" КМР',
        legalName_en:
          'Communal institution "House of Mercy "Zatyshok" of the Kryvyi Rih City Council',
      },
    },
    items: [
      {
        id: 'item-1',
        description: 'Енергосервіс',
        description_en: 'Energy service',
        quantity: 1,
        unit: { code: 'E48', name: 'послуга', name_en: 'service' },
        classification: {
          scheme: 'ДК021',
          id: '71314200-4',
          description: 'Послуги з енергоменеджменту',
        },
      },
    ],
    documents: [],
    dateModified: '2024-05-01T10:00:00.000+03:00',
    awards: [
      { id: 'a0', status: 'unsuccessful', value: { ...value, amount: 2000000 } },
      { id: 'a1', status: 'active', value },
    ],
    contracts: [
      { id: 'c1', status: 'active', awardID: 'a1', value: { ...value, amountNet: 1827650.3 } },
    ],
    ...overrides,
  };
}
