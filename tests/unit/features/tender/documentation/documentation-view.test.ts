import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import { toAwardCriteria } from '../../../../../src/features/tender/model/documentation/award-criteria';
import { toSubject } from '../../../../../src/features/tender/model/documentation/subject';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { CYRILLIC, labelIn } from '../items/reference';
import { shippedDictionaryData } from '../../../../support/shipped-data';

const NBSP = '\u00A0';
const FEATURES = 'UA-2020-08-06-003989-a';
const LARGE = 'UA-2024-04-26-006781-a';
const MINIMAL = 'UA-2025-11-29-000037-a';
const LONG_DESCRIPTION = 'UA-2021-06-22-008064-c';
const ESCO = 'UA-2024-02-28-009286-a';

interface CdbFeature {
  title: string;
  enum: { title: string; value: number }[];
}
const cdbOf = (id: string) =>
  shippedCdbTender(id) as unknown as {
    awardCriteria?: string;
    features?: CdbFeature[];
    description?: string;
    mainProcurementCategory?: string;
    items: { classification: { id: string; description: string } }[];
  };
const cpv = shippedDictionaryData('cpv');
const awardCriteria = shippedDictionaryData('award_criteria');

describe('award criteria and the price row', () => {
  it('gives the price its share left by the features, and lists each feature with its options', () => {
    const cdb = cdbOf(FEATURES);
    const [feature] = cdb.features ?? [];
    const view = toAwardCriteria(shippedTender(FEATURES), 'uk', labelIn('uk'));
    expect(view.criterion).toBe('Ціна');
    expect(view.priceTitle).toBe('Ціна');
    const featuresShare = Math.max(...(feature?.enum.map((option) => option.value) ?? []));
    expect(view.price).toBe(`${String(Math.round((1 - featuresShare) * 100))}${NBSP}%`);
    expect(view.price).toBe(`70${NBSP}%`);
    expect(view.features).toEqual([
      {
        key: expect.any(String) as string,
        title: feature?.title,
        description: 'Умови розрахунків',
        options: feature?.enum.map((option) => ({
          title: option.title,
          value: `${String(option.value * 100)}${NBSP}%`,
        })),
      },
    ]);
  });

  it('is 100 % under the title of the award criteria without features', () => {
    const uk = toAwardCriteria(shippedTender(LARGE), 'uk', labelIn('uk'));
    const en = toAwardCriteria(shippedTender(LARGE), 'en', labelIn('en'));
    expect(cdbOf(LARGE).awardCriteria).toBe('lowestCost');
    expect(uk).toEqual({
      criterion: 'Ціна',
      priceTitle: 'Ціна',
      price: `100${NBSP}%`,
      features: [],
    });
    expect(en).toEqual({
      criterion: 'Price',
      priceTitle: 'Price',
      price: `100${NBSP}%`,
      features: [],
    });
  });

  it('titles the price row "efficiency indicator" for rated criteria', () => {
    const view = toAwardCriteria(shippedTender(ESCO), 'en', labelIn('en'));
    expect(cdbOf(ESCO).awardCriteria).toBe('ratedCriteria');
    expect(view.criterion).toBe(awardCriteria.ratedCriteria?.title_en);
    expect(view.priceTitle).toBe('Efficiency indicator');
  });

  it('shows a dash when the tender declares no award criteria', () => {
    expect(cdbOf(MINIMAL).awardCriteria).toBeUndefined();
    expect(toAwardCriteria(shippedTender(MINIMAL), 'uk', labelIn('uk')).criterion).toBe('—');
  });
});

describe('subject of the purchase', () => {
  it.each<[Lang, string, string]>([
    ['uk', 'товари', 'description'],
    ['en', 'goods', 'title_en'],
  ])('names the category and the classifier of the large tender (%s)', (lang, category, field) => {
    const cdb = cdbOf(LARGE);
    const code = cdb.items[0]?.classification.id ?? '';
    const view = toSubject(shippedTender(LARGE), lang, labelIn(lang));
    expect(cdb.mainProcurementCategory).toBe('goods');
    expect(view.category).toBe(category);
    expect(view.classifier).toEqual({
      cpv: true,
      scheme: '',
      code,
      name:
        field === 'description' ? cdb.items[0]?.classification.description : cpv[code]?.title_en,
    });
    expect(view.description).toBe(cdb.description?.trim());
  });

  it('labels works "роботи" and keeps the long description whole for the clamp', () => {
    const cdb = cdbOf(LONG_DESCRIPTION);
    const view = toSubject(shippedTender(LONG_DESCRIPTION), 'uk', labelIn('uk'));
    expect(cdb.mainProcurementCategory).toBe('works');
    expect(view.category).toBe('роботи');
    expect(view.description).toBe(cdb.description);
    expect(view.description?.length).toBeGreaterThan(250);
  });

  it('has no description for the minimal tender, whose description is blank', () => {
    expect(cdbOf(MINIMAL).description).toBe('');
    expect(toSubject(shippedTender(MINIMAL), 'uk', labelIn('uk')).description).toBeUndefined();
  });
});

describe('tender documentation on every shipped tender', () => {
  it.each(shippedTenderIDs())('%s: no undefined, NaN or Cyrillic labels in English', (id) => {
    const tender = shippedTender(id);
    for (const lang of ['uk', 'en'] as const) {
      const criteria = toAwardCriteria(tender, lang, labelIn(lang));
      const subject = toSubject(tender, lang, labelIn(lang));
      const shown = JSON.stringify({ criteria, subject });
      expect(shown).not.toMatch(/undefined|NaN|Invalid Date/);
      expect(criteria.price).toMatch(/^\d+(,\d+)?\u00A0%$/);
      if (lang === 'en') {
        for (const label of [criteria.criterion, criteria.priceTitle, subject.category])
          expect(label).not.toMatch(CYRILLIC);
        if (subject.classifier && cpv[subject.classifier.code]?.title_en)
          expect(subject.classifier.name).not.toMatch(CYRILLIC);
      }
    }
  });
});
