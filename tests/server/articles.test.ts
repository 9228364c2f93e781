import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError, ItemResponse } from '../../contract/api.ts';
import type { Article, ArticleListResponse } from '../../contract/articles.ts';
import type { StaticDataResponse } from '../../contract/static-data.ts';
import { seedArticles } from '../../server/articles/seed.ts';
import { backends, useHarness } from './backends.ts';
import { shippedArticles, shippedDataDir, shippedDictionary } from '../support/shipped-data.ts';

const shipped: Article[] = shippedArticles();
const newestFirst = [...shipped].sort(
  (a, b) => Date.parse(b.date_published) - Date.parse(a.date_published) || b.id - a.id,
);
const groups = Object.keys(shippedDictionary('group').data);
const sample = newestFirst[3] ?? newestFirst[0];

describe.each(backends)('GET /api/articles on $name', (backend) => {
  const h = useHarness(backend);
  const list = async (query = ''): Promise<ArticleListResponse> => {
    const res = await h().app.inject({ url: `/api/articles${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ArticleListResponse>();
  };

  it('lists the first 10 articles, newest first, without bodies', async () => {
    const { data, meta } = await list();
    expect(meta).toEqual({ current_page: 1, per_page: 10, total: shipped.length });
    expect(data.map((article) => article.slug)).toEqual(
      newestFirst.slice(0, 10).map((article) => article.slug),
    );
    expect(data[0]).not.toHaveProperty('body_uk');
    expect(data[0]).not.toHaveProperty('body_en');
    expect(data[0]?.title_uk).toBe(newestFirst[0]?.title_uk);
    expect(data[0]?.image.src).toBe(newestFirst[0]?.image.src);
  });

  it('pages through every article exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(shipped.length / 5); page += 1) {
      const { data, meta } = await list(`?page=${page}&per_page=5`);
      expect(meta).toEqual({ current_page: page, per_page: 5, total: shipped.length });
      seen.push(...data.map((article) => article.slug));
    }
    expect(seen).toEqual(newestFirst.map((article) => article.slug));
  });

  it('answers a page past the end with no articles and the real total', async () => {
    expect(await list('?page=50')).toEqual({
      data: [],
      meta: { current_page: 50, per_page: 10, total: shipped.length },
    });
  });

  it.each(groups)('narrows the list to the group %s', async (group) => {
    const expected = newestFirst.filter((article) => article.group === group);
    expect(expected.length).toBeGreaterThan(0);
    const { data, meta } = await list(`?group=${group}&per_page=100`);
    expect(meta.total).toBe(expected.length);
    expect(data.map((article) => article.slug)).toEqual(expected.map((article) => article.slug));
  });

  it('answers an unknown group with an empty list and ignores an empty one', async () => {
    expect(await list('?group=no-such-group')).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 10, total: 0 },
    });
    expect((await list('?group=')).meta.total).toBe(shipped.length);
  });

  it('returns one article with both bodies by id and by slug', async () => {
    if (!sample) throw new Error('no shipped articles');
    for (const key of [String(sample.id), sample.slug]) {
      const res = await h().app.inject({ url: `/api/articles/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<ItemResponse<Article>>().data).toEqual(sample);
    }
  });

  it.each(['9999', 'no-such-article', '0', '<script>', 'Робота', 'a'.repeat(300), "1' OR '1'='1"])(
    'answers 404 JSON for the unknown article %s',
    async (id) => {
      const res = await h().app.inject({ url: `/api/articles/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      const body = res.json<ApiError>();
      expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(body.message).toMatch(/not found/);
    },
  );

  it.each([
    ['page 0', '?page=0', /"page"/],
    ['a page that is not a number', '?page=abc', /"page"/],
    ['a fractional page', '?page=1.5', /"page"/],
    ['a page past the limit', '?page=10001', /"page"/],
    ['per_page over 100', '?per_page=101', /"per_page"/],
    ['a negative per_page', '?per_page=-1', /"per_page"/],
    ['a list of pages', '?page[]=1&page[]=2', /"page"/],
    ['a malformed group', '?group=Bad%20Group!', /"group"/],
    ['a group with markup', '?group=%3Cscript%3E', /"group"/],
    ['a group list', '?group[]=guides', /"group"/],
    ['nesting deeper than 5', '?group[a][b][c][d][e][f]=1', /Invalid query/],
  ])('answers 400 JSON for %s', async (_case, query, message) => {
    const res = await h().app.inject({ url: `/api/articles${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

/** A random query string: parameter names and values from a small, hostile alphabet. */
const randomQuery = (random: () => number): string => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const names = ['page', 'per_page', 'group', 'page[]', 'group[x]', 'per_page[0][1]', '%00', ''];
  const values = ['1', '0', '-1', '1e9', '99999999999999999999', 'guides', "' OR 1=1 --", '<b>'];
  const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
    random() < 0.2 ? pick(names) : `${pick(names)}=${encodeURIComponent(pick(values))}`,
  );
  return parts.join('&');
};

describe.each(backends)('shipped articles and their dictionaries on $name', (backend) => {
  const h = useHarness(backend);

  it('serves the banner, group and article dictionaries through /api/static-data', async () => {
    const res = await h().app.inject({
      url: '/api/static-data?lang=en&cache[0][key]=banner&cache[1][key]=group&cache[2][key]=article',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<StaticDataResponse>();
    expect(Object.keys(data.group?.data ?? {}).sort()).toEqual([...groups].sort());
    expect(Object.keys(data.banner?.data ?? {}).length).toBeGreaterThanOrEqual(3);
    expect(data.article?.data[newestFirst[0]?.slug ?? '']).toMatchObject({
      title_en: newestFirst[0]?.title_en,
    });
  });

  it('answers 300 random query strings with 200 or 400 JSON, never a 5xx', async () => {
    let seed = 42;
    const random = (): number => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 300; i += 1) {
      const query = randomQuery(random);
      const res = await h().app.inject({ url: `/api/articles?${query}` });
      expect([200, 400], query).toContain(res.statusCode);
      expect(res.headers['content-type'], query).toMatch(/application\/json/);
    }
  });

  it('reloads the articles when a file is edited, added or removed, and only then', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'articles-'));
    try {
      cpSync(path.join(shippedDataDir, 'articles'), path.join(copy, 'articles'), {
        recursive: true,
      });
      cpSync(path.join(shippedDataDir, 'dictionaries'), path.join(copy, 'dictionaries'), {
        recursive: true,
      });
      // The same files as the ones loaded at start: nothing to do.
      expect(await seedArticles(h().db, copy)).toBeNull();

      const [first, second] = newestFirst;
      if (!first || !second) throw new Error('too few articles');
      const file = path.join(copy, 'articles', `${first.slug}.json`);
      writeFileSync(file, JSON.stringify({ ...first, title_en: 'Edited title' }));
      rmSync(path.join(copy, 'articles', `${second.slug}.json`));
      writeFileSync(
        path.join(copy, 'articles', 'added-article.json'),
        JSON.stringify({ ...second, id: 999, slug: 'added-article' }),
      );
      expect(await seedArticles(h().db, copy)).toBe(shipped.length);

      const edited = await h().app.inject({ url: `/api/articles/${first.slug}` });
      expect(edited.json<ItemResponse<Article>>().data.title_en).toBe('Edited title');
      const removed = await h().app.inject({ url: `/api/articles/${second.slug}` });
      expect(removed.statusCode).toBe(404);
      const added = await h().app.inject({ url: '/api/articles/999' });
      expect(added.json<ItemResponse<Article>>().data.slug).toBe('added-article');
    } finally {
      rmSync(copy, { recursive: true, force: true });
      await seedArticles(h().db, shippedDataDir);
    }
  });
});
