import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';

const many = (key: string, count: number): string =>
  Array.from({ length: count }, (_, index) => `${key}[]=${String(index)}`).join('&');

describe.each(backends)('/api/search bad input, $name', (backend) => {
  const h = useHarness(backend);
  const post = (url: string) => h().app.inject({ method: 'POST', url });

  it.each([
    ['an unknown section', '/api/search/people', /section/],
    ['page 0', '/api/search/tender?page=0', /"page"/],
    ['a page that is not a number', '/api/search/tender?page=abc', /"page"/],
    ['a huge page number', '/api/search/tender?page=99999999999999999999', /"page"/],
    ['per_page over 1000', '/api/search/tender?per_page=5000', /"per_page"/],
    ['a page past the 10,000-result window', '/api/search/tender?page=101&per_page=100', /10000/],
    ['text given twice', '/api/search/tender?text=a&text=b', /"text"/],
    ['text as an object', '/api/search/tender?text[a]=b', /"text"/],
    ['text over 200 characters', `/api/search/tender?text=${'я'.repeat(201)}`, /200/],
    ['an unknown key', '/api/search/tender?colour=red', /"colour".*buyer, tenderer/],
    ['a key of another section', '/api/search/tender?year=2024', /"year"/],
    ['vendor on tenders', '/api/search/tender?vendor=123', /"vendor"/],
    ['another filterType', '/api/search/tender?filterType=plan', /filterType/],
    ['a currency other than UAH', '/api/search/tender?value[currency]=USD', /UAH/],
    ['a huge amount', '/api/search/tender?value[amount][start]=1e400', /value\[amount\]\[start\]/],
    [
      'a 20-digit amount',
      '/api/search/tender?value[amount][end]=99999999999999999999',
      /at most 15 digits/,
    ],
    ['a negative amount', '/api/search/tender?value[amount][start]=-5', /amount/],
    [
      'a range upside down',
      '/api/search/tender?value[amount][start]=10&value[amount][end]=5',
      /greater/,
    ],
    ['an unknown part of value', '/api/search/tender?value[min]=1', /value\[min\]/],
    ['value as text', '/api/search/tender?value=100', /"value"/],
    [
      'a word for a date',
      '/api/search/tender?date[tender][start]=yesterday',
      /date\[tender\]\[start\]/,
    ],
    ['a date that does not exist', '/api/search/tender?date[tender][end]=2024-02-30', /date/],
    [
      'a date range of plans on tenders',
      '/api/search/tender?date[plan][start]=2024-01-01',
      /date\[plan\]/,
    ],
    ['an unknown part of a range', '/api/search/tender?date[tender][middle]=2024-01-01', /middle/],
    [
      'a date range upside down',
      '/api/search/tender?date[award][start]=2024-02-01&date[award][end]=2024-01-01',
      /after/,
    ],
    ['a short CPV code', '/api/search/tender?cpv=123', /"cpv"/],
    ['letters for a CPV mask', '/api/search/tender?cpv_mask=abc', /"cpv_mask"/],
    ['a local share off the list', '/api/search/tender?local_share=12', /0, 10, 15/],
    ['an unknown sort', '/api/search/tender?sort_by=title', /"sort_by"/],
    ['an unknown order', '/api/search/tender?sort_by=value&order=up', /"order"/],
    ['an order without a sort', '/api/search/tender?order=asc', /sort_by/],
    ['a status as an object', '/api/search/tender?status[a][b]=1', /"status"/],
    ['a milestone without code', '/api/search/tender?milestone=prepayment', /milestone/],
    [
      'HTML for a registry code',
      `/api/search/tender?buyer=${encodeURIComponent('<b>1</b>')}`,
      /"buyer"/,
    ],
    [
      'SQL for a status',
      `/api/search/tender?status=${encodeURIComponent("x' OR '1'='1")}`,
      /"status"/,
    ],
    ['21 list entries', `/api/search/tender?${many('status', 21)}`, /Invalid query string/],
    ['depth over 5', '/api/search/tender?date[a][b][c][d][e][f]=1', /Invalid query string/],
    ['a plan year before 2016', '/api/search/plan?year=2015', /"year"/],
  ])('answers 400 JSON for %s', async (_case, url, message) => {
    const res = await post(url);
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(message);
    expect(res.body).not.toMatch(/ at .*\.ts:\d+/);
  });

  it.each([
    ['an unknown status', 'status=foo'],
    ['SQL-looking region', `region=${encodeURIComponent("Київ' OR 'a' - 'a")}`],
    ['an unknown procedure type', 'proc_type=teleport'],
    ['20 list entries', many('status', 20)],
    ['a NUL character in text beside a filter', 'text=%00&status=foo'],
    ['an amount range nobody has', 'value[amount][start]=999999999999999'],
    ['a date range of the year 2100', 'date[tender][start]=2100-01-01'],
  ])('answers 200 with no results for %s', async (_case, query) => {
    const res = await post(`/api/search/tender?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<SearchResponse<TenderHit>>()).toMatchObject({ data: [], total: 0 });
  });

  it('accepts the keys of each section, finding nothing for values nobody has', async () => {
    for (const url of [
      '/api/search/plan?year[]=2024&date[plan][start]=2024-01-01&buyer=1&date[tender][end]=2025-01-01',
      '/api/search/catalog?framework_types[]=x&date[framework][end]=2024-01-01&date[qualification][start]=2024-01-01',
      '/api/search/products?vendor=1&group=x&text=milk',
    ]) {
      const res = await post(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SearchResponse<TenderHit>>().total).toBe(0);
    }
  });
});
