import { describe, expect, it } from 'vitest';
import { marketplacesPageView } from '../../../../src/features/marketplaces/model/page-view';
import { shippedDictionary } from '../../../support/shipped-data';

const marketplaces = shippedDictionary('marketplaces');
const levels = shippedDictionary('marketplace_accreditation_levels');
const authMethods = shippedDictionary('marketplace_auth_methods');

/** The shipped marketplaces, the first without level 4: a list that a level can narrow. */
const [firstCode = '', firstEntry] = Object.entries(marketplaces.data)[0] ?? [];
const narrowable = {
  ...marketplaces,
  data: {
    ...marketplaces.data,
    [firstCode]: {
      ...firstEntry,
      accreditation_levels: (firstEntry?.accreditation_levels as string[]).filter(
        (id) => id !== '4',
      ),
    },
  },
};

const view = (
  slug: string,
  query = '',
  lang: 'uk' | 'en' = 'uk',
  dictionary: typeof marketplaces = marketplaces,
) =>
  marketplacesPageView({
    slug,
    marketplaces: dictionary,
    levels,
    authMethods,
    search: new URLSearchParams(query),
    lang,
  });

const withLevel = (dictionary: typeof marketplaces, level: string): string[] =>
  Object.entries(dictionary.data)
    .filter(([, entry]) => (entry.accreditation_levels as string[]).includes(level))
    .map(([code]) => code)
    .sort();

describe('the marketplaces page', () => {
  it('lists every shipped marketplace, without a level filter: each has every level', () => {
    const page = view('prozorro');
    expect(page.one).toBeUndefined();
    expect(page.shown.map((m) => m.code).sort()).toEqual(Object.keys(marketplaces.data).sort());
    expect(page.total).toBe(Object.keys(marketplaces.data).length);
    for (const level of Object.keys(levels.data)) {
      expect(withLevel(marketplaces, level)).toHaveLength(page.total);
    }
    expect(page.filter).toEqual([]);
    expect(view('prozorro', 'level=3').shown).toHaveLength(page.total);
  });

  it('offers the filter, on "all", once a level would narrow the list', () => {
    const page = view('prozorro', '', 'uk', narrowable);
    expect(page.filter.map((option) => [option.search, option.current])).toEqual([
      ['', true],
      ...Object.keys(levels.data).map((id) => [`?level=${id}`, false]),
    ]);
  });

  it.each(Object.keys(levels.data))('keeps the marketplaces of level %s', (level) => {
    const page = view('prozorro', `level=${level}`, 'en', narrowable);
    expect(page.level).toBe(level);
    expect(page.shown.map((m) => m.code).sort()).toEqual(withLevel(narrowable, level));
    expect(page.filter.find((option) => option.current)?.label).toBe(levels.data[level]?.name_en);
  });

  it('ignores an unknown level and shows them all', () => {
    const page = view('prozorro', 'level=7');
    expect(page.level).toBeUndefined();
    expect(page.shown).toHaveLength(page.total);
  });

  it('shows one marketplace on its own page, without the filter', () => {
    const page = view('smarttender-biz');
    expect(page.one?.code).toBe('it.ua');
    expect(page.shown).toEqual([page.one]);
    expect(page.filter).toEqual([]);
  });

  it('explains every level with its dictionary name and description', () => {
    expect(view('prozorro', '', 'en').levels).toEqual(
      Object.entries(levels.data).map(([id, entry]) => ({
        id,
        name: entry.name_en,
        description: entry.description_en,
      })),
    );
  });
});
