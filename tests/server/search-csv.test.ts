import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { SearchHit, TenderHit } from '../../contract/search.ts';
import type { FlagCode } from '../../contract/flags.ts';
import { projectRoot } from '../../server/config.ts';
import { upsertTenders } from '../../server/ingest/upsert-tenders.ts';
import type { CdbTender } from '../../server/ingest/cdb.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir, shippedDictionaryData } from '../support/shipped-data.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

/** RFC 4180: records end in CRLF; a quoted field may hold commas, CRLF and doubled quotes. */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text.charAt(i + 1) === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
};

const dictionaryTitles = (name: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(
      shippedDictionaryData<Record<string, { title_uk?: string; name_uk?: string }>>(name),
    ).map(([code, entry]) => [code, entry.title_uk ?? entry.name_uk ?? code]),
  );
const STATUS_LABEL = dictionaryTitles('tender_statuses');
const FLAG_TITLE = (
  JSON.parse(
    readFileSync(path.join(projectRoot, 'contract', 'locales', 'uk', 'common.json'), 'utf8'),
  ) as { redFlag: Record<FlagCode, string> }
).redFlag;
const METHOD_LABEL = dictionaryTitles('procurement_method_types');

const base = shippedTenderData<CdbTender>('UA-2024-02-28-009286-a');

/** Titles a spreadsheet would run as formulas, and text that needs quoting. */
const HOSTILE_TITLES = [
  '=HYPERLINK("http://evil.example","клік")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  'Кома, "лапки" і\r\nновий рядок',
];
/** What a cell shows for text: formula-looking text gets a leading apostrophe. */
const asCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const hostile = HOSTILE_TITLES.map((title, n): CdbTender => ({
  ...base,
  id: `c5c0000000000000000000000000000${String(n)}`,
  tenderID: `UA-2099-09-09-00000${String(n)}-a`,
  title,
  procuringEntity: { ...(base.procuringEntity as object), identifier: { id: '99999999' } },
}));

describe.each(backends)('GET /api/search/{section}.csv, $name', (backend) => {
  const h = useHarness(backend, {
    load: async (db) => {
      await seedFromShippedData(db, shippedDataDir);
      await db.transaction((tx) => upsertTenders(tx, hostile));
    },
  });
  const csv = async (url: string) => {
    const res = await h().app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return { res, text: res.body, records: parseCsv(res.body.replace(/^\uFEFF/, '')) };
  };
  const json = async (url: string): Promise<SearchResponse<SearchHit>> =>
    (await h().app.inject({ url })).json<SearchResponse<SearchHit>>();

  it.each([
    ['tender', 'status[]=complete&mode=test', '/tender/'],
    ['tender', `text=${encodeURIComponent('паливо')}`, '/tender/'],
    ['plan', 'mode=test', '/plan/'],
    ['catalog', 'mode=test', '/framework/'],
    ['products', 'mode=test', '/product/'],
  ])(
    '%s?%s: one row per result, in order, with the id and page link',
    async (section, query, page) => {
      const { res, text, records } = await csv(`/api/search/${section}.csv?${query}`);
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+\.csv"$/);
      const found = await json(`/api/search/${section}?per_page=1000&${query}`);
      expect(found.total).toBeGreaterThan(0);
      const [heading = [], ...rows] = records;
      expect(rows).toHaveLength(found.total);
      const idColumn = heading.indexOf('Внутрішній ID');
      const linkColumn = heading.indexOf('Посилання');
      const titleColumn = heading.indexOf('Назва');
      expect(rows.map((row) => row[idColumn])).toEqual(found.data.map((hit) => hit.id));
      expect(rows.map((row) => row[titleColumn])).toEqual(
        found.data.map((hit) => asCell(hit.title)),
      );
      expect(rows.map((row) => row[linkColumn])).toEqual(
        found.data.map((hit) => `http://localhost:80${page}${hit.id}`),
      );
      expect(rows.every((row) => row.length === heading.length)).toBe(true);
    },
  );

  it('keeps Cyrillic intact and writes the tender columns the cards show', async () => {
    const { records } = await csv(`/api/search/tender.csv?text=${encodeURIComponent('паливо')}`);
    const [heading, first] = records;
    const hit = (await json(`/api/search/tender?text=${encodeURIComponent('паливо')}`))
      .data[0] as TenderHit;
    expect(first).toEqual([
      hit.tenderID,
      hit.title,
      hit.procuringEntityName,
      hit.procuringEntityId ?? '',
      STATUS_LABEL[hit.status],
      hit.status,
      METHOD_LABEL[hit.procurementMethodType],
      hit.procurementMethodType,
      hit.value ? String(hit.value.amount) : '',
      hit.value?.currency ?? '',
      hit.tenderPeriodEndDate ?? '',
      (hit.flags ?? []).map((code) => FLAG_TITLE[code]).join('; '),
      (hit.flags ?? []).join(' '),
      hit.id,
      `http://localhost:80/tender/${hit.id}`,
    ]);
    expect(first?.[1]).toMatch(/[а-яіїєґ]/i);
    expect(first?.[4]).toMatch(/[а-яіїєґ]/i);
    expect(heading?.[0]).toBe('Ідентифікатор закупівлі');
    const english = await csv('/api/search/tender.csv?lang=en&per_page=1');
    expect(english.records[0]?.[0]).toBe('Tender ID');
  });

  it('writes a tender’s red flags by title and by code', async () => {
    const query = 'flags[]=cheapest-disqualified&mode=test';
    const { records } = await csv(`/api/search/tender.csv?${query}`);
    const [heading = [], ...rows] = records;
    const found = await json(`/api/search/tender?per_page=1000&${query}`);
    expect(rows.length).toBe(found.total);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[heading.indexOf('Червоні прапорці')]).toContain(
        FLAG_TITLE['cheapest-disqualified'],
      );
      expect(row[heading.indexOf('Коди червоних прапорців')]?.split(' ')).toContain(
        'cheapest-disqualified',
      );
    }
  });

  it.each([
    ['plan', 'Запланований', 'scheduled'],
    ['catalog', 'Активний', 'active'],
    ['products', 'Активний', 'active'],
  ])(
    '%s: the status as the cards name it, its code in a column of its own',
    async (section, label, code) => {
      const { records } = await csv(`/api/search/${section}.csv?mode=test`);
      const [heading = [], ...rows] = records;
      const labels = rows.map((row) => row[heading.indexOf('Статус')]);
      const codes = rows.map((row) => row[heading.indexOf('Код статусу')]);
      expect(codes).toContain(code);
      expect(labels[codes.indexOf(code)]).toBe(label);
      const english = await csv(`/api/search/${section}.csv?mode=test&lang=en`);
      expect(english.records[0]).toContain('Status code');
    },
  );

  it('writes formula-looking text with a leading apostrophe, and quotes what needs it', async () => {
    const { records } = await csv('/api/search/tender.csv?buyer=99999999');
    const titles = records.slice(1).map((row) => row[1]);
    expect(titles.toSorted()).toEqual(HOSTILE_TITLES.map(asCell).toSorted());
  });

  it('exports the whole result, not the page the query names', async () => {
    const { records } = await csv('/api/search/tender.csv?mode=test&page=2&per_page=5');
    const { total } = await json('/api/search/tender?mode=test');
    expect(records.length - 1).toBe(total);
  });

  it.each([
    ['tender', 'mode=real'],
    ['tender', 'vendor=12345678'],
    ['plan', 'year=1999'],
    ['catalog', 'sort_by=value'],
    ['products', 'lang=de'],
    ['tender', 'page=0'],
  ])('%s.csv?%s: 400 JSON, as the search answers', async (section, query) => {
    const res = await h().app.inject({ url: `/api/search/${section}.csv?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().statusCode).toBe(400);
  });
});
