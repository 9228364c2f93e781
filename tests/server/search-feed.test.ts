import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { upsertTenders } from '../../server/ingest/upsert-tenders.ts';
import type { CdbTender } from '../../server/ingest/cdb.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { fetchFeed, HOSTILE_TITLE, ORIGIN, shownText } from './atom-feed.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

const base = shippedTenderData<CdbTender>('UA-2024-02-28-009286-a');
const hostile: CdbTender = {
  ...base,
  id: 'fe5d0000000000000000000000000001',
  tenderID: 'UA-2099-10-10-000001-a',
  title: HOSTILE_TITLE,
  datePublished: '2099-10-10T10:00:00+03:00',
  dateModified: '2099-10-10T10:00:00+03:00',
};

describe.each(backends)('GET /feeds/tender.atom, $name', (backend) => {
  const h = useHarness(backend, {
    load: async (db) => {
      await seedFromShippedData(db, shippedDataDir);
      await db.transaction((tx) => upsertTenders(tx, [hostile]));
    },
  });
  const feed = (query: string) => fetchFeed(h().app, `/feeds/tender.atom?${query}`);
  const newest = async (query: string) =>
    (
      await h().app.inject({
        url: `/api/search/tender?${query}&sort_by=publication_date&order=desc&per_page=50`,
      })
    ).json<SearchResponse<TenderHit>>();

  it.each([['text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82'], ['status=complete'], ['']])(
    '?%s: the 50 newest matches, each with a stable id and a link to its page',
    async (query) => {
      const parsed = await feed(query);
      const expected = await newest(query);
      expect(expected.data.length).toBeGreaterThan(0);
      expect(parsed.entries.map((entry) => entry.id)).toEqual(
        expected.data.map((hit) => `${ORIGIN}/tender/${hit.tenderID}`),
      );
      for (const [n, entry] of parsed.entries.entries()) {
        const hit = expected.data[n] as TenderHit;
        expect(entry.links).toEqual([{ rel: null, href: `${ORIGIN}/tender/${hit.tenderID}` }]);
        expect(Date.parse(entry.updated ?? '')).toBe(Date.parse(hit.dateModified));
        expect(shownText(entry.title)).toBe(`${hit.tenderID}: ${hit.title}`);
        expect(entry.summary).toContain(hit.procuringEntityName.replace(/&/g, '&amp;'));
      }
      expect(parsed.links).toContainEqual({
        rel: 'self',
        href: `${ORIGIN}/feeds/tender.atom?${query === '' ? '' : `${query}&`}lang=uk`,
      });
      expect(parsed.links).toContainEqual({
        rel: 'alternate',
        href: `${ORIGIN}/search/tender${query === '' ? '' : `?${query}`}`,
      });
    },
  );

  it('names the words searched for, and writes English with ?lang=en', async () => {
    const uk = await feed('text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82');
    expect(uk.title).toBe('Закупівлі за пошуком «ремонт» — Prozorro');
    const en = await feed('text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&lang=en');
    expect(en.title).toBe('Tenders matching “ремонт” — Prozorro');
    expect(en.entries.length).toBeGreaterThan(0);
    for (const entry of en.entries) {
      expect(entry.links[0]?.href).toBe(`${entry.id ?? ''}?lang=en`);
    }
  });

  it('shows upstream text as text: markup in a title is neither run nor able to end the feed', async () => {
    const { entries } = await feed('text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82');
    const entry = entries.find((e) => e.id === `${ORIGIN}/tender/${hostile.tenderID}`);
    expect(entry).toBeDefined();
    expect(shownText(entry?.title)).toBe(`${hostile.tenderID}: ${HOSTILE_TITLE}`);
  });

  it.each(['mode=real', 'vendor=12345678', 'sort_by=nothing', 'lang=de', 'per_page=0'])(
    '?%s: 400 JSON, as the search answers',
    async (query) => {
      const res = await h().app.inject({ url: `/feeds/tender.atom?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().statusCode).toBe(400);
    },
  );
});
