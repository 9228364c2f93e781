import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, type ApiError } from '../../contract/api.ts';
import {
  DICTIONARY_KEYS,
  type DictionaryEntry,
  type DictionaryKey,
  type StaticDataResponse,
} from '../../contract/static-data.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDictionary } from '../support/shipped-data.ts';

/** The query holds a limited number of list items (qs arrayLimit), so keys are asked in batches. */
const batches = (
  keys: readonly DictionaryKey[],
  size = QUERY_LIMITS.arrayLimit,
): DictionaryKey[][] =>
  Array.from({ length: Math.ceil(keys.length / size) }, (_, i) =>
    keys.slice(i * size, (i + 1) * size),
  );

const cacheQuery = (keys: readonly DictionaryKey[]): string =>
  keys.map((key, i) => `cache[${i}][key]=${key}`).join('&');

const label = (entry: DictionaryEntry, lang: 'uk' | 'en'): unknown =>
  entry[`title_${lang}`] ?? entry[`name_${lang}`];

describe.each(backends)('GET /api/static-data on $name', (backend) => {
  const h = useHarness(backend);
  const get = (query: string) => h().app.inject({ url: `/api/static-data?${query}` });
  const all = async (lang: 'uk' | 'en'): Promise<StaticDataResponse['data']> => {
    const data: StaticDataResponse['data'] = {};
    for (const keys of batches(DICTIONARY_KEYS)) {
      const res = await get(`lang=${lang}&${cacheQuery(keys)}`);
      expect(res.statusCode).toBe(200);
      Object.assign(data, res.json<StaticDataResponse>().data);
    }
    return data;
  };

  it.each(['uk', 'en'] as const)(
    'serves every dictionary in %s, each entry with a label in that language',
    async (lang) => {
      const data = await all(lang);
      expect(Object.keys(data).sort()).toEqual([...DICTIONARY_KEYS].sort());
      for (const key of DICTIONARY_KEYS) {
        const dictionary = data[key];
        expect(dictionary?.date_modified).toBe(shippedDictionary(key).date_modified);
        const entries = Object.entries(dictionary?.data ?? {});
        expect(entries.length, key).toBeGreaterThan(0);
        for (const [code, entry] of entries) {
          const text = label(entry, lang);
          expect(typeof text === 'string' && text.trim() !== '', `${key}.${code}`).toBe(true);
          if (lang === 'uk') expect(JSON.stringify(entry)).not.toMatch(/_en":/);
          else expect(label(entry, 'uk'), `${key}.${code} fallback`).toBeTruthy();
        }
      }
    },
  );

  it('serves real values: CPV, a region, a milestone code, a criterion, the new labels', async () => {
    const [uk, en] = [await all('uk'), await all('en')];
    expect(uk.cpv?.data['03000000-1']).toEqual({
      title_uk:
        'Сільськогосподарська, фермерська продукція, продукція рибальства, лісівництва та супутня продукція',
    });
    expect(en.cpv?.data['03000000-1']?.title_en).toBe(
      'Agricultural, farming, fishing, forestry and related products',
    );
    expect(Object.keys(en.cpv?.data ?? {})).toHaveLength(9458);
    expect(en.regions?.data['Львівська область']).toEqual({
      title_uk: 'Львівська область',
      title_en: 'Lviv Oblast',
    });
    expect(en.milestone_codes?.data.prepayment).toMatchObject({
      name_uk: 'Аванс',
      name_en: 'Prepayments',
    });
    expect(en.milestone_day_types?.data.banking).toMatchObject({ name_en: 'banking' });
    expect(en.unit_codes?.data.KGM).toMatchObject({ name_uk: 'кілограм', symbol_en: 'kg' });
    expect(
      en.article_17_criteria?.data['CRITERION.EXCLUSION.CONTRIBUTIONS.PAYMENT_OF_TAXES'],
    ).toEqual({
      title_uk: 'Наявність заборгованості зі сплати податків і зборів',
      title_en: 'Tax arrears',
    });
    expect(en.requested_remedies_types?.data.tenderCancellation?.title_en).toBe(
      'Oblige the procuring entity to cancel the procurement procedure',
    );
    expect(en.funders?.data['44000']).toMatchObject({ name_en: 'World Bank', scheme: 'XM-DAC' });
    expect(uk.award_statuses?.data.active).toEqual({ title_uk: 'Переможець' });
    expect(en.qualification_statuses?.data.unsuccessful?.title_en).toBe('Rejected');
    expect(uk.marketplaces?.data['it.ua']).toMatchObject({
      title_uk: 'SmartTender.biz',
      accreditation_levels: ['1', '2', '3', '4'],
      auth_methods: ['qes'],
    });
  });

  it('returns each requested dictionary with data and date_modified', async () => {
    const res = await get('cache[0][key]=tender_statuses&cache[1][key]=header_menu');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<StaticDataResponse>();
    expect(Object.keys(data).sort()).toEqual(['header_menu', 'tender_statuses']);
    expect(data.tender_statuses?.date_modified).toBe(
      shippedDictionary('tender_statuses').date_modified,
    );
    expect(data.tender_statuses?.data.complete).toEqual({ title_uk: 'Завершений' });
  });

  it('serves English labels with the Ukrainian fallback for lang=en', async () => {
    const { data } = (
      await get('lang=en&cache[0][key]=tender_statuses')
    ).json<StaticDataResponse>();
    expect(data.tender_statuses?.data.complete).toEqual({
      title_uk: 'Завершений',
      title_en: 'Complete',
    });
  });

  it('does not send again a dictionary whose date_modified the client has', async () => {
    const current = shippedDictionary('regions').date_modified;
    const res = await get(
      `cache[0][key]=regions&cache[0][date_modified]=${encodeURIComponent(current)}` +
        '&cache[1][key]=currencies&cache[1][date_modified]=2000-01-01T00:00:00Z',
    );
    const { data } = res.json<StaticDataResponse>();
    expect(data.regions).toBeUndefined();
    expect(data.currencies?.data.UAH).toMatchObject({ name_uk: 'Гривня', abbr_uk: 'грн' });
  });

  it.each([
    ['no cache array', '', /"cache"/],
    ['an unknown dictionary', 'cache[0][key]=passwords', /cache\[0\]\[key\]/],
    ['an unknown language', 'lang=ru&cache[0][key]=regions', /"lang"/],
    ['a cache that is not a list', 'cache=regions', /"cache"/],
    [
      'too many parameters',
      Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&'),
      /Invalid query/,
    ],
    [
      'a list over 20 entries',
      Array.from({ length: 25 }, () => 'cache[]=x').join('&'),
      /Invalid query/,
    ],
    ['nesting deeper than 5', 'cache[0][a][b][c][d][e][f]=1', /Invalid query/],
  ])('answers 400 JSON for %s', async (_case, query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
