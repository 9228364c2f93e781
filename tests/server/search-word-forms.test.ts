import { describe, expect, it } from 'vitest';
import type { Tender } from '../../contract/tender.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { backends, searchTenders, useHarness } from './backends.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { parseFilters } from '../../server/search/parse-filters.ts';
import {
  tenderConditions,
  tenderOrder,
  tenderRelevanceTiers,
} from '../../server/search/tender-where.ts';
import { shippedDataDir, shippedJson } from '../support/shipped-data.ts';

const raw = (folder: string, file: string): { data: Record<string, unknown> } =>
  shippedJson<{ data: Record<string, unknown> }>(`cdb/${folder}/${file}`);

/** A shipped tender (or plan) as records from elsewhere write its buyer's region. */
const writtenAs = (folder: string, file: string, id: string, region: string) => {
  const { data } = raw(folder, file);
  const entity = data.procuringEntity as { address: Record<string, unknown> };
  return {
    data: { ...data, id, procuringEntity: { ...entity, address: { ...entity.address, region } } },
  };
};

const REGIONS_AS_WRITTEN = [
  writtenAs('tenders', 'UA-2024-02-05-014363-a.json', 'a'.repeat(32), 'Київська обл.'),
  writtenAs('tenders', 'UA-2024-02-05-014363-a.json', 'b'.repeat(32), 'Киевская область'),
  writtenAs('plans', 'UA-P-2023-11-06-000791-b.json', 'c'.repeat(32), 'Киевская обл'),
];

type OrderOf = (params: SqlParams) => string;

describe.each(backends)('search in Ukrainian on the shipped tenders, $name', (backend) => {
  const h = useHarness(backend, {
    load: async (db) => {
      await seedFromShippedData(db, shippedDataDir);
      const objects = REGIONS_AS_WRITTEN.flatMap((json) =>
        cdbObjectsIn(json, { catalogue: false }),
      );
      await db.transaction((tx) => upsertCdbObjects(tx, objects));
    },
  });
  const search = (query: string) => searchTenders(h().app, `per_page=100&${query}`);
  const tenderIDs = async (text: string, query = ''): Promise<string[]> =>
    (await search(`text=${encodeURIComponent(text)}${query}`)).data.map((hit) => hit.tenderID);

  it.each([
    ['лікарня', 'лікарні'],
    ['лікарня', 'лікарням'],
    ['бензин', 'бензину'],
    ['ремонт', 'ремонту'],
    ['Будівельні матеріали', 'будівельних матеріалів'],
  ])('finds for a word in another form what its form %j finds (%j)', async (form, other) => {
    const found = await tenderIDs(form);
    expect(found.length).toBeGreaterThan(0);
    expect((await tenderIDs(other)).sort()).toEqual(found.sort());
  });

  it('finds «капітального ремонту» in «Капітальний ремонт будівлі»', async () => {
    expect(await tenderIDs('капітального ремонту')).toEqual(['UA-2021-06-22-008064-c']);
  });

  it('finds a word typed in part as a word beginning', async () => {
    expect(await tenderIDs('ремон')).toEqual(expect.arrayContaining(await tenderIDs('ремонт')));
    expect(await tenderIDs('капітального ремон')).toEqual(['UA-2021-06-22-008064-c']);
  });

  it('leaves the little words out: «сухий корм для собак» finds «Сухий корм для службових собак»', async () => {
    expect(await tenderIDs('сухий корм для собак')).toEqual(['UA-2026-01-26-002220-a']);
    expect(await tenderIDs('послуги з доступу до мереж')).toEqual(['UA-2026-01-30-014704-a']);
  });

  it('finds the buyers of a town by its name: «Кривий Ріг»', async () => {
    expect((await tenderIDs('Кривий Ріг')).sort()).toEqual([
      'UA-2024-02-28-009286-a',
      'UA-2024-04-26-006781-a',
    ]);
  });

  it('answers the words it matched, for the cards to mark «лікарня» for «лікарні»', async () => {
    const { marks } = await search(`text=${encodeURIComponent('лікарні')}`);
    expect(marks?.prefixes).toEqual(['лікарні']);
    expect(marks?.words).toEqual(expect.arrayContaining(['лікарня', 'лікарень']));
    expect((await search('status=complete')).marks).toBeUndefined();
  });

  it('sorts by relevance: every word in the title first, next to each other first, then the latest changed', async () => {
    const { data } = await search(
      `sort_by=relevance&text=${encodeURIComponent('запасні частини')}&mode=test`,
    );
    const titles = data.map((hit) => hit.title.toLowerCase());
    const inTitle = titles.map((title) => /запасн\S* частин/u.test(title));
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(1);
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    const titled = data.slice(0, inTitle.indexOf(false)).map((hit) => hit.dateModified);
    expect(titled).toEqual([...titled].sort().reverse());
  });

  it('ranks the words next to each other before the same words apart, the older first', async () => {
    // «…запасні частини до транспортних засобів…» (2025-01-21) holds them as typed; «Запасні
    // частини до вантажних транспортних засобів…» (2025-11-29) apart: the latest changed would
    // come first.
    const text = encodeURIComponent('частини до транспортних засобів');
    const ranked = (await search(`sort_by=relevance&text=${text}`)).data.map((hit) => hit.tenderID);
    const latest = (await search(`text=${text}`)).data.map((hit) => hit.tenderID);
    expect(ranked.slice(0, 2)).toEqual(['UA-2025-01-21-016928-a', 'UA-2025-11-29-000041-a']);
    expect(latest.indexOf('UA-2025-11-29-000041-a')).toBeLessThan(
      latest.indexOf('UA-2025-01-21-016928-a'),
    );
  });

  it('finds a relevance page tier by tier in the order it ranks every match in at once', async () => {
    const ids = async (conditions: (params: SqlParams) => string[], order: OrderOf) => {
      const params = new SqlParams();
      const where = conditions(params).join(' AND ');
      const sql = `SELECT id FROM tender_search WHERE ${where} ORDER BY ${order(params)}`;
      return (await h().db.query<{ id: string }>(sql, params.values)).rows.map((row) => row.id);
    };
    for (const mode of [{}, { mode: 'test' }]) {
      for (const text of ['запасні частини', 'частини до транспортних засобів', 'матеріали']) {
        const filters = parseFilters({ text, sort_by: 'relevance', ...mode }, 'tender');
        const tiers = tenderRelevanceTiers(filters);
        if (!tiers) throw new Error(`${text}: no relevance tiers`);
        const all = await ids(
          (params) => tenderConditions(filters, params),
          (params) => tenderOrder(filters, params, { useIndex: false }),
        );
        const byTier = await Promise.all(
          tiers.tiers.map((tier) => ids(tier, (params) => tiers.order(params, { useIndex: true }))),
        );
        expect(all.length, text).toBeGreaterThan(1);
        expect(byTier.flat(), text).toEqual(all);
      }
    }
  });

  it('keeps the sort asked for with a text, and the default order without one', async () => {
    const byValue = await search(
      `sort_by=value&order=desc&text=${encodeURIComponent('матеріали')}`,
    );
    const amounts = byValue.data.map((hit) => hit.value?.amount ?? -1);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const plain = await search('page=1');
    expect((await search('sort_by=relevance')).data).toEqual(plain.data);
  });

  it('filters by a region as records write it: «Київська обл.», «Киевская область»', async () => {
    const ids = (await search(`region=${encodeURIComponent('Київська область')}`)).data.map(
      (hit) => hit.id,
    );
    expect(ids).toEqual(expect.arrayContaining(['a'.repeat(32), 'b'.repeat(32)]));
    const page = await h().app.inject({ url: `/api/tenders/${'b'.repeat(32)}` });
    const { data } = page.json<{ data: Tender }>();
    expect(data.procuringEntity.address?.region).toBe('Киевская область');
  });

  it('filters plans by a region as records write it', async () => {
    const res = await h().app.inject({
      url: `/api/search/plan?region=${encodeURIComponent('Київська область')}&per_page=100`,
    });
    expect(res.json<{ data: { id: string }[] }>().data.map((hit) => hit.id)).toContain(
      'c'.repeat(32),
    );
  });
});
