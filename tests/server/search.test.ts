import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';
import { codesOf, type RawParty, type RawTender } from './search-shipped.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';

const tenders = shippedTenders<RawTender>();

type Answer = SearchResponse<TenderHit>;

const bidders = (t: RawTender | undefined): RawParty[] => [
  ...(t?.bids ?? []).flatMap((bid) => bid.tenderers ?? []),
  ...(t?.awards ?? []).flatMap((award) => award.suppliers ?? []),
];

/** The texts a visitor expects text search to look in, lower-cased. */
const searchedText = (t: RawTender): string =>
  [
    t.tenderID,
    t.title,
    t.title_en,
    t.description,
    t.description_en,
    t.procuringEntity?.name,
    t.procuringEntity?.identifier?.id,
    ...[...(t.buyers ?? []), ...bidders(t)].flatMap((party) => [party.name, party.identifier?.id]),
    ...(t.lots ?? []).flatMap((lot) => [lot.title, lot.title_en]),
    ...(t.items ?? []).flatMap((item) => [item.description, item.description_en]),
  ]
    .join(' ')
    .toLowerCase();

/** Whether some word of the text starts with `prefix`, as a visitor reads "word search". */
const hasWordStartingWith = (text: string, prefix: string): boolean =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => word.startsWith(prefix));

describe.each(backends)('/api/search/tender text search, $name', (backend) => {
  const h = useHarness(backend);
  // mode=test: these check the filters over every shipped tender, the test ones included
  // (search-test-mode.test.ts checks that a search without it leaves them out).
  const search = async (query: string, method: 'GET' | 'POST' = 'POST'): Promise<Answer> => {
    const res = await h().app.inject({ method, url: `/api/search/tender?mode=test&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>();
  };
  const found = async (text: string): Promise<string[]> =>
    (await search(`per_page=1000&text=${encodeURIComponent(text)}`)).data.map((hit) => hit.id);

  it('pages through every shipped tender, latest change first, with the paging numbers', async () => {
    const first = await search('page=1&per_page=10');
    expect(first.total).toBe(tenders.length);
    expect(first).toMatchObject({ page: 1, per_page: 10, total_relation: 'eq' });
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((hit) => Date.parse(hit.dateModified));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const lastPage = Math.ceil(tenders.length / 10);
    const last = await search(`page=${lastPage}&per_page=10`);
    expect(last.data).toHaveLength(tenders.length - (lastPage - 1) * 10);
  });

  it.each([
    ['a Ukrainian title word in capitals', 'ЕНЕРГОСЕРВІС', 'енергосервіс'],
    ['an English title word', 'Canteens', 'canteens'],
    ['an item description word', 'запчастини', 'запчастини'],
    ['a word of a customer name', 'Маріупольський', 'маріупольський'],
    ['the stem of an inflected word', 'ремонт', 'ремонт'],
  ])('finds %s, case-insensitive, GET and POST alike', async (_case, text, lower) => {
    const expected = tenders
      .filter((t) => hasWordStartingWith(searchedText(t), lower))
      .map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const method of ['GET', 'POST'] as const) {
      const { data } = await search(`per_page=1000&text=${encodeURIComponent(text)}`, method);
      expect(data.map((hit) => hit.id).sort()).toEqual(expected.sort());
    }
  });

  it('finds words in any order (full text), not only the exact phrase', async () => {
    const tender = tenders.find((t) => t.tenderID === 'UA-2021-01-11-002071-a');
    expect(tender?.items?.[0]?.description).toBe('запчастини до двигуна');
    expect(await found('двигуна запчастини')).toContain(tender?.id);
  });

  it('finds words by their beginning, not by a piece from their middle', async () => {
    const id = tenders.find((t) => t.tenderID === 'UA-2024-02-28-009286-a')?.id;
    expect(await found('енергосерв')).toContain(id);
    expect(await found('нергосерві')).not.toContain(id);
  });

  it('finds any part of a tenderID or a registry code (trigram)', async () => {
    const byIdPart = await found('2024-02-28-0092');
    expect(byIdPart).toContain(tenders.find((t) => t.tenderID === 'UA-2024-02-28-009286-a')?.id);
    expect(byIdPart.length).toBe(
      tenders.filter((t) => t.tenderID.includes('2024-02-28-0092')).length,
    );
    const codePart = '0003725';
    const byCodePart = await found(codePart);
    expect(byCodePart.sort()).toEqual(
      tenders
        .filter((t) =>
          [t.procuringEntity?.identifier?.id, ...codesOf(t.buyers), ...codesOf(bidders(t))].some(
            (code) => code?.includes(codePart),
          ),
        )
        .map((t) => t.id)
        .sort(),
    );
  });

  it('finds a bidder by name and by code', async () => {
    const tender = tenders.find((t) => t.bids?.some((bid) => bid.tenderers?.length));
    const bidder = tender?.bids?.find((bid) => bid.tenderers?.length)?.tenderers?.[0];
    const code = bidder?.identifier?.id ?? '';
    expect(code).not.toBe('');
    expect(await found(code)).toContain(tender?.id);
    expect(await found(bidder?.name ?? '')).toContain(tender?.id);
  });

  it('ranks an exact tenderID first, even when sorting by value', async () => {
    for (const query of ['', '&sort_by=value&order=asc']) {
      const { data, total } = await search(`text=UA-2024-02-28-009286-a${query}`);
      expect(total).toBeGreaterThan(0);
      expect(data[0]?.tenderID).toBe('UA-2024-02-28-009286-a');
    }
    const lower = await search('text=ua-2024-02-28-009286-a');
    expect(lower.data[0]?.tenderID).toBe('UA-2024-02-28-009286-a');
  });

  it('ranks the tenders of an exact EDRPOU code before those that merely contain it', async () => {
    const code = '00037256';
    const { data } = await search(`per_page=1000&text=${code}`);
    const hasCode = (hit: TenderHit): boolean => {
      const t = tenders.find((tender) => tender.id === hit.id);
      return [
        t?.procuringEntity?.identifier?.id,
        ...codesOf(t?.buyers),
        ...codesOf(bidders(t)),
      ].includes(code);
    };
    const flags = data.map(hasCode);
    expect(flags[0]).toBe(true);
    expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(
      true,
    );
  });

  it('treats LIKE wildcards as plain characters', async () => {
    for (const text of ['%', '_']) {
      expect((await search(`text=${encodeURIComponent(text)}`)).total).toBeLessThan(tenders.length);
    }
  });

  it('treats SQL- and HTML-looking text as plain words', async () => {
    for (const text of [
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '\\x00',
      "'); DROP TABLE tenders; --",
    ]) {
      const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const { data, total } = await search(`per_page=1000&text=${encodeURIComponent(text)}`);
      expect(total).toBeLessThan(tenders.length);
      for (const hit of data) {
        const tender = tenders.find((t) => t.id === hit.id);
        const searched = tender ? searchedText(tender) : '';
        expect(words.every((word) => hasWordStartingWith(searched, word))).toBe(true);
      }
    }
    expect((await search('per_page=1')).total).toBe(tenders.length);
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
