import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { TenderSearchHit } from '../../contract/tender.ts';
import { backends, shippedTenderIds, useHarness } from './backends.ts';

/** Docs examples share ids, so the shipped files hold fewer distinct tenders than files. */
const shippedTenderCount = shippedTenderIds().size;

type Answer = SearchResponse<TenderSearchHit>;

describe.each(backends)('/api/search/:section on $name', (backend) => {
  const h = useHarness(backend);
  const search = (query: string, method: 'GET' | 'POST' = 'POST') =>
    h().app.inject({ method, url: `/api/search/tender?${query}` });

  it('pages through every shipped tender, newest first, with the paging numbers', async () => {
    const first = (await search('page=1&per_page=10')).json<Answer>();
    expect(first.total).toBe(shippedTenderCount);
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(10);
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((hit) => Date.parse(hit.dateModified));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const lastPage = Math.ceil(shippedTenderCount / 10);
    const last = (await search(`page=${lastPage}&per_page=10`)).json<Answer>();
    expect(last.data).toHaveLength(shippedTenderCount - (lastPage - 1) * 10);
  });

  it('finds tenders by words of the title, case-insensitive, in GET and POST alike', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await search(`text=${encodeURIComponent('ЕНЕРГОСЕРВІС')}`, method);
      expect(res.statusCode).toBe(200);
      const { data, total } = res.json<Answer>();
      expect(total).toBeGreaterThan(0);
      expect(data.map((hit) => hit.tenderID)).toContain('UA-2024-02-28-009286-a');
      for (const hit of data) expect(hit.title.toLowerCase()).toContain('енергосервіс');
    }
  });

  it('ranks an exact tenderID first and matches the customer code', async () => {
    const byId = (await search('text=UA-2024-02-28-009286-a')).json<Answer>();
    expect(byId.data[0]?.tenderID).toBe('UA-2024-02-28-009286-a');
    const code = byId.data[0]?.procuringEntityId ?? '';
    const byCode = (await search(`text=${code}`)).json<Answer>();
    expect(byCode.total).toBeGreaterThan(0);
    for (const hit of byCode.data) expect(hit.procuringEntityId).toBe(code);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    for (const text of ['%', '_']) {
      const res = await search(`text=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer>().total).toBeLessThan(shippedTenderCount);
    }
  });

  it('treats SQL- and HTML-looking text as plain text', async () => {
    for (const text of ["' OR 1=1 --", '<script>alert(1)</script>', '\\x00']) {
      const res = await search(`text=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer>().total).toBe(0);
    }
  });

  it('answers the other sections with empty results for now', async () => {
    const res = await h().app.inject({ method: 'POST', url: '/api/search/plan' });
    expect(res.json<Answer>()).toEqual({ data: [], page: 1, per_page: 10, total: 0 });
  });

  it.each([
    ['an unknown section', '/api/search/people', /section/],
    ['page 0', '/api/search/tender?page=0', /"page"/],
    ['a page that is not a number', '/api/search/tender?page=abc', /"page"/],
    ['a huge page number', '/api/search/tender?page=99999999999999999999', /"page"/],
    ['per_page over 1000', '/api/search/tender?per_page=5000', /"per_page"/],
    ['a page past the 10,000-result window', '/api/search/tender?page=101&per_page=100', /10000/],
    ['text given twice', '/api/search/tender?text=a&text=b', /"text"/],
    ['text as an object', '/api/search/tender?text[a]=b', /"text"/],
  ])('answers 400 JSON for %s', async (_case, url, message) => {
    const res = await h().app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(message);
  });

  it('accepts POST with a JSON content type and an empty body', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/search/tender?per_page=1',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().data).toHaveLength(1);
  });
});
