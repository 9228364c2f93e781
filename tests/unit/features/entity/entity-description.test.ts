import { describe, expect, it } from 'vitest';
import { entityDescription, text } from '../../../../src/features/entity/model/fields';
import { ENTITY_TEXTS } from '../../../../src/features/entity/texts';
import { toPlanView } from '../../../../src/features/plan/model/plan-view';
import { shippedLabel, shippedPlan } from './shipped-entities';

describe('a plan, framework or product as a shared link describes it', () => {
  const plan = toPlanView(
    shippedPlan('UA-P-2023-11-06-000791-b'),
    'uk',
    shippedLabel('uk'),
    ENTITY_TEXTS.uk,
  );

  it('gives its status, then the facts of the rows asked for, in that order', () => {
    expect(entityDescription(plan, ENTITY_TEXTS.uk.status, ['budget', 'buyer'])).toBe(
      'Статус: Оголошено закупівлю · Очікувана вартість: 106\u00a0000,00\u00a0грн · ' +
        'Замовник: КОМУНАЛЬНЕ НЕКОМЕРЦІЙНЕ ПІДПРИЄМСТВО «ОБЛАСНИЙ КЛІНІЧНИЙ ПРОТИТУБЕРКУЛЬОЗНИЙ ДИСПАНСЕР»',
    );
  });

  it('leaves out a row the page does not have or shows as a dash', () => {
    const withEmpty = {
      ...plan,
      details: [...plan.details, { id: 'empty', label: 'Порожнє', value: text(undefined) }],
    };
    expect(entityDescription(withEmpty, 'Статус', ['nothing', 'empty'])).toBe(
      'Статус: Оголошено закупівлю',
    );
  });
});
