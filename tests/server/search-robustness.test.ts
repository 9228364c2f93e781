import { describe, expect, it } from 'vitest';
import { upsertTender } from '../../server/ingest/upsert-tenders.ts';
import type { unwrapTender } from '../../server/ingest/cdb.ts';
import { backends, searchTenders, useHarness } from './backends.ts';
import { shippedCdbTender } from '../support/shipped-cdb.ts';

/** A real tender, changed the way real-world upstream data varies. */
const variant = (changes: Record<string, unknown>): ReturnType<typeof unwrapTender> => {
  const tender = shippedCdbTender('UA-2021-01-11-002071-a');
  return { ...tender, ...changes };
};

describe.each(backends)('search over unusual upstream tenders, $name', (backend) => {
  const h = useHarness(backend);
  const search = (query: string) => searchTenders(h().app, query);

  it('indexes a huge tender (10,000 items) and finds it by its id', async () => {
    const items = Array.from({ length: 10_000 }, (_, index) => ({
      classification: { scheme: 'ДК021', id: '34310000-3', description: 'Двигуни та їх частини' },
      id: `item-${String(index)}`,
      description: `позиція номер ${String(index)} ${'довгий опис '.repeat(20)}`,
    }));
    const huge = variant({
      id: 'huge0000000000000000000000000001',
      tenderID: 'UA-2099-01-01-000001-a',
      items,
    });
    expect(await upsertTender(h().db, huge)).toBe('inserted');
    const { data } = await search('text=UA-2099-01-01-000001-a');
    expect(data[0]?.id).toBe(huge.id);
  });

  it('indexes odd field types and malformed dates without failing, and filters around them', async () => {
    const odd = variant({
      id: 'odd00000000000000000000000000001',
      tenderID: 'UA-2099-01-01-000002-a',
      procuringEntity: { name: 'Дивний замовник', identifier: { id: 12345678 } },
      buyers: null,
      bids: 'not a list',
      awards: [{ suppliers: [null, { identifier: {} }] }],
      milestones: [{ code: 7 }],
      tenderPeriod: { startDate: 'not a date', endDate: '2099-13-45' },
      auctionPeriod: {
        startDate: '2099-01-10T10:00:00+03:00',
        endDate: '2099-01-01T10:00:00+02:00',
      },
      noticePublicationDate: 'yesterday',
      criteria: [
        {
          classification: { id: 'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.LOCAL_ORIGIN_LEVEL' },
          requirementGroups: [{ requirements: [{ minValue: '25' }] }],
        },
      ],
    });
    expect(await upsertTender(h().db, odd)).toBe('inserted');
    expect((await search('text=UA-2099-01-01-000002-a')).data[0]?.id).toBe(odd.id);
    expect(
      (await search('date[auction][start]=2099-01-10&date[auction][end]=2099-01-10')).data.map(
        (hit) => hit.id,
      ),
    ).toEqual([odd.id]);
    expect((await search('local_share=25')).data.map((hit) => hit.id)).toEqual([odd.id]);
    expect((await search('local_share=30')).total).toBe(0);
    expect(
      (await search('date[tender][start]=2099-01-01')).data.map((hit) => hit.id),
    ).not.toContain(odd.id);
  });
});
