import type { Tender } from '../../../../contract/tender';

/** Loosely typed overrides: tests also feed the models malformed upstream data. */
type Overrides = Partial<Record<keyof Tender, unknown>>;

const decision = {
  milestones: [],
  documents: [],
  hasMilestoneCode24h: false,
  hasMilestoneCodeAlp: false,
};

/**
 * Modelled on the real ESCO tender UA-2024-02-28-009286-a (the fields these tests read):
 * no `value` upstream (the server maps minValue to value), one active award and contract.
 */
export function escoTender(overrides: Overrides = {}): Tender {
  const value = {
    amount: 1827650.3,
    currency: 'UAH',
    valueAddedTaxIncluded: true,
    amountPerformance: 587221.09,
  };
  const tender: Tender = {
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
      additionalContactPoints: [],
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
        additionalClassifications: [],
        activeCriteria: [],
        historicalCriteria: [],
        documents: [],
      },
    ],
    documents: [],
    dateModified: '2024-05-01T10:00:00.000+03:00',
    awards: [
      {
        ...decision,
        id: 'a0',
        status: 'unsuccessful',
        value: { ...value, amount: 2000000 },
        suppliers: [],
      },
      { ...decision, id: 'a1', status: 'active', value, suppliers: [] },
    ],
    contracts: [
      {
        id: 'c1',
        status: 'active',
        awardID: 'a1',
        value: { ...value, amountNet: 1827650.3 },
        suppliers: [],
        documents: [],
      },
    ],
    procuringEntityAddress: '',
    buyers: [],
    funders: [],
    plans: [],
    lots: [],
    features: [],
    featurePrice: { title: 'lowestCost', price: 1 },
    milestones: [],
    languageCriteria: [],
    historicalLanguageCriteria: [],
    activeGuaranteeCriteria: [],
    historicalGuaranteeCriteria: [],
    activeLifeCycleCostCriteria: [],
    historicalLifeCycleCostCriteria: [],
    activeExclusionCriteria: [],
    historicalExclusionCriteria: [],
    activeOtherCriteria: [],
    historicalOtherCriteria: [],
    bids: [],
    bidderQualifications: [],
    cancellations: [],
    closeFrameworkAgreementTenders: [],
    flags: [],
    tabCounters: { lots: 0, questions: 0, complaints: 0, monitorings: 0, agreements: 0 },
    config: {},
  };
  return { ...tender, ...overrides } as Tender;
}
