import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../contract/api.ts';
import type { Dictionary, StaticDataResponse } from '../../contract/static-data.ts';
import { backends, shippedDataDir, useHarness } from './backends.ts';

const shipped = (key: string): Dictionary =>
  JSON.parse(
    readFileSync(path.join(shippedDataDir, 'dictionaries', `${key}.json`), 'utf8'),
  ) as Dictionary;

describe.each(backends)('GET /api/static-data on $name', (backend) => {
  const h = useHarness(backend);
  const get = (query: string) => h().app.inject({ url: `/api/static-data?${query}` });

  it('returns each requested dictionary with data and date_modified', async () => {
    const res = await get('cache[0][key]=tender_statuses&cache[1][key]=header_menu');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<StaticDataResponse>();
    expect(Object.keys(data).sort()).toEqual(['header_menu', 'tender_statuses']);
    expect(data.tender_statuses?.date_modified).toBe(shipped('tender_statuses').date_modified);
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
    const current = shipped('regions').date_modified;
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
