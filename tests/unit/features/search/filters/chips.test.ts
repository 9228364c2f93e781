import { describe, expect, it } from 'vitest';
import type { SearchFilterQuery } from '../../../../../contract/search';
import { toFilterChips } from '../../../../../src/features/search/model/filters/chips';
import { chipContext, plain } from './filter-context';

const chips = (
  section: Parameters<typeof toFilterChips>[0],
  query: SearchFilterQuery,
  lang: 'uk' | 'en' = 'uk',
) =>
  toFilterChips(section, query, chipContext(lang)).map((chip) => ({
    ...chip,
    label: plain(chip.label),
  }));

describe('the chips of the active filters', () => {
  it('labels dictionary values in the language, one chip per value', () => {
    const query: SearchFilterQuery = {
      status: ['complete', 'active.tendering'],
      proc_type: 'reporting',
      region: ['Вінницька область'],
    };
    expect(chips('tender', query).map((chip) => chip.label)).toEqual([
      'Статус: Завершений',
      'Статус: Подання пропозицій',
      'Тип процедури: Закупівля без використання електронної системи',
      'Регіон замовника: Вінницька область',
    ]);
    expect(chips('tender', query, 'en').map((chip) => chip.label)).toEqual([
      'Status: Complete',
      'Status: Bidding',
      'Procedure type: Single Tender',
      "Buyer's region: Vinnytsia Oblast",
    ]);
  });

  it('names red flags by their titles, one chip per flag', () => {
    const query: SearchFilterQuery = { flags: ['single-bid', 'identical-prices'] };
    expect(chips('tender', query).map((chip) => chip.label)).toEqual([
      'Червоні прапорці: Одна пропозиція',
      'Червоні прапорці: Однакові ціни різних учасників',
    ]);
    const english = chips('tender', query, 'en');
    expect(english.map((chip) => chip.label)).toEqual([
      'Red flags: Single bid',
      'Red flags: Identical prices from different bidders',
    ]);
    expect(english[0]?.next).toEqual({ flags: ['identical-prices'] });
  });

  it('removing a chip gives the search without that value (and without the page)', () => {
    const query: SearchFilterQuery = {
      page: '2',
      text: 'школа',
      status: ['complete', 'cancelled'],
    };
    const [first] = chips('tender', query);
    expect(first?.next).toEqual({ text: 'школа', status: ['cancelled'] });
  });

  it('writes amounts "from 1 000 UAH" and ranges, with the plans\' budget name', () => {
    const from = { value: { currency: 'UAH' as const, amount: { start: '1000' } } };
    expect(chips('tender', from)[0]?.label).toBe('Очікувана вартість: від 1 000 грн');
    expect(chips('tender', from, 'en')[0]?.label).toBe('Expected value: from 1 000 UAH');
    const range = {
      value: { currency: 'UAH' as const, amount: { start: '500.5', end: '2500000' } },
    };
    expect(chips('plan', range)[0]?.label).toBe('Бюджет: 500,5 грн — 2 500 000 грн');
    expect(chips('plan', { value: { amount: { end: '10' } } }, 'en')[0]?.label).toBe(
      'Budget: up to 10 UAH',
    );
    expect(chips('tender', from)[0]?.next).toEqual({});
  });

  it('writes date ranges in the Kyiv format', () => {
    const query: SearchFilterQuery = {
      date: { tender: { start: '2024-03-01', end: '2024-03-30' }, award: { end: '2024-05-01' } },
    };
    expect(chips('tender', query).map((chip) => chip.label)).toEqual([
      'Період подання пропозицій: 01 березня 2024 — 30 березня 2024',
      'Період визначення переможця: до 01 травня 2024',
    ]);
    expect(chips('tender', query, 'en')[0]?.label).toBe(
      'Tendering period: 01 March 2024 — 30 March 2024',
    );
    expect(chips('tender', query)[0]?.next).toEqual({ date: { award: { end: '2024-05-01' } } });
  });

  it('names CPV codes, codes with subcategories and prefixes', () => {
    const query: SearchFilterQuery = { cpv: ['03100000-2'], cpv_mask: ['45000000-7', '4521'] };
    expect(chips('products', query).map((chip) => chip.label)).toEqual([
      'Класифікатор ДК 021:2015: 03100000-2 Сільськогосподарська продукція та продукція рослинництва',
      'Класифікатор ДК 021:2015: 45000000-7 Будівельні роботи та поточний ремонт і підкатегорії',
      'Класифікатор ДК 021:2015: коди, що починаються з 4521',
    ]);
    expect(chips('products', query, 'en')[0]?.label).toBe(
      'Classifier DK 021:2015 (CPV): 03100000-2 Agricultural and horticultural products',
    );
    expect(chips('products', query)[2]?.next).toEqual({
      cpv: ['03100000-2'],
      cpv_mask: ['45000000-7'],
    });
  });

  it('shows codes, years, milestones, local share and the test switch', () => {
    const query: SearchFilterQuery = {
      buyer: ['01234567'],
      milestone: { code: ['prepayment'] },
      local_share: '0',
      mode: 'test',
    };
    expect(chips('tender', query).map((chip) => chip.label)).toEqual([
      'Замовник: 01234567',
      'Умови оплати та поставки: Аванс',
      'Ступінь локалізації: Не вказано',
      'Показано тестові закупівлі',
    ]);
    expect(chips('tender', query)[1]?.next).not.toHaveProperty('milestone');
    expect(chips('plan', { year: ['2024'] }, 'en')[0]?.label).toBe('Plan year: 2024');
    // The test switch names each section's own objects.
    expect(chips('catalog', { mode: 'test' }).map((chip) => chip.label)).toEqual([
      'Показано тестові відбори',
    ]);
    expect(chips('products', { mode: 'test' }, 'en').map((chip) => chip.label)).toEqual([
      'Test products shown',
    ]);
  });

  it('leaves out keys the section has no filter for', () => {
    expect(chips('products', { status: ['complete'], region: 'Київ', year: '2024' })).toEqual([]);
    expect(chips('tender', {})).toEqual([]);
  });
});
