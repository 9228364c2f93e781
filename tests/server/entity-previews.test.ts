import { beforeAll, describe, expect, it } from 'vitest';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { backends, useHarness } from './backends.ts';
import { shippedJson } from '../support/shipped-data.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';

const NBSP = '\u00a0';
const LARGE_PLAN = 'UA-P-2023-11-06-000791-b';
/** The only shipped framework with this prettyID. */
const FRAMEWORK = 'UA-F-2027-01-01-000004';
/** The identifier (a UPC) that the shipped catalogue products share. */
const PRODUCT = '463234567819';
const PROFILE = '655360-30230000-889652-40000777';

const readData = (folder: string, file: string): Record<string, unknown> => {
  const json = shippedJson(`${folder}/${file}`);
  const [object] = cdbObjectsIn(json, { catalogue: folder === 'catalog' });
  if (!object) throw new Error(`${file} holds no object`);
  return object.data;
};

const decode = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The head's meta tags and preload hints, as a link-preview crawler reads them. */
const readHead = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string): string =>
    decode(
      [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].find(
        (m) => m[1] === key,
      )?.[2] ?? '',
    );
  const preloads = [
    ...head.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)"/g),
  ].map((m) => decode(m[1] ?? ''));
  return { meta, preloads };
};

// A page's head comes from its render.
beforeAll(ensurePortalBuilt, 300_000);

describe.each(backends)('plan, framework and product pages on $name', (backend) => {
  const h = useHarness(backend, builtPortal);
  const page = async (url: string) => {
    const res = await h().app.inject({ url, headers: { host: 'portal.test' } });
    return { res, head: readHead(res.body) };
  };

  const plan = readData('cdb/plans', `${LARGE_PLAN}.json`) as {
    id: string;
    budget: { description: string };
    buyers: { name: string }[];
  };

  it('previews a real plan by planID and by internal id: title, buyer, status, budget', async () => {
    for (const id of [LARGE_PLAN, plan.id]) {
      const { res, head } = await page(`/plan/${id}`);
      expect(res.statusCode, id).toBe(200);
      const title = head.meta('og:title');
      expect(title.endsWith('…')).toBe(true);
      expect(plan.budget.description.startsWith(title.slice(0, -1))).toBe(true);
      const description = head.meta('description');
      expect(description).toContain(`Замовник: ${plan.buyers[0]?.name ?? 'a buyer'}`);
      expect(description).toContain('Статус: Оголошено закупівлю');
      expect(description).toContain(`Очікувана вартість: 106${NBSP}000,00${NBSP}грн`);
      expect(head.preloads).toEqual([]);
    }
    const english = (await page(`/plan/${LARGE_PLAN}?lang=en`)).head.meta('description');
    expect(english).toContain('Status: Procurement announced');
    expect(english).toContain(`Expected value: 106${NBSP}000,00${NBSP}UAH`);
  });

  it('previews a framework by prettyID: title, procuring entity, status and type', async () => {
    const { res, head } = await page(`/framework/${FRAMEWORK}`);
    expect(res.statusCode).toBe(200);
    const shipped = readData(
      'cdb/frameworks',
      'doc-framework-dynamicPurchasingSystem-frameworks-config-e2c427b6.json',
    ) as { title: string; procuringEntity: { name: string } };
    expect(head.meta('og:title')).toBe(shipped.title);
    expect(head.meta('description')).toContain(`Організатор: ${shipped.procuringEntity.name}`);
    expect(head.meta('description')).toContain('Статус: Активний');
    expect(head.meta('description')).toMatch(/Тип відбору: \S/);
    expect(head.meta('description')).not.toContain('dynamicPurchasingSystem');
    expect(head.preloads).toEqual([]);
  });

  it('previews a product by its identifier: title, status, classification', async () => {
    const { res, head } = await page(`/product/${PRODUCT}`);
    expect(res.statusCode).toBe(200);
    expect(head.meta('og:title')).toBe('Маски медичні IGAR тришарові на гумках 50 шт./уп.');
    expect(head.meta('description')).toBe(
      'Статус: Активний · Код ДК 021:2015: 33190000-8 — Медичне обладнання та вироби медичного призначення різні',
    );
    expect(head.preloads).toEqual([]);
  });

  it('answers 404 with the app for ids that do not exist or cannot be ids, with no preload', async () => {
    for (const url of [
      '/plan/UA-P-2000-01-01-000000-a',
      '/framework/UA-F-2000-01-01-000000',
      '/product/no-such-product',
      // A catalogue profile is no product.
      `/product/${PROFILE}`,
      `/plan/${'x'.repeat(65)}`,
      '/plan/bad%20id',
      // A tender's id is not a plan's.
      '/plan/UA-2024-04-26-006781-a',
    ]) {
      const { res, head } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(head.preloads, url).toEqual([]);
    }
  });
});
